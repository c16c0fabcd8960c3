/**
 * The one place for the brand, URLs, sections and every constant of the reading behaviours (BEHAVIOURS.md).
 * docusaurus.config.ts, plugins and theme components read from here; nothing
 * else hard-codes these values. Renaming the brand is a change to `brand`
 * (plus content).
 */

// The site's locales (`localeIds`, the root one first) live in site.locales.ts, which the service
// worker imports without the rest of this file; they are part of this config.
import {defaultLocale, localeIds, type LocaleId} from './site.locales';
export {defaultLocale, localeIds, type LocaleId};
import {releases} from './site.releases';

/** Colour-mode settings (src/features/color-mode/plugin/colorMode.ts says what each gives readers). */
export type ColorModeSetting = 'switch' | 'toggle' | 'auto' | 'enable' | 'disable';

export interface SectionConfig {
  /** Docs plugin instance id; also the i18n folder suffix. */
  readonly id: string;
  /** Folder under content/ with the root-locale (or source-language) pages. */
  readonly dir: string;
  /** Route base without slashes, e.g. `control` or `api/tessera-viewer`. */
  readonly routeBasePath: string;
  /**
   * Language the source files are written in. `ru` sections are translated
   * page by page under i18n/en; `en` sections (developer docs) are English in
   * both locale trees.
   */
  readonly sourceLanguage: LocaleId;
  /**
   * Kept per release (site.releases.ts): readers open the current release at the section's
   * address and each supported older one under its number.
   */
  readonly versioned?: boolean;
}

const brand = {
  name: 'Tessera',
  slug: 'tessera',
} as const;

export const siteConfig = {
  brand,
  /** Public URL of this help site (canonical links, sitemap). */
  url: 'https://help.tessera.example',
  /** The products' home site that the navbar's external link leads to. */
  homeSiteUrl: 'https://tessera.example/',
  /** Repository of this site: edit links point at `${repositoryUrl}/edit/${editBranch}/...`. */
  repositoryUrl: 'https://git.tessera.example/tessera/help',
  editBranch: 'main',

  title: {ru: `Справка ${brand.name}`, en: `${brand.name} Help`} satisfies Record<LocaleId, string>,
  tagline: {
    ru: `Документация по продуктам ${brand.name} для BIM-координаторов, сметчиков и разработчиков`,
    en: `Documentation of the ${brand.name} products for BIM coordinators, estimators and developers`,
  } satisfies Record<LocaleId, string>,

  /** Browser tab icon (static/). */
  favicon: 'img/favicon.svg',
  /**
   * Navbar logo (a file under static/). It is decorative (empty alt): the site title beside it
   * names the brand link, and where the navbar has no room for the title (below 1720 px in
   * Russian) the title is hidden from sight only, so the link keeps that one name.
   */
  logo: {
    src: 'img/logo.svg',
    width: 32,
    height: 32,
  },

  locales: {
    /** Root locale, served at `/`. */
    defaultLocale,
    all: localeIds,
    htmlLang: {ru: 'ru', en: 'en'} satisfies Record<LocaleId, string>,
    /** Full language tags of the locales, for Intl number and date formatting. */
    bcp47: {ru: 'ru-RU', en: 'en-US'} satisfies Record<LocaleId, string>,
    label: {ru: 'Русский', en: 'English'} satisfies Record<LocaleId, string>,
  },

  /** One docs plugin instance per section ("sidebars per section"). */
  sections: [
    {id: 'control', dir: 'content/control', routeBasePath: 'control', sourceLanguage: 'ru', versioned: true},
    {id: 'value', dir: 'content/value', routeBasePath: 'value', sourceLanguage: 'ru', versioned: true},
    {id: 'space', dir: 'content/space', routeBasePath: 'space', sourceLanguage: 'ru', versioned: true},
    {id: 'site', dir: 'content/site', routeBasePath: 'site', sourceLanguage: 'ru', versioned: true},
    {id: 'platform', dir: `content/${brand.slug}`, routeBasePath: brand.slug, sourceLanguage: 'ru', versioned: true},
    {id: 'api', dir: 'content/api', routeBasePath: 'api', sourceLanguage: 'en'},
    {id: 'viewer', dir: 'content/viewer', routeBasePath: `api/${brand.slug}-viewer`, sourceLanguage: 'en'},
    {id: 'uniformat', dir: 'content/uniformat', routeBasePath: 'uniformat', sourceLanguage: 'ru'},
  ] as const satisfies readonly SectionConfig[],

  /**
   * Colour mode (switch, toggle, auto, enable, disable; src/features/color-mode/plugin/colorMode.ts maps it
   * to Docusaurus): this site disables dark mode, so readers get light mode and no toggle.
   */
  colorMode: 'disable' as ColorModeSetting,

  /**
   * Layout breakpoints (src/features/breakpoints): up to mobileMax the
   * navbar menu button and the sidebar drawer; from desktopMin the full-size
   * navbar and the widest content column. The table of contents takes its own
   * column from tocColumnMin; between mobile and that it folds above the article.
   */
  breakpoints: {mobileMax: 719, desktopMin: 1440, tocColumnMin: 997},
  /** Category and tag badges use this many colour classes, picked by a stable hash. */
  colorClasses: 9,

  backToTop: {thresholdPx: 100},
  /**
   * Scroll offset and delay (as the old site's active header links had them):
   * once scrolling has been idle this long, the address's #hash names the
   * section whose heading is within offsetPx of where a link to it lands
   * (src/features/heading-hash/client).
   */
  scroll: {offsetPx: 5, idleMs: 200},
  /**
   * Copy button on code blocks (src/features/code-copy/client). The old site's
   * clipboard library kept a 1500 ms "copied" state by default, which its button
   * overrode with the 2000 ms shown here; no behaviour of this site uses it.
   */
  codeCopy: {feedbackMs: 2000, attachDelayMs: 500, hideMaxWidthPx: 419},
  lightbox: {delayMs: 800, download: true, fullscreen: true, closeOnScroll: true},
  navbarAutoHide: {minScrollPx: 58, hideDeltaPx: 200},
  sidebarGesture: {edgePx: 80, minDxPx: 40, ratio: 1.5},
  progressBar: {minimum: 0.08, speedMs: 200, trickleRate: 0.02, trickleSpeedMs: 800},
  /**
   * Search (src/features/search): delays and history lengths of the modal; the longest query the box
   * and the worker accept (characters) and the words of it that are searched; how long the worker
   * waits for one index file before it reports the error (the next query tries again).
   */
  search: {
    delayMs: 150,
    suggestDelayMs: 0,
    /** Snippets' text loads once typing has paused this long, for the results on screen only. */
    snippetDelayMs: 400,
    queryHistory: 5,
    resultHistory: 5,
    maxQueryChars: 200,
    maxQueryWords: 12,
    indexTimeoutMs: 10_000,
    /** Groups of words readers use for the same thing, checked at build time (WRITING.md, "Search synonyms"). */
    synonymsFile: 'content/search-synonyms.yaml',
    /**
     * The search window's section filter, in navbar order: the first segment of a page's path
     * (after the locale's) and the product name shown on its chip, the same in both languages.
     */
    areas: [
      {key: brand.slug, label: brand.name},
      {key: 'space', label: `${brand.name} Space`},
      {key: 'value', label: `${brand.name} Value`},
      {key: 'control', label: `${brand.name} Control`},
      {key: 'site', label: `${brand.name} Site`},
      {key: 'api', label: `${brand.name} API`},
      {key: 'uniformat', label: 'Uniformat'},
    ],
    /**
     * Multipliers of a page's search scores by path prefix (without the locale; the longest prefix
     * wins). The generated REST reference has a small page per operation and schema that names its
     * subject in the title; at the same match the guide about the task ranks first, the reference right after.
     * A schema's page (a data type: `Model`, `TokenRequest`) comes after the operations and tags that use it.
     */
    pageWeights: [
      {prefix: `/api/${brand.slug}/${brand.slug}-reference/`, weight: 0.6},
      {prefix: `/api/${brand.slug}/${brand.slug}-reference/schemas/`, weight: 0.4},
      // A hundred short definitions on one page match almost any question; each links the page that
      // explains it, which should rank first. A term only the glossary has still finds it.
      {prefix: `/${brand.slug}/${brand.slug}-reference/glossary/`, weight: 0.5},
    ],
  },
  /**
   * Protected pages (src/features/encrypt): bcrypt's own cost range, the cost of a password that
   * names none, and the lowest cost a production build accepts (each step halves a guesser's
   * speed; only the test build, TESSERA_ENCRYPT_TEST=1, may go down to `costMin` for fast tests).
   */
  encryption: {costMin: 4, costMax: 31, defaultCost: 10, productionCostMin: 10, saltBytes: 16, hashLength: 60},

  /**
   * Viewer API reference, generated from the package's TSDoc by
   * src/features/viewer-reference/plugin into a git-ignored folder of the viewer section.
   */
  viewerReference: {
    packageDir: 'packages/viewer-api',
    outDir: `content/viewer/${brand.slug}-viewer-api`,
    /** Position of the reference among the viewer section's pages. */
    sidebarPosition: 90,
  },

  /**
   * The Tessera REST and OData reference, generated from the OpenAPI description by
   * src/features/openapi-reference into a git-ignored folder of the API section.
   */
  openapiReference: {
    spec: 'openapi/tessera-api.yaml',
    outDir: `content/api/${brand.slug}/${brand.slug}-reference`,
    /** Position of the reference among the Tessera API pages (after the data model and how-tos). */
    sidebarPosition: 3,
    /**
     * Longest generated page, in characters of Markdown (about 11 KB gzip of page script, an ordinary
     * long article's), checked per page: an operation whose page grows past it (a very large body
     * schema) would need its schema tables trimmed.
     */
    maxPageChars: 34_000,
  },

  /**
   * Product facts (versions, limits, requirements, defaults) pages include with
   * `<Fact id="…" />` and the content check compares every page with (src/features/facts/plugin).
   */
  factsFile: 'src/features/facts/facts.yml',

  /** The current release and the supported older ones of the versioned sections (site.releases.ts). */
  releases,

  /**
   * Offline reading (src/features/offline): the service worker's file at the site root, how long a page
   * waits for the network before the cached copy is shown (s), how many pages, hashed assets and
   * images its caches keep (least recently used go first), and how often an open tab asks whether a
   * new build was deployed (minutes).
   */
  offline: {
    workerFile: 'sw.js',
    networkTimeoutSeconds: 3,
    maxPages: 600,
    maxAssets: 2000,
    maxImages: 400,
    updateCheckMinutes: 30,
    /** While the site does not answer the service worker, a page asks it to try again this often. */
    reachabilityCheckSeconds: 5,
    /** How long a starting page waits for the worker to say whether the site answers before it prefetches links. */
    workerAnswerMs: 1000,
  },

  /** The page menu's confirmation after "Copy page as Markdown" (src/features/markdown-twins/client/PageMenu), ms. */
  markdownTwins: {feedbackMs: 2000},

  /** Defaults for articles: table-of-contents levels below the title, levels a catalog lists. */
  headerDepth: 2,
  catalogDepth: 3,
  /** Words read per minute, for the reading time on the article meta line. */
  wordsPerMinute: 200,

  /**
   * Serving the build (server/, deploy/nginx.conf). `deployDir` is the build
   * folder the post-build step writes the security headers to (JSON for the
   * bundled server, an nginx include); neither server serves it.
   */
  hosting: {
    port: 3000,
    deployDir: '_deploy',
    /** Files smaller than this are not precompressed (nginx's gzip_min_length too). */
    precompressMinBytes: 512,
    hstsMaxAgeSeconds: 31_536_000,
    /**
     * The bundled server answers plain requests for small files from memory (server/memoryCache.ts):
     * at most `maxBytes` in all, no file representation above `maxFileBytes`.
     */
    memoryCache: {maxBytes: 32 * 1024 * 1024, maxFileBytes: 256 * 1024},
    /**
     * What one client may hold on the bundled server (server/staticServer.ts; nginx has the same
     * timeouts): a request's headers must arrive within `headersTimeoutMs` of the connection or of
     * the previous answer, the whole request within `requestTimeoutMs` (else 408 and the connection
     * closes); a kept-alive connection closes after `keepAliveTimeoutMs` without a new request (Node
     * adds a second, so a client's own keep-alive timer of the same length closes first); a
     * connection on which nothing moves for `idleTimeoutMs` (a reader that stopped reading an answer)
     * is closed; connections beyond `maxConnections` are closed as they arrive. The deadlines are
     * checked every `timeoutCheckMs`, so a connection may outlive its deadline by that much.
     */
    connections: {
      headersTimeoutMs: 10_000,
      requestTimeoutMs: 30_000,
      keepAliveTimeoutMs: 5_000,
      idleTimeoutMs: 30_000,
      maxConnections: 512,
      timeoutCheckMs: 1_000,
    },
  },

  /**
   * The documentation MCP server (src/features/mcp): the address the bundled server answers it at,
   * the build folder's subfolder of its runnable package and data, the largest answer in characters
   * (about 4,000 tokens of Russian text), a page's part, the search results an answer may hold, and
   * the largest request body the HTTP endpoint reads.
   */
  mcp: {
    route: '/mcp',
    dir: 'mcp',
    answerMaxChars: 11_000,
    pagePartChars: 9_000,
    searchDefaultResults: 5,
    searchMaxResults: 10,
    bodyMaxBytes: 64 * 1024,
  },
} as const;

export type SiteConfig = typeof siteConfig;
export type SectionId = (typeof siteConfig.sections)[number]['id'];
