/**
 * The shared errors page: the problem document and a section per shared
 * error response with its codes, headers and an example.
 */
import type {Operation} from './model';
import {ERRORS_FILE, type GeneratedPage, type Layout, type PageOptions} from './layout';
import {code, cell, frontMatter, jsonBlock, mdxText} from './markdown';
import {errorCodes, responseExample, statusHeading} from './responses';
import {SchemaWriter} from './schemaTables';
import {isObject, str, type JsonObject} from './spec';
import {namedSchemas} from './schemaPages';

/** Status of a shared response, from the first operation that uses it. */
export function sharedStatus(operations: readonly Operation[], name: string): string {
  for (const op of operations) for (const r of op.responses) if (r.shared === name) return r.status;
  return '';
}

/** The shared error responses: a section per status with its codes, headers, an example and how many operations return it. */
export function errorsPage(document: JsonObject, layout: Layout, options: PageOptions): GeneratedPage {
  const file = ERRORS_FILE;
  const writer = new SchemaWriter(document, file, layout);
  const shared =
    isObject(document.components) && isObject(document.components.responses) ? document.components.responses : {};
  const problem = namedSchemas(document).Problem;
  const sections = Object.entries(shared)
    .map(([name, raw]) => ({name, raw, status: sharedStatus(layout.operations, name)}))
    .filter(
      ({raw, status}) =>
        status !== '' && isObject(raw) && isObject(raw.content) && 'application/problem+json' in raw.content,
    )
    .sort((a, b) => a.status.localeCompare(b.status))
    .map(({name, raw, status}) => {
      const r = isObject(raw) ? raw : {};
      const description = str(r.description) ?? '';
      const response = layout.operations.flatMap((op) => op.responses).find((x) => x.shared === name);
      const users = layout.operations.filter((op) => op.responses.some((x) => x.shared === name));
      const out = [`## ${statusHeading(status)}`, '', mdxText(description), ''];
      const codes = errorCodes(description);
      if (codes.length > 0) out.push(`Codes (${code('type')}): ${codes.map(code).join(', ')}.`, '');
      if (response && response.headers.length > 0) {
        out.push(
          '| Header | Type | Description |',
          '|---|---|---|',
          ...response.headers.map(
            (h) => `| ${code(h.name)} | ${cell(writer.type(h.schema))} | ${cell(h.description)} |`,
          ),
          '',
        );
      }
      const media = response?.content.find((m) => m.mediaType === 'application/problem+json');
      const example = response && media ? responseExample(document, response, media) : undefined;
      if (example !== undefined) out.push('Example:', '', jsonBlock(example), '');
      out.push(
        `Returned by ${users.length === layout.operations.length ? 'every operation' : `${users.length} of the ${layout.operations.length} operations`}; each operation's page lists the statuses it can return.`,
        '',
      );
      return out.join('\n');
    });
  const body = [
    `Every error is a problem document (${code('application/problem+json')}, RFC 9457). Its ${code('type')} is a stable code a program can branch on, ${code('detail')} says what went wrong in words, and ${code('traceId')} identifies the request in the server's log: quote it when you contact support.`,
    '',
    writer.table(problem),
    '',
    "The error responses below are the same for every operation that returns them; an operation's page links its statuses here.",
    '',
    ...sections,
  ];
  return {
    file,
    content: `${frontMatter({title: 'Errors', sidebar_position: 800, description: 'The error responses of the Tessera API: the problem document, every status with its error codes, headers and an example.', custom_edit_url: options.editUrl, toc_max_heading_level: 2})}\n${body.join('\n')}`,
  };
}
