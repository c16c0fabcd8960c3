/**
 * The reference's first page: base URLs, authentication, pagination, errors,
 * rate limits, versioning and the operations by tag.
 */
import {concreteServer} from './model';
import type {GeneratedPage, Layout, PageOptions} from './layout';
import {cell, code, frontMatter, linkTo, mdxText} from './markdown';
import {errorCodes, errorSection} from './responses';
import {SchemaWriter} from './schemaTables';
import {sharedStatus} from './errorsPage';
import {children, tagOperations} from './tagPages';
import {isObject, str, type JsonObject} from './spec';

export function overviewPage(document: JsonObject, layout: Layout, options: PageOptions): GeneratedPage {
  const file = 'index.md';
  const all = layout.operations;
  const writer = new SchemaWriter(document, file, layout);
  const info = isObject(document.info) ? document.info : {};
  const components = isObject(document.components) ? document.components : {};
  const servers = new Map<string, {url: string; description: string; example: string}>();
  for (const op of all) {
    if (!servers.has(op.serverUrl)) {
      const users = all.filter((o) => o.serverUrl === op.serverUrl);
      servers.set(op.serverUrl, {
        url: op.serverUrl,
        description: `${users.length} operations (${[...new Set(users.flatMap((u) => u.tags))].join(', ')})`,
        example: concreteServer(op),
      });
    }
  }
  const serverVariables =
    Array.isArray(document.servers) && isObject(document.servers[0]) && isObject(document.servers[0].variables)
      ? document.servers[0].variables
      : {};
  const schemes = isObject(components.securitySchemes) ? components.securitySchemes : {};
  const sharedResponses = isObject(components.responses) ? components.responses : {};
  const headers = isObject(components.headers) ? components.headers : {};
  const parameters = isObject(components.parameters) ? components.parameters : {};
  const paginated = all.filter((op) => op.parameters.some((p) => p.name === 'cursor'));
  const noAuth = all.filter((op) => op.security.length === 0);
  const extension = (key: string): string => mdxText(str(info[key]) ?? '');

  const lines: string[] = [
    mdxText(str(info.description) ?? ''),
    '',
    `This reference is generated from ${code(options.specPath)} (OpenAPI ${String(document.openapi)}, API version ${String(info.version)}) on every build of this site. Each operation has a page (parameters, request body, responses, error codes and samples), in the folder of its tag, whose first page lists the tag's operations; the tags with many operations are split by resource into folders of their own. The error responses every operation shares are on one [Errors](./errors.md) page; each schema has a page, listed on [Schemas](./schemas/index.md).`,
    '',
    '## Base URLs',
    '',
    '| Base URL | Example | Serves |',
    '|---|---|---|',
    ...[...servers.values()].map((s) => `| ${code(s.url)} | ${code(s.example)} | ${cell(s.description)} |`),
    '',
    ...Object.entries(serverVariables).map(
      ([name, v]) => `${code(`{${name}}`)}: ${mdxText(isObject(v) ? (str(v.description) ?? '') : '')}`,
    ),
    '',
    '## Authentication',
    '',
    '| Scheme | Type | Description |',
    '|---|---|---|',
    ...Object.entries(schemes).map(
      ([name, s]) =>
        `| ${code(name)} | ${cell(isObject(s) ? `${String(s.type)} ${String(s.scheme ?? '')}` : '')} | ${cell(isObject(s) ? (str(s.description) ?? '') : '')} |`,
    ),
    '',
    `Every operation needs a token except ${noAuth.map((op) => `[${code(`${op.method.toUpperCase()} ${op.path}`)}](${linkTo(file, op.page)})`).join(' and ')}.`,
    '',
    '## Pagination',
    '',
    extension('x-pagination'),
    '',
    '| Parameter | Type | Description | Constraints |',
    '|---|---|---|---|',
    ...['Limit', 'Cursor'].flatMap((key) => {
      const p = parameters[key];
      return isObject(p)
        ? [
            `| ${code(String(p.name))} | ${cell(writer.type(p.schema))} | ${cell(str(p.description) ?? '')} | ${cell(writer.constraints(p.schema))} |`,
          ]
        : [];
    }),
    '',
    `Paginated lists answer with the [Page](${linkTo(file, layout.schemaFile('Page'))}) fields. Operations that page: ${paginated.map((op) => `[${code(op.operationId)}](${linkTo(file, op.page)})`).join(', ')}.`,
    '',
    '## Errors',
    '',
    `Errors come as problem documents (${code('application/problem+json')}, schema [Problem](${linkTo(file, layout.schemaFile('Problem'))})); the ${code('type')} field holds a stable code. Quote ${code('traceId')} when you contact support. [Errors](./errors.md) has each status with its headers and an example.`,
    '',
    '| Status | Codes | Meaning |',
    '|---|---|---|',
    ...Object.entries(sharedResponses)
      .filter(
        ([name, r]) =>
          sharedStatus(all, name) !== '' &&
          isObject(r) &&
          isObject(r.content) &&
          'application/problem+json' in r.content,
      )
      .map(
        ([name, r]) =>
          `| [${sharedStatus(all, name)}](${linkTo(file, errorSection(sharedStatus(all, name)))}) | ${errorCodes(
            isObject(r) ? String(r.description) : '',
          )
            .map(code)
            .join(', ')} | ${cell(isObject(r) ? String(r.description) : '')} |`,
      ),
    '',
    '## Rate limits',
    '',
    extension('x-rate-limits'),
    '',
    '| Header | Description |',
    '|---|---|',
    ...Object.entries(headers).map(
      ([name, h]) => `| ${code(name)} | ${cell(isObject(h) ? (str(h.description) ?? '') : '')} |`,
    ),
    '',
    '## Versioning',
    '',
    extension('x-versioning'),
    '',
    '## Operations by tag',
    '',
    '| Tag | What it covers | Operations | Pages by resource |',
    '|---|---|---|---|',
    ...layout.tags
      .filter((t) => !t.parent)
      .map(
        (t) =>
          `| [${t.name}](${linkTo(file, t.file)}) | ${cell(t.description)} | ${tagOperations(t, layout).length} | ${children(
            t,
            layout,
          )
            .map((c) => `[${c.name}](${linkTo(file, c.file)})`)
            .join(', ')} |`,
      ),
    '',
    `[Schemas](./schemas/index.md) lists every request and response body.`,
    '',
  ];
  return {
    file,
    content: `${frontMatter({title: 'Tessera API reference', sidebar_label: 'API reference', sidebar_position: options.sidebarPosition, description: 'Reference of every Tessera REST and OData operation: base URLs, authentication, pagination, errors, rate limits and versioning.', custom_edit_url: options.editUrl})}\n${lines.join('\n')}`,
  };
}
