/**
 * The documentation MCP server: four read-only tools over one built site
 * (site.ts), the same for the stdio command and the HTTP endpoint. Every
 * answer is Markdown text, cut to `mcp.answerMaxChars`; a request the tools
 * cannot answer (a page the site does not have, an address of another site,
 * an operation the API lacks) gets an error result saying why and what to
 * ask instead, and the server goes on serving.
 */
import {McpServer} from '@modelcontextprotocol/sdk/server/mcp.js';
import type {CallToolResult} from '@modelcontextprotocol/sdk/types.js';
import {z} from 'zod';
import {siteConfig, type LocaleId} from '../../../../site.config';
import type {SearchResponse} from '../../search/shared/engine';
import {findByMethodPath, nearestOperations} from '../shared/apiOperation';
import {parseAddress, routeIn, splitLocale} from './address';
import {splitMarkdown} from './parts';
import {sectionOf, type HelpSite} from './site';

export const SERVER_NAME = 'tessera-help';
export const SERVER_VERSION = '1.0.0';

const {answerMaxChars, pagePartChars, searchDefaultResults, searchMaxResults} = siteConfig.mcp;
const SITE_URL = siteConfig.url.replace(/\/$/, '');
const LOCALES = siteConfig.locales.all;
const LANGUAGE: Record<LocaleId, string> = {ru: 'Russian', en: 'English'};

/** Section filters: the configured sections' ids and the search window's product keys, once each. */
const SECTION_KEYS = [
  ...new Set([...siteConfig.sections.map((s) => s.id), ...siteConfig.search.areas.map((a) => a.key)]),
] as [string, ...string[]];

export interface ServerOptions {
  /** Origins besides the public URL whose addresses are this site's (the HTTP endpoint's host). */
  readonly origins?: readonly string[];
}

function text(body: string): CallToolResult {
  return {content: [{type: 'text', text: cap(body)}]};
}

function failure(message: string): CallToolResult {
  return {content: [{type: 'text', text: cap(message)}], isError: true};
}

/** No answer longer than the budget: the cut says how to get the rest. */
export function cap(body: string): string {
  if (body.length <= answerMaxChars) return body;
  const note = '\n\n… (answer cut at the size limit; ask for less: a smaller `limit`, or the next `part`)';
  return body.slice(0, answerMaxChars - note.length) + note;
}

/** The configured section of a filter key, and the search window's product key it narrows. */
function sectionFilter(key: string): {area: string; prefix: string | undefined} {
  const section = siteConfig.sections.find((s) => s.id === key);
  if (!section) return {area: key, prefix: undefined};
  const [first = '', ...rest] = section.routeBasePath.split('/');
  return {area: first, prefix: rest.length > 0 ? `/${section.routeBasePath}/` : undefined};
}

const localeSchema = z
  .enum(LOCALES as unknown as [LocaleId, ...LocaleId[]])
  .describe(`Language of the pages: ${LOCALES.map((l) => `"${l}" (${LANGUAGE[l]})`).join(', ')}.`);

export async function searchAnswer(
  site: HelpSite,
  {query, locale, section, limit}: {query: string; locale: LocaleId; section?: string; limit: number},
): Promise<CallToolResult> {
  if (!site.hasLocale(locale)) return failure(`This build has no ${LANGUAGE[locale]} pages.`);
  if (!query.trim()) return failure('The query is empty: give the words to look for.');
  const filter = section ? sectionFilter(section) : undefined;
  const engine = site.engine(locale);
  // A trailing space: the query is complete, as when a reader has finished typing it.
  const asked = `${query.trim()} `;
  const response: SearchResponse = await engine.search(asked, {
    limit: filter?.prefix ? searchMaxResults * 3 : limit,
    hitsPerPage: 2,
    ...(filter ? {area: filter.area} : {}),
  });
  let pages = response.pages.filter((p) => !filter?.prefix || splitLocale(p.url).neutral.startsWith(filter.prefix));
  pages = pages.slice(0, limit);
  const where = `${LANGUAGE[locale]} pages${section ? `, section "${section}"` : ''}`;
  const lines: string[] = [];
  if (pages.length === 0) {
    lines.push(`No results for "${query.trim()}" in the ${where}.`);
    if (response.didYouMean) lines.push(`Did you mean "${response.didYouMean}"? Search for it.`);
    const other = LOCALES.find((l) => l !== locale && site.hasLocale(l));
    if (other) lines.push(`The ${LANGUAGE[other]} pages may have it: search with locale "${other}".`);
    return text(lines.join('\n'));
  }
  lines.push(
    `${pages.length} page(s) for "${query.trim()}" in the ${where}${response.reading ? ` (read as "${response.reading}", the query typed on the other keyboard layout)` : ''}. Read one with get_page and its address.`,
    '',
  );
  for (const [i, page] of pages.entries()) {
    lines.push(`${i + 1}. ${page.title}`, `   Address: ${SITE_URL}${page.url}`);
    if (page.crumbs) lines.push(`   Section: ${page.crumbs}`);
    for (const hit of page.hits) {
      const snippet = hit.snippet.replace(/\s+/g, ' ').trim();
      // The anchor as written (an IRI), not percent-encoded: a third of the characters for a Cyrillic heading.
      if (hit.anchor)
        lines.push(`   - ${hit.heading} (${SITE_URL}${page.url}#${hit.anchor})${snippet ? `: ${snippet}` : ''}`);
      else if (snippet) lines.push(`   - ${snippet}`);
    }
  }
  return text(lines.join('\n'));
}

export async function pageAnswer(
  site: HelpSite,
  {address, locale, part}: {address: string; locale?: LocaleId; part: number},
  origins: readonly string[] = [],
): Promise<CallToolResult> {
  const parsed = parseAddress(address, origins);
  if (!parsed.ok) return failure(parsed.error);
  const {neutral, anchor} = parsed.address;
  const wanted = locale ?? parsed.address.locale;
  const route = routeIn(neutral, wanted);
  const page = site.page(route);
  if (!page) {
    const elsewhere = LOCALES.filter((l) => l !== wanted).find((l) => site.page(routeIn(neutral, l)));
    if (elsewhere)
      return failure(
        `${SITE_URL}${route} does not exist in ${LANGUAGE[wanted]}; the page is in ${LANGUAGE[elsewhere]} at ${SITE_URL}${routeIn(neutral, elsewhere)}.`,
      );
    return failure(
      `No public page at ${SITE_URL}${route}. Find pages with the search tool or list them with list_sections.`,
    );
  }
  const parts = splitMarkdown(await site.markdown(page), pagePartChars);
  let index = part - 1;
  // An anchor with no part asked for: the part holding that heading.
  if (anchor && part === 1) {
    const found = parts.findIndex((p) => p.split('\n').some((l) => /^#{1,6}\s/.test(l) && slug(l) === anchor));
    if (found >= 0) index = found;
  }
  if (index >= parts.length)
    return failure(`${SITE_URL}${page.route} has ${parts.length} part(s); part ${part} does not exist.`);
  const head = [
    `Page: ${page.title}`,
    `Address: ${SITE_URL}${page.route}`,
    `Language: ${LANGUAGE[wanted]}`,
    ...(parts.length > 1 ? [`Part ${index + 1} of ${parts.length}`] : []),
  ];
  const other = LOCALES.filter((l) => l !== wanted).filter((l) => site.page(routeIn(neutral, l)));
  if (other.length > 0)
    head.push(`Also in: ${other.map((l) => `${LANGUAGE[l]} (${SITE_URL}${routeIn(neutral, l)})`).join(', ')}`);
  const tail =
    index + 1 < parts.length
      ? `\n\n---\nContinued in part ${index + 2} of ${parts.length}: call get_page with the same address and part ${index + 2}.`
      : '';
  return text(`${head.join('\n')}\n\n---\n\n${parts[index] ?? ''}${tail}`);
}

/** A heading's id as Docusaurus makes it (github-slugger): lower case, punctuation dropped, spaces as hyphens. */
function slug(headingLine: string): string {
  return headingLine
    .replace(/^#{1,6}\s+/, '')
    .replace(/\s+\{#([^}]+)\}\s*$/, '')
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

export function sectionsAnswer(
  site: HelpSite,
  {locale, section, part}: {locale: LocaleId; section?: string; part: number},
): CallToolResult {
  if (!site.hasLocale(locale)) return failure(`This build has no ${LANGUAGE[locale]} pages.`);
  const {sections} = site.catalogue(locale);
  if (!section) {
    const lines = [
      `${siteConfig.title[locale]}: ${sections.length} sections in ${LANGUAGE[locale]}. Give a section's id to list its pages; search within one with the search tool's "section".`,
      '',
    ];
    for (const s of sections) {
      lines.push(`## ${s.title}`, `- id: ${s.id}`);
      if (s.route) lines.push(`- Address: ${SITE_URL}${s.route}`);
      lines.push(`- Pages: ${s.pages.length}`);
      if (s.description) lines.push(`- ${s.description}`);
      lines.push('');
    }
    return text(lines.join('\n').trimEnd());
  }
  const filter = sectionFilter(section);
  const chosen = sections.filter(
    (s) =>
      s.id === section ||
      (!siteConfig.sections.some((c) => c.id === section) &&
        sectionOf(splitLocale(s.route ?? '').neutral)?.routeBasePath.split('/')[0] === filter.area),
  );
  if (chosen.length === 0)
    return failure(
      `No section "${section}" in ${LANGUAGE[locale]}. Sections: ${sections.map((s) => s.id).join(', ')}.`,
    );
  const items = chosen.flatMap((s) =>
    s.pages.map((p) => `- [${p.title}](${SITE_URL}${p.route})${p.description ? `: ${p.description}` : ''}`),
  );
  const parts = splitMarkdown(items.join('\n'), pagePartChars);
  if (part > parts.length)
    return failure(`Section "${section}" has ${parts.length} part(s); part ${part} does not exist.`);
  const head = `${chosen.map((s) => s.title).join(', ')}: ${items.length} pages in ${LANGUAGE[locale]}${parts.length > 1 ? `, part ${part} of ${parts.length}` : ''}.`;
  const tail =
    part < parts.length ? `\n\nMore pages: call list_sections with the same section and part ${part + 1}.` : '';
  return text(`${head}\n\n${parts[part - 1] ?? ''}${tail}`);
}

export function apiOperationAnswer(
  site: HelpSite,
  {operationId, method, path}: {operationId?: string; method?: string; path?: string},
): CallToolResult {
  const records = site.apiOperations();
  if (operationId) {
    const wanted = operationId.trim().toLowerCase();
    const found = records.find((r) => r.operationId.toLowerCase() === wanted);
    if (found) return text(found.markdown);
    const near = nearestOperations(records, operationId);
    return failure(
      `No operation "${operationId.slice(0, 200)}".${near.length > 0 ? ` Nearest: ${near.map((r) => `${r.operationId} (${r.method} ${r.path})`).join(', ')}.` : ''} The API has ${records.length} operations; search the site for the task to find one.`,
    );
  }
  if (method && path) {
    const found = findByMethodPath(records, method, path);
    if (found) return text(found.markdown);
    const samePath = records.filter((r) => findByMethodPath([r], r.method, path));
    return failure(
      samePath.length > 0
        ? `${path} has no ${method.toUpperCase()} operation; it has ${samePath.map((r) => `${r.method} (${r.operationId})`).join(', ')}.`
        : `No operation at ${method.toUpperCase()} ${path.slice(0, 200)}. Nearest: ${
            nearestOperations(records, path)
              .map((r) => `${r.method} ${r.path} (${r.operationId})`)
              .join(', ') || 'none'
          }.`,
    );
  }
  return failure('Give either operationId, or method and path (for example GET /projects/{projectId}).');
}

/** The MCP server with the four tools over a site. */
export function createHelpServer(site: HelpSite, {origins = []}: ServerOptions = {}): McpServer {
  const server = new McpServer(
    {name: SERVER_NAME, version: SERVER_VERSION, title: `${siteConfig.brand.name} Help`},
    {
      instructions:
        `Documentation of the ${siteConfig.brand.name} BIM products (Control, Value, Space, Site, the ${siteConfig.brand.name} platform), its REST/OData API and its 3D viewer library, ` +
        `in Russian (the default) and English. Search first, then read the pages found with get_page; list_sections gives the products and sections; ` +
        `get_api_operation gives one REST or OData operation with its schemas and examples. Cite page addresses in answers.`,
    },
  );
  const readOnly = {readOnlyHint: true, openWorldHint: false} as const;

  server.registerTool(
    'search',
    {
      title: 'Search the documentation',
      description:
        `Searches ${siteConfig.brand.name} Help with the site's own search engine: Russian and English word forms, a query typed on the wrong keyboard layout, typos and the readers' synonyms are understood. ` +
        "Sections holding more of the query's words rank first, so ask with the terms the answer is about (a question works; words it need not contain push it down). " +
        'Returns pages (title, address, section path) with their matching sections and passages, best first. Use the addresses with get_page.',
      inputSchema: {
        query: z
          .string()
          .min(1)
          .max(siteConfig.search.maxQueryChars)
          .describe(
            `Words to look for, as a reader would type them (up to ${siteConfig.search.maxQueryChars} characters), e.g. "матрица коллизий" or "odata export".`,
          ),
        locale: localeSchema.default(siteConfig.locales.defaultLocale),
        section: z
          .enum(SECTION_KEYS)
          .optional()
          .describe('Only pages of this product section (ids from list_sections); all sections when absent.'),
        limit: z
          .number()
          .int()
          .min(1)
          .max(searchMaxResults)
          .default(searchDefaultResults)
          .describe(`Pages to return, 1 to ${searchMaxResults}.`),
      },
      annotations: readOnly,
    },
    (args) => searchAnswer(site, args),
  );

  server.registerTool(
    'get_page',
    {
      title: 'Read a documentation page',
      description:
        'Returns a page of the site as Markdown, by its address (a URL of this site or a path such as /control/control-guide/collision-matrix/; `/en/…` is English). ' +
        `Give "locale" for the same page in the other language. A long page comes in parts of about ${pagePartChars.toLocaleString('en')} characters: the answer says which part it is and how to ask for the next.`,
      inputSchema: {
        address: z
          .string()
          .min(1)
          .max(2000)
          .describe(
            'URL or path of the page, as search or list_sections gave it; a #anchor opens the part holding that heading.',
          ),
        locale: localeSchema.optional().describe("The page in this language instead of the address's own."),
        part: z.number().int().min(1).max(1000).default(1).describe('Which part of a long page, from 1.'),
      },
      annotations: readOnly,
    },
    (args) => pageAnswer(site, args, origins),
  );

  server.registerTool(
    'list_sections',
    {
      title: 'List products and sections',
      description:
        'Lists the products and sections of the documentation with their descriptions, addresses, ids and page counts; with "section", the pages of that section with their descriptions (in parts when long).',
      inputSchema: {
        locale: localeSchema.default(siteConfig.locales.defaultLocale),
        section: z
          .enum([...SECTION_KEYS, 'general'])
          .optional()
          .describe(
            'A section id from the list, to list its pages ("general": pages under no product, the home page).',
          ),
        part: z.number().int().min(1).max(1000).default(1).describe('Which part of a long page list, from 1.'),
      },
      annotations: readOnly,
    },
    (args) => sectionsAnswer(site, args),
  );

  server.registerTool(
    'get_api_operation',
    {
      title: 'Describe a REST or OData operation',
      description:
        `One operation of the ${siteConfig.brand.name} REST and OData API, from its OpenAPI description: base URL, authentication, parameters, request body schema, responses with the success schema, a curl example and an example response. ` +
        'Name it by operationId (e.g. listProjects) or by method and path (GET /projects/{projectId}, or a concrete path such as /api/v1/projects/42).',
      inputSchema: {
        operationId: z.string().min(1).max(200).optional().describe('The operationId, e.g. "listProjects".'),
        method: z
          .enum([
            'GET',
            'POST',
            'PUT',
            'PATCH',
            'DELETE',
            'HEAD',
            'OPTIONS',
            'get',
            'post',
            'put',
            'patch',
            'delete',
            'head',
            'options',
          ])
          .optional()
          .describe('HTTP method, with path.'),
        path: z.string().min(1).max(500).optional().describe('Path template or concrete path, with method.'),
      },
      annotations: readOnly,
    },
    (args) => apiOperationAnswer(site, args),
  );

  return server;
}
