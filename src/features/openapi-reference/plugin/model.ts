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
  readonly content: readonly {
    readonly mediaType: string;
    readonly schema: Json | undefined;
    readonly example: Json | undefined;
  }[];
}

export interface Operation {
  readonly method: Method;
  readonly path: string;
  readonly operationId: string;
  /**
   * Its short name, the page's title and sidebar label: the `x-name` extension, else the
   * operationId in words (`listModels` → "List models").
   */
  readonly name: string;
  readonly summary: string;
  readonly description: string;
  /** Marked `deprecated: true`: still served, to go with its major version. */
  readonly deprecated: boolean;
  readonly tags: readonly string[];
  /** Server URL template, e.g. `https://{server}/api/v1`. */
  readonly serverUrl: string;
  /** Server variables with their defaults. */
  readonly serverVariables: Readonly<Record<string, string>>;
  /** Security requirement names, e.g. `['bearerAuth', 'basicAuth']`; empty for a call without authentication. */
  readonly security: readonly string[];
  readonly parameters: readonly Parameter[];
  readonly requestBody:
    | {
        readonly required: boolean;
        readonly description: string;
        readonly content: readonly {
          readonly mediaType: string;
          readonly schema: Json | undefined;
          readonly example: Json | undefined;
        }[];
      }
    | undefined;
  readonly responses: readonly Response[];
  /** Its page in its first tag's folder, relative to the reference folder: `models/list-models.md`, `models/versions/get-version.md`. */
  readonly page: string;
  /** The index page of its first tag's folder: `models/index.md`, `models/versions/index.md`. */
  readonly tagFile: string;
}

export interface Tag {
  readonly name: string;
  readonly description: string;
  /** `models`, or `models/versions` for a tag nested under Models. */
  readonly slug: string;
  /** The tag it is nested under (`x-parent`, OpenAPI 3.2's `parent` in a 3.1 description). */
  readonly parent: string | undefined;
  /** Its folder's index page, which lists its operations: `models/index.md`, `models/versions/index.md`, `auth/index.md`. */
  readonly file: string;
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

/**
 * An operationId in words, for an operation without `x-name`: `listModels` → "List models",
 * `getODataMetadata` → "Get OData metadata", `getImportJobByID` → "Get import job by ID".
 * Acronyms keep their capitals; every other word but the first is lower case.
 */
export function operationName(operationId: string): string {
  const words = operationId
    .split(/(OData)/)
    .flatMap((part) =>
      part === 'OData'
        ? [part]
        : part
            .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
            .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
            .split(/[\s_-]+/),
    )
    .filter(Boolean)
    .map((word) => (word === 'OData' || /^[A-Z0-9]{2,}$/.test(word) ? word : word.toLowerCase()));
  const text = words.join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The id Docusaurus gives a heading (github-slugger's rule), for links to it. */
export function headingSlug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
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
    const examples = isObject(p.examples)
      ? Object.values(p.examples)
          .map((e) => (isObject(e) ? e.value : undefined))
          .find((v) => v !== undefined)
      : undefined;
    return [
      {
        name: p.name,
        in: p.in,
        required: p.required === true,
        description: str(p.description) ?? '',
        schema: p.schema,
        example: p.example ?? examples,
      },
    ];
  });
}

function content(value: Json | undefined): {mediaType: string; schema: Json | undefined; example: Json | undefined}[] {
  if (!isObject(value)) return [];
  return Object.entries(value).map(([mediaType, media]) => {
    const m = isObject(media) ? media : {};
    const named = isObject(m.examples)
      ? Object.values(m.examples)
          .map((e) => (isObject(e) ? e.value : undefined))
          .find((v) => v !== undefined)
      : undefined;
    return {mediaType, schema: m.schema, example: m.example ?? named};
  });
}

function responses(document: Json, value: Json | undefined): Response[] {
  if (!isObject(value)) return [];
  return Object.entries(value).map(([status, raw]) => {
    const shared =
      isObject(raw) && typeof raw.$ref === 'string'
        ? /^#\/components\/responses\/(.+)$/.exec(raw.$ref)?.[1]
        : undefined;
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

/**
 * Every operation in the order of the description. `tagDir` names the folder of
 * a tag (`models/versions`); an operation's page is in its first tag's folder.
 */
export function operations(document: JsonObject, tagDir: (tag: string) => string): Operation[] {
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
      const securityNames = Array.isArray(security)
        ? [...new Set(security.flatMap((req) => (isObject(req) ? Object.keys(req) : [])))]
        : [];
      const own = parameters(document, op.parameters);
      const inherited = parameters(document, itemValue.parameters).filter(
        (p) => !own.some((o) => o.name === p.name && o.in === p.in),
      );
      const tags = Array.isArray(op.tags) ? op.tags.filter((t): t is string => typeof t === 'string') : [];
      const operationId = str(op.operationId) ?? `${method}${path}`;
      const body = isObject(op.requestBody) ? deref(document, op.requestBody) : undefined;
      const dir = tagDir(tags[0] ?? 'other');
      out.push({
        method,
        path,
        operationId,
        name: str(op['x-name']) ?? operationName(operationId),
        summary: str(op.summary) ?? '',
        description: str(op.description) ?? '',
        deprecated: op.deprecated === true,
        tags,
        serverUrl: opServer.url,
        serverVariables: {...root.variables, ...opServer.variables},
        security: securityNames,
        parameters: [...inherited, ...own],
        requestBody: body
          ? {required: body.required === true, description: str(body.description) ?? '', content: content(body.content)}
          : undefined,
        responses: responses(document, op.responses),
        page: `${dir}/${slugify(operationId)}.md`,
        tagFile: `${dir}/index.md`,
      });
    }
  }
  return out;
}

/**
 * The tags in the description's order. Each is a folder of the pages of its
 * operations, its index page listing them; a tag with many operations is split
 * by resource into tags nested under it (`x-parent: Models`), folders inside
 * the parent's, whose index lists the operations of all of them.
 */
export function tags(document: JsonObject): Tag[] {
  const list = (Array.isArray(document.tags) ? document.tags : []).filter(
    (t): t is JsonObject => isObject(t) && typeof t.name === 'string',
  );
  const parentOf = (t: JsonObject): string | undefined => str(t['x-parent']);
  return list.map((t) => {
    const name = String(t.name);
    const parent = parentOf(t);
    const slug = parent ? `${slugify(parent)}/${slugify(name)}` : slugify(name);
    return {name, description: str(t.description) ?? '', slug, parent, file: `${slug}/index.md`};
  });
}

/** The tag an operation's page belongs under in the sidebar: its parent, or itself. */
export function rootTag(tag: Tag, all: readonly Tag[]): Tag {
  return (tag.parent ? all.find((t) => t.name === tag.parent) : undefined) ?? tag;
}

/** The server URL with its variables set to their defaults: `https://tessera.company.ru/api/v1`. */
export function concreteServer(operation: Pick<Operation, 'serverUrl' | 'serverVariables'>): string {
  return operation.serverUrl.replace(/\{([^}]+)\}/g, (whole, name: string) => operation.serverVariables[name] ?? whole);
}
