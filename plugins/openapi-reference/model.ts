/**
 * The operations, tags and schemas of the description in the shape the pages
 * need: parameters of the path and the operation merged, `$ref`s of
 * parameters, responses and headers followed, each operation's base URL from
 * the nearest `servers`, and the file every page is written to.
 */
import {HTTP_METHODS, deref, isObject, str, type Json, type JsonObject, type Method} from './spec';

export interface Parameter {
  readonly name: string;
  readonly in: string;
  readonly required: boolean;
  readonly description: string;
  readonly schema: Json | undefined;
  readonly example: Json | undefined;
}

export interface Response {
  readonly status: string;
  readonly description: string;
  /** Name of the shared response (`components/responses`) it reuses, if any. */
  readonly shared: string | undefined;
  readonly headers: readonly {readonly name: string; readonly description: string; readonly schema: Json | undefined}[];
  readonly content: readonly {readonly mediaType: string; readonly schema: Json | undefined; readonly example: Json | undefined}[];
}

export interface Operation {
  readonly method: Method;
  readonly path: string;
  readonly operationId: string;
  readonly summary: string;
  readonly description: string;
  readonly tags: readonly string[];
  /** Server URL template, e.g. `https://{server}/api/v1`. */
  readonly serverUrl: string;
  /** Server variables with their defaults. */
  readonly serverVariables: Readonly<Record<string, string>>;
  /** Security requirement names, e.g. `['bearerAuth', 'basicAuth']`; empty for a call without authentication. */
  readonly security: readonly string[];
  readonly parameters: readonly Parameter[];
  readonly requestBody: {readonly required: boolean; readonly description: string; readonly content: readonly {readonly mediaType: string; readonly schema: Json | undefined; readonly example: Json | undefined}[]} | undefined;
  readonly responses: readonly Response[];
  /** Its tag's page, relative to the reference folder, e.g. `models.md`. */
  readonly page: string;
  /** Id of its section on that page (its summary as Docusaurus slugs headings), e.g. `models-of-a-project`. */
  readonly anchor: string;
  /** Link target relative to the reference folder: `models.md#models-of-a-project`. */
  readonly file: string;
}

export interface Tag {
  readonly name: string;
  readonly description: string;
  readonly slug: string;
}

/** `listModels` → `list-models`, `Position rules` → `position-rules`, `ODataAnalysis` → `odata-analysis`. */
export function slugify(text: string): string {
  return text
    .replace(/OData/g, 'Odata')
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1-$2')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** The id Docusaurus gives a heading (github-slugger's rule), for links to it. */
export function headingSlug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/**
 * Every schema is a section of one page and every operation a section of its
 * tag's page: each page of the site costs every other page's first load about
 * 80 bytes gzip (route table, route chunk names, docs global data), so a page
 * per operation and per schema (116 pages) would put every page over its budget.
 */
export function schemaFile(name: string): string {
  return `schemas.md#${headingSlug(name)}`;
}

function server(value: Json | undefined): {url: string; variables: Record<string, string>} | undefined {
  if (!Array.isArray(value) || !isObject(value[0]) || typeof value[0].url !== 'string') return undefined;
  const variables: Record<string, string> = {};
  if (isObject(value[0].variables)) {
    for (const [name, variable] of Object.entries(value[0].variables)) {
      if (isObject(variable) && typeof variable.default === 'string') variables[name] = variable.default;
    }
  }
  return {url: value[0].url, variables};
}

function parameters(document: Json, list: Json | undefined): Parameter[] {
  if (!Array.isArray(list)) return [];
  return list.flatMap((item) => {
    const p = deref(document, item);
    if (!p || typeof p.name !== 'string' || typeof p.in !== 'string') return [];
    const examples = isObject(p.examples) ? Object.values(p.examples).map((e) => (isObject(e) ? e.value : undefined)).find((v) => v !== undefined) : undefined;
    return [{name: p.name, in: p.in, required: p.required === true, description: str(p.description) ?? '', schema: p.schema, example: p.example ?? examples}];
  });
}

function content(value: Json | undefined): {mediaType: string; schema: Json | undefined; example: Json | undefined}[] {
  if (!isObject(value)) return [];
  return Object.entries(value).map(([mediaType, media]) => {
    const m = isObject(media) ? media : {};
    const named = isObject(m.examples) ? Object.values(m.examples).map((e) => (isObject(e) ? e.value : undefined)).find((v) => v !== undefined) : undefined;
    return {mediaType, schema: m.schema, example: m.example ?? named};
  });
}

function responses(document: Json, value: Json | undefined): Response[] {
  if (!isObject(value)) return [];
  return Object.entries(value).map(([status, raw]) => {
    const shared = isObject(raw) && typeof raw.$ref === 'string' ? /^#\/components\/responses\/(.+)$/.exec(raw.$ref)?.[1] : undefined;
    const r = deref(document, raw) ?? {};
    const headers = isObject(r.headers)
      ? Object.entries(r.headers).map(([name, h]) => {
          const header = deref(document, h) ?? {};
          return {name, description: str(header.description) ?? '', schema: header.schema};
        })
      : [];
    return {status, description: str(r.description) ?? '', shared, headers, content: content(r.content)};
  });
}

/** Every operation in the order of the description. */
export function operations(document: JsonObject, tagSlug: (tag: string) => string): Operation[] {
  const root = server(document.servers) ?? {url: '', variables: {}};
  const rootSecurity = document.security;
  const out: Operation[] = [];
  for (const [path, itemValue] of Object.entries(isObject(document.paths) ? document.paths : {})) {
    if (!isObject(itemValue)) continue;
    const itemServer = server(itemValue.servers) ?? root;
    for (const method of HTTP_METHODS) {
      const op = itemValue[method];
      if (!isObject(op)) continue;
      const opServer = server(op.servers) ?? itemServer;
      const security = Array.isArray(op.security) ? op.security : rootSecurity;
      const securityNames = Array.isArray(security) ? [...new Set(security.flatMap((req) => (isObject(req) ? Object.keys(req) : [])))] : [];
      const own = parameters(document, op.parameters);
      const inherited = parameters(document, itemValue.parameters).filter((p) => !own.some((o) => o.name === p.name && o.in === p.in));
      const tags = Array.isArray(op.tags) ? op.tags.filter((t): t is string => typeof t === 'string') : [];
      const operationId = str(op.operationId) ?? `${method}${path}`;
      const body = isObject(op.requestBody) ? deref(document, op.requestBody) : undefined;
      out.push({
        method,
        path,
        operationId,
        summary: str(op.summary) ?? '',
        description: str(op.description) ?? '',
        tags,
        serverUrl: opServer.url,
        serverVariables: {...root.variables, ...opServer.variables},
        security: securityNames,
        parameters: [...inherited, ...own],
        requestBody: body ? {required: body.required === true, description: str(body.description) ?? '', content: content(body.content)} : undefined,
        responses: responses(document, op.responses),
        page: `${tagSlug(tags[0] ?? 'other')}.md`,
        anchor: headingSlug(str(op.summary) ?? operationId),
        file: `${tagSlug(tags[0] ?? 'other')}.md#${headingSlug(str(op.summary) ?? operationId)}`,
      });
    }
  }
  return out;
}

export function tags(document: JsonObject): Tag[] {
  const list = Array.isArray(document.tags) ? document.tags : [];
  return list.flatMap((t) => (isObject(t) && typeof t.name === 'string' ? [{name: t.name, description: str(t.description) ?? '', slug: slugify(t.name)}] : []));
}

/** The server URL with its variables set to their defaults: `https://tessera.company.ru/api/v1`. */
export function concreteServer(operation: Pick<Operation, 'serverUrl' | 'serverVariables'>): string {
  return operation.serverUrl.replace(/\{([^}]+)\}/g, (whole, name: string) => operation.serverVariables[name] ?? whole);
}
