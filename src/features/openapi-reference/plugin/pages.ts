/**
 * The Markdown pages of the REST and OData reference: the overview, a page per
 * operation in a folder per tag (its index lists the tag's operations; a tag
 * split into nested tags holds their folders, and its index lists all their
 * operations), the shared error responses, a page per schema with an index,
 * and the OData entity sets on the index pages of their operations' tags.
 * Plain Markdown (tables, headings, code blocks), so a page is complete
 * without JavaScript and costs no more to load than an article.
 * Pure functions of the parsed description.
 */
import path from 'node:path';
import {exampleOf, mainType} from './example';
import {
  concreteServer,
  headingSlug,
  operations as listOperations,
  rootTag,
  slugify,
  tags as listTags,
  type Operation,
  type Parameter,
  type Response,
  type Tag,
} from './model';
import {curlSample, typescriptSample} from './samples';
import {isObject, lookup, schemaName, str, type Json, type JsonObject} from './spec';

export interface GeneratedPage {
  /** Path relative to the reference folder. */
  readonly file: string;
  readonly content: string;
}

/** Where everything is: the tags and their pages, the operations, the page of each schema. */
export interface Layout {
  readonly tags: readonly Tag[];
  readonly operations: readonly Operation[];
  /** Page of a named schema: `schemas/model.md`, `schemas/odata-analysis.md`. */
  schemaFile(name: string): string;
}

/** The page of a named schema, relative to the reference folder. */
export function schemaFile(name: string): string {
  return `schemas/${slugify(name)}.md`;
}

/**
 * What the reference says on a deprecated operation: the deprecation policy of the hand-written
 * changelog page, which also names each deprecated operation's replacement.
 */
export const DEPRECATED_NOTE =
  'This operation is deprecated. It keeps working unchanged until its major version is retired, and its answers carry the `Deprecation` header and, once the removal date is known, the `Sunset` header. The [API changelog](/api/tessera/tessera-overview/changelog/#deprecation-policy) names its replacement.';

/** The shared errors page; each shared error response is a section, e.g. `errors.md#404-not-found`. */
export const ERRORS_FILE = 'errors.md';

export interface PageOptions {
  /** "Edit this page" target of every generated page. */
  readonly editUrl: string;
  /** Position of the reference among its folder's siblings. */
  readonly sidebarPosition: number;
  /** The description's path in the repository, named on the overview. */
  readonly specPath: string;
}

/** Text safe in MDX outside code spans: braces and angle brackets escaped. */
export function mdxText(text: string): string {
  return text
    .split(/(`[^`]*`)/)
    .map((part) => (part.startsWith('`') ? part : part.replace(/[{}<>]/g, (c) => `\\${c}`)))
    .join('');
}

/** One line safe inside a table cell. */
export function cell(text: string): string {
  return mdxText(text.replace(/\s+/g, ' ').trim()).replace(/\|/g, '\\|');
}

/** A code span that survives any backtick inside. */
export function code(text: string): string {
  const fence = text.includes('`') ? '``' : '`';
  const pad = text.startsWith('`') || text.endsWith('`') ? ' ' : '';
  return `${fence}${pad}${text.replace(/\|/g, '\\|')}${pad}${fence}`;
}

/**
 * A path as inline code that may wrap after each slash (`<wbr />`, which copies as nothing): in
 * a table cell a long path would otherwise set its column's width and squeeze the others.
 */
export function pathCode(apiPath: string): string {
  const text = apiPath.replace(/[{}]/g, (c) => `{'${c}'}`).replace(/[<>&]/g, (c) => `{'${c}'}`);
  return `<code>${text
    .split('/')
    .join('/<wbr />')
    .replace(/^\/<wbr \/>/, '/')}</code>`;
}

function statusHeading(status: string): string {
  return `${status} ${STATUS_TEXT[status] ?? ''}`.trim();
}

export function firstSentence(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return /^(.+?[.!?])(\s|$)/.exec(flat)?.[1] ?? flat;
}

function plain(text: string): string {
  return text.replace(/[`*]/g, '').replace(/\s+/g, ' ').trim();
}

function frontMatter(fields: Record<string, string | number | undefined>): string {
  return [
    '---',
    ...Object.entries(fields)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => `${k}: ${JSON.stringify(v)}`),
    '---',
    '',
  ].join('\n');
}

/** Relative link from a page file to another file of the reference (`page.md#section` allowed); a section of the same page is `#section`. */
export function linkTo(fromFile: string, toFile: string): string {
  const [file = '', hash] = toFile.split('#');
  if (file === fromFile && hash !== undefined) return `#${hash}`;
  const rel = path.posix.relative(path.posix.dirname(fromFile), file);
  return `${rel.startsWith('.') ? rel : `./${rel}`}${hash !== undefined ? `#${hash}` : ''}`;
}

const STATUS_TEXT: Record<string, string> = {
  '200': 'OK',
  '201': 'Created',
  '202': 'Accepted',
  '204': 'No Content',
  '206': 'Partial Content',
  '304': 'Not Modified',
  '400': 'Bad Request',
  '401': 'Unauthorized',
  '403': 'Forbidden',
  '404': 'Not Found',
  '409': 'Conflict',
  '412': 'Precondition Failed',
  '413': 'Content Too Large',
  '415': 'Unsupported Media Type',
  '422': 'Unprocessable Content',
  '429': 'Too Many Requests',
};

/** Error codes a response description names in backticks: `` (`not-found`) `` → `not-found`. */
export function errorCodes(description: string): string[] {
  const inParentheses = [...description.matchAll(/\(([^)]*)\)/g)].map((m) => m[1] ?? '').join(' ');
  return [...inParentheses.matchAll(/`([a-z][a-z0-9]*(?:-[a-z0-9]+)*)`/g)].map((m) => m[1] ?? '');
}

// ---------------------------------------------------------------- schemas as text and tables

export class SchemaWriter {
  constructor(
    private readonly document: Json,
    /** The file of the page being written, for relative links. */
    private readonly from: string,
    private readonly layout: Pick<Layout, 'schemaFile'>,
  ) {}

  private link(name: string): string {
    return `[${name}](${linkTo(this.from, this.layout.schemaFile(name))})`;
  }

  /** Type of a schema in words, with named schemas linked: ``array of [Project](…)``, ``string or null``. */
  type(schema: Json | undefined): string {
    if (!isObject(schema)) return 'any';
    if (typeof schema.$ref === 'string') {
      const name = schemaName(schema.$ref);
      return name ? this.link(name) : this.type(lookup(this.document, schema.$ref));
    }
    if (Array.isArray(schema.allOf)) return schema.allOf.map((s) => this.type(s)).join(' and ');
    const alternatives = Array.isArray(schema.oneOf)
      ? schema.oneOf
      : Array.isArray(schema.anyOf)
        ? schema.anyOf
        : undefined;
    if (alternatives)
      return alternatives
        .map((s) => (isObject(s) && s.const !== undefined ? code(JSON.stringify(s.const)) : this.type(s)))
        .join(' or ');
    const types = Array.isArray(schema.type)
      ? schema.type.map(String)
      : typeof schema.type === 'string'
        ? [schema.type]
        : [];
    const main = mainType(schema);
    const words = (types.length > 0 ? types : main ? [main] : ['any']).map((t) => {
      if (t === 'array') return `array of ${this.type(schema.items)}`;
      if (t === 'object' && !isObject(schema.properties) && isObject(schema.additionalProperties))
        return `map of ${this.type(schema.additionalProperties)}`;
      if (t === 'integer' && typeof schema.format === 'string') return `integer (${schema.format})`;
      if (t === 'string' && typeof schema.format === 'string') return `string (${schema.format})`;
      if (t === 'string' && typeof schema.contentMediaType === 'string')
        return `binary (${code(schema.contentMediaType)})`;
      return t;
    });
    return words.join(' or ');
  }

  /** Constraints and allowed values in words. */
  constraints(schema: Json | undefined): string {
    if (!isObject(schema)) return '';
    const target = typeof schema.$ref === 'string' ? undefined : schema;
    if (!target) return '';
    const out: string[] = [];
    const c = (v: Json | undefined): string => code(JSON.stringify(v));
    if (Array.isArray(target.enum)) out.push(`one of ${target.enum.map((v) => c(v)).join(', ')}`);
    if (target.const !== undefined) out.push(`always ${c(target.const)}`);
    if (typeof target.minimum === 'number') out.push(`≥ ${target.minimum}`);
    if (typeof target.exclusiveMinimum === 'number') out.push(`> ${target.exclusiveMinimum}`);
    if (typeof target.maximum === 'number') out.push(`≤ ${target.maximum}`);
    if (typeof target.exclusiveMaximum === 'number') out.push(`< ${target.exclusiveMaximum}`);
    if (typeof target.minLength === 'number') out.push(`at least ${target.minLength} characters`);
    if (typeof target.maxLength === 'number') out.push(`at most ${target.maxLength} characters`);
    if (typeof target.pattern === 'string') out.push(`pattern ${code(target.pattern)}`);
    if (typeof target.minItems === 'number') out.push(`at least ${target.minItems} items`);
    if (typeof target.maxItems === 'number') out.push(`at most ${target.maxItems} items`);
    if (target.default !== undefined) out.push(`default ${c(target.default)}`);
    for (const key of ['oneOf', 'anyOf'] as const) {
      const list = target[key];
      if (Array.isArray(list))
        for (const alt of list) {
          const inner = this.constraints(alt);
          if (inner) out.push(inner);
        }
    }
    if (isObject(target.items) && typeof target.items.$ref !== 'string') {
      const inner = this.constraints(target.items);
      if (inner) out.push(`each item: ${inner}`);
    }
    return out.join('; ');
  }

  example(schema: Json | undefined): string {
    if (!isObject(schema)) return '';
    const own = Array.isArray(schema.examples) && schema.examples.length > 0 ? schema.examples[0] : schema.example;
    if (own !== undefined && own !== null && typeof own !== 'object') return code(JSON.stringify(own));
    return '';
  }

  /** The object schema behind refs: properties and required names merged over `allOf`. */
  fields(schema: Json | undefined, depth = 0): {properties: [string, Json][]; required: Set<string>} {
    const properties: [string, Json][] = [];
    const required = new Set<string>();
    if (!isObject(schema) || depth > 8) return {properties, required};
    if (typeof schema.$ref === 'string') return this.fields(lookup(this.document, schema.$ref), depth + 1);
    if (Array.isArray(schema.allOf)) {
      for (const part of schema.allOf) {
        const inner = this.fields(part, depth + 1);
        for (const [name, prop] of inner.properties) {
          const at = properties.findIndex(([n]) => n === name);
          if (at >= 0) properties[at] = [name, prop];
          else properties.push([name, prop]);
        }
        inner.required.forEach((r) => required.add(r));
      }
    }
    if (isObject(schema.properties)) for (const entry of Object.entries(schema.properties)) properties.push(entry);
    if (Array.isArray(schema.required)) schema.required.forEach((r) => required.add(String(r)));
    return {properties, required};
  }

  private description(schema: Json | undefined): string {
    if (!isObject(schema)) return '';
    if (str(schema.description)) return String(schema.description);
    if (typeof schema.$ref === 'string') {
      const target = lookup(this.document, schema.$ref);
      return isObject(target) && str(target.description) ? firstSentence(String(target.description)) : '';
    }
    return '';
  }

  /** Rows of a fields table; inline objects (and arrays of them) get rows for their own fields, `parent.child`. */
  private rows(schema: Json | undefined, prefix: string, depth: number): string[] {
    const {properties, required} = this.fields(schema);
    const rows: string[] = [];
    for (const [name, property] of properties) {
      const field = `${prefix}${name}`;
      rows.push(
        `| ${code(field)} | ${cell(this.type(property))} | ${required.has(name) ? 'yes' : 'no'} | ${cell(this.description(property))} | ${cell(this.constraints(property))} | ${cell(this.example(property))} |`,
      );
      if (depth < 4 && isObject(property) && typeof property.$ref !== 'string') {
        const nested =
          mainType(property) === 'array' && isObject(property.items) && typeof property.items.$ref !== 'string'
            ? property.items
            : property;
        const suffix = nested === property ? '.' : '[].';
        if (isObject(nested) && (isObject(nested.properties) || Array.isArray(nested.allOf)))
          rows.push(...this.rows(nested, `${field}${suffix}`, depth + 1));
      }
    }
    return rows;
  }

  /** The fields table of an object schema, or a sentence naming its type. */
  table(schema: Json | undefined): string {
    const rows = this.rows(schema, '', 0);
    if (rows.length === 0) {
      const constraints = this.constraints(schema);
      return `Type: ${mdxText(this.type(schema))}${constraints ? `; ${mdxText(constraints)}` : ''}.`;
    }
    return [
      '| Field | Type | Required | Description | Constraints | Example |',
      '|---|---|---|---|---|---|',
      ...rows,
    ].join('\n');
  }
}

function jsonBlock(value: Json): string {
  return ['```json', JSON.stringify(value, null, 2), '```'].join('\n');
}

// ---------------------------------------------------------------- examples of responses

/** A response body example: the description's own, else one built from the schema (problems get their status and code). */
export function responseExample(
  document: Json,
  response: Response,
  media: Response['content'][number],
): Json | undefined {
  if (media.example !== undefined) return media.example;
  if (!/json/.test(media.mediaType)) return undefined;
  const value = exampleOf(document, media.schema);
  if (isObject(value) && media.mediaType === 'application/problem+json') {
    const status = Number(response.status);
    const codeName = errorCodes(response.description)[0] ?? 'error';
    return {
      ...value,
      type: codeName,
      title: STATUS_TEXT[response.status] ?? 'Error',
      status,
      detail: plain(firstSentence(response.description)),
    };
  }
  return value;
}

// ---------------------------------------------------------------- operation pages

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

/** A problem response reused from `components/responses`: described once on the errors page, linked from each operation. */
function isSharedError(response: Response): boolean {
  return (
    response.shared !== undefined &&
    /^[45]/.test(response.status) &&
    response.content.every((m) => m.mediaType === 'application/problem+json')
  );
}

function errorSection(status: string): string {
  return `${ERRORS_FILE}#${headingSlug(statusHeading(status))}`;
}

/**
 * An operation's page: method and path at the top, its description, then
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
  lines.push(`${code(`${method} ${operation.path}`)}`, '', mdxText(operation.description), '');
  if (operation.deprecated) lines.push(':::warning[Deprecated]', '', DEPRECATED_NOTE, '', ':::', '');
  if (extra) lines.push(extra, '');
  const tagLinks = operation.tags.map((t) => {
    const tag = layout.tags.find((x) => x.name === t);
    return tag ? `[${t}](${linkTo(from, tag.file)})` : t;
  });
  lines.push(
    '| | |',
    '|---|---|',
    `| Operation ID | ${code(operation.operationId)} |`,
    `| Base URL | ${code(operation.serverUrl)} |`,
    `| Authentication | ${securityText(document, operation, from)} |`,
    `| Tags | ${tagLinks.join(', ')} |`,
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
  const description = `${method} ${operation.path}: ${plain(firstSentence(operation.description))}`;
  return {
    file: from,
    content: `${frontMatter({title: operation.summary, sidebar_label: operation.summary, sidebar_position: position, description, custom_edit_url: options.editUrl})}\n${lines.join('\n')}`,
  };
}

// ---------------------------------------------------------------- tag, errors, schema, overview and OData pages

/** Method, path, the summary linking the operation's page, and the first sentence of its description. */
function operationTable(from: string, list: readonly Operation[]): string {
  return [
    '| Method | Path | Operation | What it does |',
    '|---|---|---|---|',
    ...list.map(
      (op) =>
        `| ${op.method.toUpperCase()} | ${pathCode(op.path)} | [${cell(op.summary)}](${linkTo(from, op.page)})${op.deprecated ? ' (deprecated)' : ''} | ${cell(firstSentence(op.description))} |`,
    ),
  ].join('\n');
}

function children(tag: Tag, layout: Layout): Tag[] {
  return layout.tags.filter((t) => t.parent === tag.name);
}

/** Operations listed on a tag's index: those it tags, and on a parent's index those of its nested tags too. */
export function tagOperations(tag: Tag, layout: Layout): Operation[] {
  const names = new Set([tag.name, ...children(tag, layout).map((t) => t.name)]);
  return layout.operations.filter((op) => op.tags.some((t) => names.has(t)));
}

/** A tag's folder index: its description and a table of its operations (a parent's: of its nested tags' too). */
export function tagPage(tag: Tag, layout: Layout, position: number, options: PageOptions, extra = ''): GeneratedPage {
  const file = tag.file;
  const list = tagOperations(tag, layout);
  const nested = children(tag, layout);
  const parent = tag.parent ? layout.tags.find((t) => t.name === tag.parent) : undefined;
  const body = [
    mdxText(tag.description),
    '',
    ...(parent
      ? [
          `One of the resources of [${parent.name}](${linkTo(file, parent.file)}), which lists all ${tagOperations(parent, layout).length} of its operations.`,
          '',
        ]
      : []),
    ...(nested.length > 0
      ? [
          `Its resources have folders of their own: ${nested.map((c) => `[${c.name}](${linkTo(file, c.file)})`).join(', ')}. Every operation of ${tag.name}:`,
          '',
        ]
      : []),
    operationTable(file, list),
    '',
    extra,
  ].join('\n');
  const description = `${tag.name} in the Tessera API reference: ${plain(tag.description)} Operations: ${list.map((op) => `${op.method.toUpperCase()} ${op.path}`).join(', ')}.`;
  return {
    file,
    content: `${frontMatter({title: tag.name, sidebar_position: position, description, custom_edit_url: options.editUrl})}\n${body}`,
  };
}

/** Named schemas a value refers to, for "used by" lists. */
function refsIn(value: Json | undefined, out: Set<string> = new Set()): Set<string> {
  if (Array.isArray(value)) value.forEach((v) => refsIn(v, out));
  else if (isObject(value)) {
    for (const [key, child] of Object.entries(value)) {
      if (key === '$ref' && typeof child === 'string') {
        const name = schemaName(child);
        if (name) out.add(name);
      } else refsIn(child, out);
    }
  }
  return out;
}

function namedSchemas(document: JsonObject): JsonObject {
  return isObject(document.components) && isObject(document.components.schemas) ? document.components.schemas : {};
}

/** Schemas an operation refers to directly: its parameters, body and responses (shared ones through their own schema). */
function operationRefs(document: JsonObject, op: Operation): Set<string> {
  const responses =
    isObject(document.components) && isObject(document.components.responses) ? document.components.responses : {};
  const refs = new Set<string>();
  op.requestBody?.content.forEach((m) => refsIn(m.schema, refs));
  op.responses.forEach((r) => r.content.forEach((m) => refsIn(m.schema, refs)));
  op.parameters.forEach((p) => refsIn(p.schema, refs));
  op.responses.forEach((r) => r.shared && refsIn(responses[r.shared], refs));
  return refs;
}

/**
 * The schemas folder: an index of every schema with its first sentence, and a
 * page per schema (fields, example, the operations and schemas that use it).
 */
export function schemaPages(document: JsonObject, layout: Layout, options: PageOptions): GeneratedPage[] {
  const schemas = namedSchemas(document);
  const names = Object.keys(schemas).sort((a, b) => a.localeCompare(b, 'en'));
  const summary = (s: Json | undefined): string => cell(firstSentence(isObject(s) ? (str(s.description) ?? '') : ''));
  const refsOf = new Map(layout.operations.map((op) => [op, operationRefs(document, op)] as const));
  const pages: GeneratedPage[] = names.map((name, index) => {
    const file = layout.schemaFile(name);
    const writer = new SchemaWriter(document, file, layout);
    const schema = schemas[name];
    const usedByOperations = layout.operations.filter((op) => refsOf.get(op)?.has(name));
    const usedBySchemas = names.filter((other) => other !== name && refsIn(schemas[other]).has(name));
    const description = isObject(schema) ? (str(schema.description) ?? '') : '';
    const includes = isObject(schema) && Array.isArray(schema.allOf) ? [...refsIn({allOf: schema.allOf})] : [];
    const usedBy = [
      ...usedByOperations.map(
        (op) => `- [${cell(op.summary)}](${linkTo(file, op.page)}): ${code(`${op.method.toUpperCase()} ${op.path}`)}`,
      ),
      ...usedBySchemas.map(
        (other) => `- [${other}](${linkTo(file, layout.schemaFile(other))}): ${summary(schemas[other])}`,
      ),
    ];
    const body = [
      mdxText(description),
      '',
      ...(includes.length > 0
        ? [
            `Includes every field of ${includes.map((n) => `[${n}](${linkTo(file, layout.schemaFile(n))})`).join(' and ')}.`,
            '',
          ]
        : []),
      '## Fields',
      '',
      writer.table(schema),
      '',
      '## Example',
      '',
      jsonBlock(exampleOf(document, schema)),
      '',
      '## Used by',
      '',
      ...(usedBy.length === 0 ? ['No operation or schema refers to it directly.'] : usedBy),
      '',
    ];
    return {
      file,
      content: `${frontMatter({title: name, sidebar_position: index + 1, description: `${name}, a schema of the Tessera API: ${plain(firstSentence(description))}`, custom_edit_url: options.editUrl})}\n${body.join('\n')}`,
    };
  });
  const index = [
    'Every named schema of the description: request and response bodies and the types they share. Each has a page with its fields, an example and the operations and schemas that use it.',
    '',
    '| Schema | What it is |',
    '|---|---|',
    ...names.map(
      (name) => `| [${name}](${linkTo('schemas/index.md', layout.schemaFile(name))}) | ${summary(schemas[name])} |`,
    ),
    '',
  ];
  pages.unshift({
    file: 'schemas/index.md',
    content: `${frontMatter({title: 'Schemas', sidebar_position: 900, description: 'Every schema of the Tessera API: request and response bodies, their fields, types, constraints and examples.', custom_edit_url: options.editUrl})}\n${index.join('\n')}`,
  });
  return pages;
}

/** Status of a shared response, from the first operation that uses it. */
function sharedStatus(operations: readonly Operation[], name: string): string {
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

// ---------------------------------------------------------------- OData

const ODATA_OPTIONS = ['$filter', '$select', '$expand', '$orderby', '$top', '$skip', '$count'];

interface EntitySet {
  readonly name: string;
  readonly op: Operation;
  readonly entity: string | undefined;
  /** The family's other GET operations under the set: `/Analyses({analysisId})`, `/Analyses({analysisId})/ItemResults`. */
  readonly related: readonly Operation[];
}

/** Entity sets of the OData family: its GET operations whose path is a bare set name, with their entity type. */
function entitySets(document: JsonObject, layout: Layout, family: Tag): EntitySet[] {
  const writer = new SchemaWriter(document, ERRORS_FILE, layout);
  const odata = tagOperations(family, layout).filter((op) => op.method === 'get');
  return odata
    .filter((op) => /^\/[A-Za-z]+$/.test(op.path))
    .map((op) => {
      const ok = op.responses.find((r) => r.status === '200')?.content[0]?.schema;
      const value = writer.fields(ok).properties.find(([n]) => n === 'value')?.[1];
      const entity =
        isObject(value) && isObject(value.items) && typeof value.items.$ref === 'string'
          ? schemaName(value.items.$ref)
          : undefined;
      const name = op.path.slice(1);
      return {name, op, entity, related: odata.filter((o) => o !== op && o.path.startsWith(`/${name}(`))};
    });
}

/**
 * The OData entity sets: on the family's index a table of every set (with the
 * query options each supports), and on each tag's index the sets its
 * operations read, with fields, navigation properties and query options: what
 * a reader writing a `$filter` looks for is one table away from the
 * operations.
 */
export function odataSection(document: JsonObject, layout: Layout, family: Tag, from: string): string {
  const writer = new SchemaWriter(document, from, layout);
  const sets = entitySets(document, layout, family);
  const entityNames = new Set(sets.map((s) => s.entity).filter((n): n is string => n !== undefined));
  const isEntity = (schema: Json | undefined): boolean => {
    if (!isObject(schema)) return false;
    const ref =
      typeof schema.$ref === 'string'
        ? schema.$ref
        : isObject(schema.items) && typeof schema.items.$ref === 'string'
          ? schema.items.$ref
          : undefined;
    const name = ref ? schemaName(ref) : undefined;
    return name !== undefined && entityNames.has(name);
  };
  const here = sets.filter((s) => s.op.tagFile === from);
  const out: string[] = [];
  if (from === family.file) {
    out.push(
      '## Entity sets',
      '',
      'The feed is read-only. Each entity set answers pages of its entity type; the query options each supports are listed with its fields.',
      '',
    );
    out.push(
      '| Entity set | Entity type | Address | Query options |',
      '|---|---|---|---|',
      ...sets.map((s) => {
        const supported = ODATA_OPTIONS.filter((o) => s.op.parameters.some((p) => p.name === o));
        return `| [${s.name}](${linkTo(from, `${s.op.tagFile}#${headingSlug(s.name)}`)}) | ${s.entity ? `[${s.entity}](${linkTo(from, layout.schemaFile(s.entity))})` : '—'} | ${code(`${concreteServer(s.op)}${s.op.path}`)} | ${supported.map(code).join(', ')} |`;
      }),
      '',
    );
  } else if (here.length > 0) {
    out.push(
      '## Fields and query options',
      '',
      `Of the ${here.map((s) => s.name).join(' and ')} entity ${here.length === 1 ? 'set' : 'sets'}: fields, navigation properties and query options. [${family.name}](${linkTo(from, family.file)}) lists every entity set of the feed.`,
      '',
    );
  }
  for (const {name, op, entity, related} of here) {
    const entitySchema = entity ? lookup(document, `#/components/schemas/${entity}`) : undefined;
    const {properties} = writer.fields(entitySchema ?? undefined);
    const fields = properties.filter(([, p]) => !isEntity(p));
    const navigation = properties.filter(([, p]) => isEntity(p));
    out.push(
      `### ${name}`,
      '',
      mdxText(entitySchema && isObject(entitySchema) ? (str(entitySchema.description) ?? '') : ''),
      '',
    );
    out.push(
      `Read with [${op.summary}](${linkTo(from, op.page)}) (${code(`GET ${op.path}`)})${related.map((r) => `, [${r.summary.toLowerCase()}](${linkTo(from, r.page)}) (${code(`GET ${r.path}`)})`).join('')}.`,
      '',
    );
    out.push(
      'Fields:',
      '',
      '| Field | Type | Description |',
      '|---|---|---|',
      ...fields.map(
        ([n, p]) => `| ${code(n)} | ${cell(writer.type(p))} | ${cell(isObject(p) ? (str(p.description) ?? '') : '')} |`,
      ),
      '',
    );
    out.push('Navigation properties:', '');
    if (navigation.length === 0) out.push(`${name} has no navigation properties.`, '');
    else
      out.push(
        '| Property | Leads to | Description |',
        '|---|---|---|',
        ...navigation.map(
          ([n, p]) =>
            `| ${code(n)} | ${cell(writer.type(p))} | ${cell(isObject(p) ? (str(p.description) ?? '') : '')} |`,
        ),
        '',
      );
    out.push('Query options:', '', '| Option | Supported on | What it does |', '|---|---|---|');
    for (const option of ODATA_OPTIONS) {
      const on = [op, ...related].filter((o) => o.parameters.some((p) => p.name === option));
      const parameter = on[0]?.parameters.find((p) => p.name === option);
      if (parameter)
        out.push(`| ${code(option)} | ${on.map((o) => code(o.path)).join(', ')} | ${cell(parameter.description)} |`);
    }
    out.push('');
  }
  return out.join('\n');
}

/** On the page of each operation that reads an entity set, where the set's fields and query options are. */
export function entitySetNotes(document: JsonObject, layout: Layout, family: Tag): Map<Operation, string> {
  const notes = new Map<Operation, string>();
  for (const {name, op, related} of entitySets(document, layout, family)) {
    const tag = layout.tags.find((t) => t.file === op.tagFile);
    for (const reader of [op, ...related]) {
      const target = linkTo(reader.page, `${op.tagFile}#${headingSlug(name)}`);
      notes.set(
        reader,
        `Reads the ${code(name)} entity set: its fields, navigation properties and the query options it supports are on [${tag?.name ?? family.name}](${target}).`,
      );
    }
  }
  return notes;
}

// ---------------------------------------------------------------- overview

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

/** Every page of the reference. */
export function referencePages(document: JsonObject, options: PageOptions): GeneratedPage[] {
  const tagList = listTags(document);
  const operations = listOperations(document, (name) => tagList.find((t) => t.name === name)?.slug ?? slugify(name));
  const layout: Layout = {tags: tagList, operations, schemaFile};
  const odata = tagList.find((t) => t.name === 'OData');
  const notes = odata ? entitySetNotes(document, layout, odata) : new Map<Operation, string>();
  const pages: GeneratedPage[] = [overviewPage(document, layout, options), errorsPage(document, layout, options)];
  let top = 0;
  for (const tag of tagList) {
    // In a tag's folder its own operations come first, then the folders of its nested tags.
    const own = operations.filter((op) => op.tagFile === tag.file);
    const siblings = tag.parent ? tagList.filter((t) => t.parent === tag.parent) : [];
    const parentOwn = tag.parent
      ? operations.filter((op) => op.tagFile === tagList.find((t) => t.name === tag.parent)?.file).length
      : 0;
    const position = tag.parent ? parentOwn + siblings.indexOf(tag) + 1 : ++top;
    const extra = odata && rootTag(tag, tagList) === odata ? odataSection(document, layout, odata, tag.file) : '';
    pages.push(tagPage(tag, layout, position, options, extra));
    own.forEach((op, i) => pages.push(operationPage(document, op, layout, i + 1, options, notes.get(op))));
  }
  pages.push(...schemaPages(document, layout, options));
  const seen = new Set<string>();
  for (const page of pages) {
    // Two operation ids (or schema names) of one folder that slug alike would overwrite each other's page.
    if (seen.has(page.file))
      throw new Error(
        `${options.specPath}: two pages of the API reference would be written to ${page.file}; rename one of the operations or schemas`,
      );
    seen.add(page.file);
  }
  return pages;
}

export {listOperations as operations};
