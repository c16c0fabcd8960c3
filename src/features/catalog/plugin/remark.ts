/**
 * Remark plugin of the pages instances: each `<Catalog />` of a page gets the
 * sidebars it lists as a `sources` prop, imported from the files
 * ./index.ts writes. A catalog with a literal `path` imports only the docs
 * instances at or below that path; one without lists its page's route, and one
 * whose path is an expression imports them all.
 *
 * In a docs instance a catalog without `path` imports its own section's file.
 * So no page reads the docs context's list of every page's title and
 * description (docs-version-data of docusaurus-plugin-route-shards leaves it out of every docs page).
 */
import path from 'node:path';
import type {Program} from 'estree';
import {sourcesForPath, type CatalogSourceConfig} from '../shared/data';

/** A folder of a pages instance and the route it is served under. */
export interface PagesDir {
  /** Absolute folder (the instance's, or its translation's under i18n/). */
  readonly dir: string;
  /** Route base without slashes; '' for the site root. */
  readonly routeBasePath: string;
}

export interface RemarkCatalogDataOptions {
  readonly sources: readonly CatalogSourceConfig[];
  /** Folder of the data modules: `<moduleDir>/<id>.json`, e.g. `@generated/tessera-catalog-data/default`. */
  readonly moduleDir: string;
  /** Route prefixes of the non-root locales (`/en/`), stripped from a catalog's `path`. */
  readonly localePrefixes?: readonly string[];
  /** Where the instance's pages live, so a catalog without `path` knows its page's route. */
  readonly pagesDirs?: readonly PagesDir[];
  /** Set in a docs instance: its id. Only catalogs with a literal path outside it get sources. */
  readonly docsInstance?: string;
  /** In a versioned docs instance: the source of the release a file belongs to (`control@4.5`), else `docsInstance`. */
  readonly docsInstanceOf?: (filePath: string) => string;
}

/**
 * The route of a pages-instance file, as the pages plugin makes it
 * (`guide/index.md` → `/base/guide/`, `about.md` → `/base/about/`);
 * undefined when the file is in none of the folders.
 */
export function pageRoute(filePath: string, dirs: readonly PagesDir[]): string | undefined {
  for (const {dir, routeBasePath} of dirs) {
    const rel = path.relative(dir, filePath);
    if (rel.startsWith('..') || path.isAbsolute(rel)) continue;
    const parts = rel.split(path.sep);
    const last = (parts.pop() ?? '').replace(/\.mdx?$/, '');
    if (last !== 'index') parts.push(last);
    return `/${[routeBasePath, ...parts].filter(Boolean).join('/')}/`.replace(/\/+/g, '/');
  }
  return undefined;
}

interface Attribute {
  readonly type: string;
  readonly name?: string;
  readonly value?: unknown;
}

interface Node {
  readonly type: string;
  readonly name?: string | null;
  attributes?: Attribute[];
  children?: Node[];
}

const CATALOG = 'Catalog';
const SOURCES_PROP = 'sources';

function catalogs(node: Node, out: Node[] = []): Node[] {
  if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name === CATALOG) out.push(node);
  for (const child of node.children ?? []) catalogs(child, out);
  return out;
}

/** The catalog's `path` when it is a literal string; undefined when absent or an expression. */
function literalPath(element: Node): string | undefined {
  const attribute = element.attributes?.find((a) => a.type === 'mdxJsxAttribute' && a.name === 'path');
  return typeof attribute?.value === 'string' ? attribute.value : undefined;
}

function identifierOf(id: string): string {
  return `__tesseraCatalog_${id.replace(/\W/g, '_')}`;
}

function importNode(id: string, module: string): Node & {value: string; data: {estree: Program}} {
  const local = identifierOf(id);
  return {
    type: 'mdxjsEsm',
    value: `import ${local} from ${JSON.stringify(module)};`,
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: [
          {
            type: 'ImportDeclaration',
            specifiers: [{type: 'ImportDefaultSpecifier', local: {type: 'Identifier', name: local}}],
            source: {type: 'Literal', value: module, raw: JSON.stringify(module)},
            attributes: [],
          },
        ],
      },
    },
  };
}

function sourcesAttribute(ids: readonly string[]): Attribute & {data?: never} {
  const names = ids.map(identifierOf);
  const estree: Program = {
    type: 'Program',
    sourceType: 'module',
    body: [
      {
        type: 'ExpressionStatement',
        expression: {type: 'ArrayExpression', elements: names.map((name) => ({type: 'Identifier', name}))},
      },
    ],
  };
  return {
    type: 'mdxJsxAttribute',
    name: SOURCES_PROP,
    value: {type: 'mdxJsxAttributeValueExpression', value: `[${names.join(', ')}]`, data: {estree}},
  };
}

/**
 * Adds `sources` to every catalog of the tree and the imports they need;
 * returns the instance ids imported. A catalog without `path` lists the page's
 * own route (`route`, when known).
 */
export function addCatalogSources(root: Node, options: RemarkCatalogDataOptions, route?: string): string[] {
  const imported = new Set<string>();
  for (const element of catalogs(root)) {
    if (element.attributes?.some((a) => a.type === 'mdxJsxAttribute' && a.name === SOURCES_PROP)) continue;
    const hasPath = element.attributes?.some((a) => a.type === 'mdxJsxAttribute' && a.name === 'path') ?? false;
    // In a docs page, a catalog without `path` lists below the page itself: its own section.
    const ids =
      options.docsInstance !== undefined && !hasPath
        ? [options.docsInstance]
        : sourcesForPath(hasPath ? literalPath(element) : route, options.sources, options.localePrefixes);
    ids.forEach((id) => imported.add(id));
    element.attributes = [...(element.attributes ?? []), sourcesAttribute(ids)];
  }
  const ids = [...imported];
  root.children = [...ids.map((id) => importNode(id, `${options.moduleDir}/${id}.json`)), ...(root.children ?? [])];
  return ids;
}

export default function remarkCatalogData(options: RemarkCatalogDataOptions) {
  return (root: Node, file: {readonly path?: string}): void => {
    const own =
      file.path && options.docsInstanceOf ? {...options, docsInstance: options.docsInstanceOf(file.path)} : options;
    addCatalogSources(root, own, file.path ? pageRoute(file.path, options.pagesDirs ?? []) : undefined);
  };
}
