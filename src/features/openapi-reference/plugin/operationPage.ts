/**
 * The page of one operation: its short name as title, method and path under
 * it, the summary and description, then parameters, request body, responses,
 * error codes and samples.
 */
import {exampleOf} from './example';
import {headingSlug, type Operation, type Parameter} from './model';
import type {GeneratedPage, Layout, PageOptions} from './layout';
import {ERRORS_FILE} from './layout';
import {cell, code, frontMatter, jsonBlock, linkTo, mdxText, plain} from './markdown';
import {errorCodes, errorSection, isSharedError, responseExample, statusHeading} from './responses';
import {curlSample, typescriptSample} from './samples';
import {SchemaWriter} from './schemaTables';
import {isObject, schemaName, type Json, type JsonObject} from './spec';

/**
 * What the reference says on a deprecated operation: the deprecation policy of the hand-written
 * changelog page, which also names each deprecated operation's replacement.
 */
export const DEPRECATED_NOTE =
  'This operation is deprecated. It keeps working unchanged until its major version is retired, and its answers carry the `Deprecation` header and, once the removal date is known, the `Sunset` header. The [API changelog](/api/tessera/tessera-overview/changelog/#deprecation-policy) names its replacement.';

function securityText(document: JsonObject, operation: Operation, from: string): string {
  if (operation.security.length === 0) return 'none';
  const overview = linkTo(from, 'index.md');
  const schemes =
    isObject(document.components) && isObject(document.components.securitySchemes)
      ? document.components.securitySchemes
      : {};
  return operation.security
    .map((name) => {
      const scheme = schemes[name];
      const label =
        isObject(scheme) && scheme.scheme === 'basic'
          ? 'HTTP Basic'
          : isObject(scheme) && scheme.scheme === 'bearer'
            ? 'Bearer token'
            : name;
      return `[${label}](${overview}#authentication)`;
    })
    .join(' or ');
}

function parameterRows(writer: SchemaWriter, list: readonly Parameter[]): string {
  const rows = list.map((p) => {
    const example = p.example !== undefined ? code(JSON.stringify(p.example)) : writer.example(p.schema);
    return `| ${code(p.name)} | ${p.in} | ${cell(writer.type(p.schema))} | ${p.required ? 'yes' : 'no'} | ${cell(p.description)} | ${cell(writer.constraints(p.schema))} | ${cell(example)} |`;
  });
  return [
    '| Name | In | Type | Required | Description | Constraints | Example |',
    '|---|---|---|---|---|---|---|',
    ...rows,
  ].join('\n');
}

function mediaSection(writer: SchemaWriter, schema: Json | undefined): string {
  if (isObject(schema) && typeof schema.$ref === 'string') {
    const name = schemaName(schema.$ref);
    return `Schema: ${name ? writer.type(schema) : ''}\n\n${writer.table(schema)}`;
  }
  return writer.table(schema);
}

/** The summary as a sentence: "Models of a project" → "Models of a project.". */
export function summarySentence(summary: string): string {
  const text = summary.trim();
  return /[.!?]$/.test(text) ? text : `${text}.`;
}

/**
 * An operation's page: its short name as the title, method and path right
 * under it, the summary as its lead sentence and its description, then
 * `##` parameters, request body, responses (`###` each own response), error
 * codes and samples. `extra` is Markdown placed after the description (the
 * OData entity set the operation reads).
 */
export function operationPage(
  document: JsonObject,
  operation: Operation,
  layout: Layout,
  position: number,
  options: PageOptions,
  extra = '',
): GeneratedPage {
  const from = operation.page;
  const writer = new SchemaWriter(document, from, layout);
  const method = operation.method.toUpperCase();
  const lines: string[] = [];
  lines.push(
    `${code(`${method} ${operation.path}`)}`,
    '',
    mdxText(summarySentence(operation.summary)),
    '',
    mdxText(operation.description),
    '',
  );
  if (operation.deprecated) lines.push(':::warning[Deprecated]', '', DEPRECATED_NOTE, '', ':::', '');
  if (extra) lines.push(extra, '');
  const tagLinks = operation.tags.map((t) => {
    const tag = layout.tags.find((x) => x.name === t);
    return tag ? `[${t}](${linkTo(from, tag.file)})` : t;
  });
  // A list, not a two-column table: such a table has no header a reader needs, and an empty one is noise.
  lines.push(
    `- Operation ID: ${code(operation.operationId)}`,
    `- Base URL: ${code(operation.serverUrl)}`,
    `- Authentication: ${securityText(document, operation, from)}`,
    `- Tags: ${tagLinks.join(', ')}`,
    '',
  );

  lines.push('## Parameters', '');
  lines.push(
    operation.parameters.length === 0
      ? 'This operation takes no parameters.'
      : parameterRows(writer, operation.parameters),
    '',
  );

  lines.push('## Request body', '');
  if (!operation.requestBody) lines.push('This operation takes no request body.', '');
  else {
    lines.push(
      `${operation.requestBody.required ? 'Required' : 'Optional'}.${operation.requestBody.description ? ` ${mdxText(operation.requestBody.description)}` : ''}`,
      '',
    );
    for (const media of operation.requestBody.content) {
      lines.push(`Media type ${code(media.mediaType)}:`, '', mediaSection(writer, media.schema), '');
      if (/json/.test(media.mediaType))
        lines.push(
          'Example:',
          '',
          jsonBlock(media.example !== undefined ? media.example : exampleOf(document, media.schema)),
          '',
        );
    }
  }

  // The shared error responses are the same on every operation: their body and example are on the errors page.
  const own = operation.responses.filter((r) => !isSharedError(r));
  lines.push('## Responses', '');
  lines.push(
    '| Status | Meaning |',
    '|---|---|',
    ...operation.responses.map(
      (r) =>
        `| ${isSharedError(r) ? `[${r.status}](${linkTo(from, errorSection(r.status))})` : `[${r.status}](#${headingSlug(statusHeading(r.status))})`} | ${cell(r.description)} |`,
    ),
    '',
  );
  for (const response of own) {
    lines.push(`### ${statusHeading(response.status)}`, '', mdxText(response.description), '');
    if (response.headers.length > 0) {
      lines.push(
        '| Header | Type | Description |',
        '|---|---|---|',
        ...response.headers.map((h) => `| ${code(h.name)} | ${cell(writer.type(h.schema))} | ${cell(h.description)} |`),
        '',
      );
    }
    if (response.content.length === 0) lines.push('No body.', '');
    for (const media of response.content) {
      const isError = /^[45]/.test(response.status) && isObject(media.schema) && typeof media.schema.$ref === 'string';
      lines.push(
        `Body ${code(media.mediaType)}:`,
        '',
        isError ? `Schema: ${writer.type(media.schema)}` : mediaSection(writer, media.schema),
        '',
      );
      const example = responseExample(document, response, media);
      if (example !== undefined) lines.push('Example:', '', jsonBlock(example), '');
    }
  }

  const errors = operation.responses.filter((r) => /^[45]/.test(r.status));
  lines.push('## Error codes', '');
  if (errors.length === 0) lines.push('This operation documents no error responses.', '');
  else {
    lines.push(
      `Every error body is a problem document; its ${code('type')} is one of these codes. [Errors](${linkTo(from, ERRORS_FILE)}) shows each status with its headers and an example.`,
      '',
      '| Status | Code (`type`) | When |',
      '|---|---|---|',
      ...errors.map(
        (r) =>
          `| ${isSharedError(r) ? `[${r.status}](${linkTo(from, errorSection(r.status))})` : r.status} | ${errorCodes(r.description).map(code).join(', ') || '—'} | ${cell(r.description)} |`,
      ),
      '',
    );
  }

  lines.push(
    '## Samples',
    '',
    'Generated from the description; replace the identifiers with your own. The shell samples read the token from `$TESSERA_TOKEN`.',
    '',
  );
  lines.push('curl:', '', '```bash', curlSample(document, operation), '```', '');
  lines.push('TypeScript:', '', '```ts', typescriptSample(document, operation), '```', '');
  const description = `${method} ${operation.path}: ${plain(summarySentence(operation.summary))}`;
  return {
    file: from,
    content: `${frontMatter({title: operation.name, sidebar_label: operation.name, sidebar_position: position, description, custom_edit_url: options.editUrl})}\n${lines.join('\n')}`,
  };
}
