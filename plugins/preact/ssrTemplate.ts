/**
 * Docusaurus's page template with one change: the resource hints React 19's
 * server renderer puts at the start of the app's HTML (`<link rel=preload
 * as=image>` for the logo and hero images) move into <head>. Left inside
 * `#__docusaurus`, they are DOM children the client tree does not have, and
 * Preact's hydration, meeting a <link> where it expects the first <div>,
 * re-created the whole navbar, main column and footer on every page load
 * (hundreds of milliseconds of main-thread work on a phone).
 */
export const ssrTemplate = `<!DOCTYPE html>
<html <%~ it.htmlAttributes %>>
  <head>
    <meta charset="UTF-8">
    <meta name="generator" content="Docusaurus v<%= it.version %>">
    <% it.metaAttributes.forEach((metaAttribute) => { %>
      <%~ metaAttribute %>
    <% }); %>
    <%~ it.headTags %>
    <% const resourceHints = (it.appHtml.match(/^(?:<link\\b[^>]*>)+/) || [''])[0]; %>
    <%~ resourceHints %>
    <% it.stylesheets.forEach((stylesheet) => { %>
      <link rel="stylesheet" href="<%= it.baseUrl %><%= stylesheet %>" />
    <% }); %>
    <% it.scripts.forEach((script) => { %>
      <script src="<%= it.baseUrl %><%= script %>" defer></script>
    <% }); %>
  </head>
  <body <%~ it.bodyAttributes %>>
    <%~ it.preBodyTags %>
    <div id="__docusaurus"><%~ it.appHtml.slice(resourceHints.length) %></div>
    <%~ it.postBodyTags %>
  </body>
</html>
`;
