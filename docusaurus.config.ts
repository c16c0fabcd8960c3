import path from 'node:path';
import {fileURLToPath} from 'node:url';
import logger from '@docusaurus/logger';
import type {Config, PluginConfig} from '@docusaurus/types';
import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';
import type {UserThemeConfig} from '@docusaurus/theme-common';

import {siteConfig, type LocaleId} from './site.config';
import {validateSiteConfig} from './site.config.schema';
import {anchorPairsFor, buildLocaleMap, missingInLocale, sectionHasLocale, untranslatedFiles} from './plugins/locale-map/localeMap';
import {formatProblem, normaliseFrontMatter} from './plugins/page-meta/frontMatter';
import {FIXTURE_SECTION, pageContext, pageStats} from './plugins/page-meta/pageStats';
import {docusaurusColorMode} from './src/config/colorMode';
import {buildLocale} from './src/config/buildLocale';
import {navbarItems} from './src/navigation/navbar';
import {footer} from './src/navigation/footer';
import localeMapPlugin from './plugins/locale-map';
import {anchorReader, otherLanguageTargets} from './plugins/locale-map/otherLanguageLinks';
import remarkOtherLanguageLinks, {type RemarkOtherLanguageLinksOptions} from './plugins/locale-map/remarkOtherLanguageLinks';
import benchStatsPlugin from './plugins/bench-stats';
import routePrefetchPlugin from './plugins/route-prefetch';
import routeTablePlugin from './plugins/route-table';
import shardChunkFilesPlugin from './plugins/shard-chunk-files';
import docsGlobalDataPlugin from './plugins/docs-global-data';
import registryChunksPlugin from './plugins/registry-chunks';
import docsVersionDataPlugin from './plugins/docs-version-data';
import remarkNoDocCardList from './plugins/docs-version-data/remark';
import clientConfigPlugin from './plugins/client-config';
import tslibHelperPlugin from './plugins/tslib-helper';
import breakpointsPlugin from './plugins/breakpoints';
import tagIndexPlugin from './plugins/tag-index';
import sidebarCheckPlugin from './plugins/sidebar-check';
import codeHighlightPlugin from './plugins/code-highlight';
import rehypePrism from './plugins/code-highlight/rehypePrism';
import remarkTitleMeta from './plugins/page-meta/remarkTitleMeta';
import encryptPlugin from './plugins/encrypt';
import viewerReferencePlugin from './plugins/viewer-reference';
import openapiReferencePlugin, {generateOpenapiReferenceOnce} from './plugins/openapi-reference';
import searchPlugin from './plugins/search';
import earlyInputPlugin from './plugins/early-input';
import markdownTwinsPlugin from './plugins/markdown-twins';
import offlinePlugin from './plugins/offline';
import catalogDataPlugin, {CATALOG_DATA_MODULE_DIR} from './plugins/catalog-data';
import remarkCatalogData, {type RemarkCatalogDataOptions} from './plugins/catalog-data/remark';
import remarkFacts, {languageFromPath, type RemarkFactsOptions} from './plugins/facts/remark';
import {sectionSidebarGenerator} from './plugins/section-sidebar';
import {gitHistoryAvailable} from './plugins/git-contributors/gitWorktree';
import {SIDEBAR_FILE, findSidebarFile} from './plugins/section-sidebar/sectionSidebar';

// A wrong value in site.config.ts fails the build here, naming its path.
validateSiteConfig(siteConfig);

const siteDir = path.dirname(fileURLToPath(import.meta.url));
/** Last update dates need git history; a source archive is built without them. */
const showLastUpdateTime = gitHistoryAvailable(siteDir, (message) => logger.warn(message));

// Docusaurus sets this before loading the config for each locale it builds and for `start`.
const locale: LocaleId = buildLocale(process.env.DOCUSAURUS_CURRENT_LOCALE);

// The generated REST reference must exist before the locale map lists the files of the API section.
generateOpenapiReferenceOnce(siteDir);
const localeMap = buildLocaleMap(siteDir, siteConfig.sections, siteConfig.locales);

/**
 * Edit links point at the file the page was built from: Docusaurus appends the
 * docs folder it read (the section's `content/<dir>/`, or in `/en/` the
 * translation's `i18n/en/docusaurus-plugin-content-docs-<id>/current/` when the
 * page has one) and the file's path to this base.
 */
const editUrl = `${siteConfig.repositoryUrl}/edit/${siteConfig.editBranch}/`;
// Navbar and footer leave out links to pages this locale lacks (an English page removed, say).
const missingHere = missingInLocale(localeMap, locale);
const reportedProblems = new Set<string>();
// A link to a page only the other locale has leads there, marked "(in Russian)" (plugins/locale-map).
const otherLanguageLinks: RemarkOtherLanguageLinksOptions = {
  locale,
  targetOf: otherLanguageTargets(localeMap, siteConfig.sections, locale),
  anchorsOf: anchorReader(siteDir),
  siteDir,
};

const testFixtures = process.env.TESSERA_TEST_FIXTURES === '1';

/**
 * `<Fact id="…" />` in a page becomes the fact's text (plugins/facts) in the
 * language the file is written in: a translation's, else its section's.
 */
function factsPlugin(sourceLanguage: LocaleId): [typeof remarkFacts, RemarkFactsOptions] {
  return [remarkFacts, {siteDir, factsFile: siteConfig.factsFile, languageOf: (filePath) => languageFromPath(siteDir, filePath, sourceLanguage)}];
}

/**
 * `<Catalog />` outside the docs (plugins/catalog-data): the docs instances it
 * may list and how a page imports their sidebars.
 */
const catalogData: RemarkCatalogDataOptions = {
  sources: [
    ...siteConfig.sections.map(({id, routeBasePath}) => ({id, routeBasePath})),
    ...(testFixtures ? [{id: FIXTURE_SECTION.id, routeBasePath: FIXTURE_SECTION.routeBasePath}] : []),
  ],
  moduleDir: CATALOG_DATA_MODULE_DIR,
  localePrefixes: siteConfig.locales.all.filter((l) => l !== siteConfig.locales.defaultLocale).map((l) => `/${l}/`),
};

/**
 * A section's hand-written sidebar (plugins/section-sidebar) in this locale:
 * the translation tree's `sidebar.yml`, or the section folder's when the
 * section is written in this locale (a Russian sidebar never shows in `/en/`).
 */
function sectionSidebarFile(section: (typeof siteConfig.sections)[number]): string | undefined {
  const translated = path.join(siteDir, `i18n/${locale}/docusaurus-plugin-content-docs-${section.id}/current`, SIDEBAR_FILE);
  const own = path.join(siteDir, section.dir, SIDEBAR_FILE);
  if (locale === siteConfig.locales.defaultLocale) return findSidebarFile([own]);
  return findSidebarFile([translated, ...(section.sourceLanguage === locale ? [own] : [])]);
}

function docsInstance(section: (typeof siteConfig.sections)[number]): PluginConfig | null {
  // A section with no page in this locale has no route here at all.
  if (!sectionHasLocale(localeMap, section.id, locale)) {
    return null;
  }
  const options: DocsOptions = {
    id: section.id,
    path: section.dir,
    routeBasePath: section.routeBasePath,
    sidebarPath: './sidebars.ts',
    // The section's sidebar.yml, else the folder tree without `index: false` pages (old-site frontmatter).
    sidebarItemsGenerator: sectionSidebarGenerator({siteDir, file: sectionSidebarFile(section), base: `/${section.routeBasePath}/`}),
    editUrl,
    editLocalizedFiles: true,
    showLastUpdateTime,
    showLastUpdateAuthor: false,
    breadcrumbs: true,
    // The meta line under a page's own `# Title` (src/theme/DocItem/Content); a catalog of another section.
    beforeDefaultRemarkPlugins: [factsPlugin(section.sourceLanguage)],
    remarkPlugins: [remarkTitleMeta, [remarkCatalogData, {...catalogData, docsInstance: section.id}], [remarkOtherLanguageLinks, otherLanguageLinks], remarkNoDocCardList],
    rehypePlugins: [rehypePrism],
    // Pages a locale lacks are not emitted in it: /en/ never shows a Russian page as if translated (none in the root locale).
    exclude: [
      '**/_*.{js,jsx,ts,tsx,md,mdx}',
      '**/_*/**',
      '**/*.test.{js,jsx,ts,tsx}',
      ...untranslatedFiles(localeMap, section.id, locale),
    ],
  } as DocsOptions;
  return ['@docusaurus/plugin-content-docs', options];
}

/**
 * Test build only (`npm run build:test`): the legacy-frontmatter fixture pages as a
 * hidden section, one folder per locale, so e2e tests can check every old-site frontmatter field.
 */
function fixturesInstance(): PluginConfig {
  const options: DocsOptions = {
    id: FIXTURE_SECTION.id,
    path: `${FIXTURE_SECTION.dir}/${locale}`,
    routeBasePath: FIXTURE_SECTION.routeBasePath,
    sidebarPath: './sidebars.ts',
    // Its sidebar is written by hand in the old site's vocabulary (each locale folder's sidebar.yml).
    sidebarItemsGenerator: sectionSidebarGenerator({
      siteDir,
      file: findSidebarFile([path.join(siteDir, FIXTURE_SECTION.dir, locale, SIDEBAR_FILE)]),
      base: `/${FIXTURE_SECTION.routeBasePath}/`,
    }),
    editUrl,
    editLocalizedFiles: true,
    showLastUpdateTime,
    beforeDefaultRemarkPlugins: [factsPlugin(locale)],
    remarkPlugins: [remarkTitleMeta, [remarkCatalogData, {...catalogData, docsInstance: FIXTURE_SECTION.id}], remarkNoDocCardList],
    rehypePlugins: [rehypePrism],
    exclude: ['README.md'],
  } as DocsOptions;
  return ['@docusaurus/plugin-content-docs', options];
}

/**
 * Test build only: Markdown pages outside the docs (a pages instance at
 * `/test-fixtures/pages/`), e.g. a `<Catalog />` in a page that is not a doc.
 */
function fixturePagesInstance(): PluginConfig {
  return [
    '@docusaurus/plugin-content-pages',
    {
      id: 'fixture-pages',
      path: `tests/fixtures/pages/${locale}`,
      routeBasePath: 'test-fixtures/pages',
      exclude: ['README.md'],
      beforeDefaultRemarkPlugins: [factsPlugin(locale)],
      remarkPlugins: [[remarkCatalogData, {...catalogData, pagesDirs: [{dir: path.join(siteDir, `tests/fixtures/pages/${locale}`), routeBasePath: 'test-fixtures/pages'}]}]],
      rehypePlugins: [rehypePrism],
    },
  ];
}

const config: Config = {
  title: siteConfig.title[locale],
  tagline: siteConfig.tagline[locale],
  url: siteConfig.url,
  baseUrl: '/',
  trailingSlash: true,
  favicon: siteConfig.favicon,
  // Test builds also serve the fixture pages' pictures (a dark hero, highlight images) at /test-fixtures/img/.
  staticDirectories: ['static', ...(testFixtures ? ['tests/fixtures/static'] : [])],

  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'throw',

  future: {
    v4: true,
    faster: {
      swcJsLoader: true,
      swcJsMinimizer: true,
      swcHtmlMinimizer: true,
      lightningCssMinimizer: true,
      mdxCrossCompilerCache: true,
      rspackBundler: true,
      // Off: with the bundler's persistent cache a second build of both locales here either hung (no CPU, no
      // progress) or shipped the English bundle from modules cached before a loader changed. Every build is cold.
      rspackPersistentCache: false,
      ssgWorkerThreads: true,
      gitEagerVcs: true,
    },
  },

  i18n: {
    defaultLocale: siteConfig.locales.defaultLocale,
    locales: [...siteConfig.locales.all],
    localeConfigs: Object.fromEntries(siteConfig.locales.all.map((l) => [l, {label: siteConfig.locales.label[l], htmlLang: siteConfig.locales.htmlLang[l]}])),
  },

  markdown: {
    format: 'mdx',
    hooks: {
      onBrokenMarkdownLinks: 'throw',
      onBrokenMarkdownImages: 'throw',
    },
    parseFrontMatter: async (params) => {
      const result = await params.defaultParseFrontMatter(params);
      const {frontMatter, problems} = normaliseFrontMatter(result.frontMatter, pageContext(siteDir, params.filePath, {fixtures: testFixtures}));
      const file = path.relative(siteDir, params.filePath);
      for (const problem of problems) {
        const message = formatProblem(file, problem);
        // Docusaurus parses a page's frontmatter more than once per build: report each problem once.
        if (reportedProblems.has(message)) continue;
        reportedProblems.add(message);
        if (problem.severity === 'warning') logger.warn(message);
        else logger.error(message);
      }
      // A translated page carries its heading ids paired with each counterpart's, for the language switch.
      const anchors = anchorPairsFor(siteDir, siteConfig.sections, siteConfig.locales, params.filePath, result.content);
      return {
        ...result,
        frontMatter: {...frontMatter, ...pageStats(siteDir, params.filePath, result.content, frontMatter, {fixtures: testFixtures}), ...(anchors ? {locale_anchors: anchors} : {})},
      };
    },
  },

  themes: [['@docusaurus/theme-classic', {customCss: ['./src/css/custom.css', './src/css/code.css', './src/css/navigation.css', './src/components/Badge/badge.css', './src/components/PageChrome/pageChrome.css']}]],

  // Reading behaviours (BEHAVIOURS.md): small DOM modules, heavy parts loaded on demand.
  clientModules: [
    'stableTitle',
    'preloadError',
    'progressBar',
    'backToTop',
    'codeCopy',
    'lightbox',
    'navbarAutoHide',
    'headingHash',
    'sidebarGesture',
    'dropdownClose',
    'keyboardNav',
    'print',
    'offline',
  ].map((feature) => `./src/features/${feature}/client.ts`),

  plugins: [
    ...siteConfig.sections.map(docsInstance).filter((p): p is PluginConfig => p !== null),
    ...(testFixtures ? [fixturesInstance(), fixturePagesInstance()] : []),
    [
      '@docusaurus/plugin-content-pages',
      {
        beforeDefaultRemarkPlugins: [factsPlugin(siteConfig.locales.defaultLocale)],
        remarkPlugins: [
          [remarkCatalogData, {...catalogData, pagesDirs: ['src/pages', `i18n/${locale}/docusaurus-plugin-content-pages`].map((dir) => ({dir: path.join(siteDir, dir), routeBasePath: ''}))}],
          [remarkOtherLanguageLinks, otherLanguageLinks],
        ],
        rehypePlugins: [rehypePrism],
      },
    ],
    catalogDataPlugin(catalogData.sources),
    localeMapPlugin,
    // Docusaurus internals, each pinned to the version it was written for (ARCHITECTURE.md).
    routePrefetchPlugin,
    routeTablePlugin,
    shardChunkFilesPlugin,
    docsGlobalDataPlugin,
    registryChunksPlugin,
    docsVersionDataPlugin,
    clientConfigPlugin,
    tslibHelperPlugin,
    // The site's breakpoints in every stylesheet and in the theme's window-size hook.
    breakpointsPlugin,
    // One tag index per docs section instead of a page per tag.
    tagIndexPlugin,
    sidebarCheckPlugin,
    codeHighlightPlugin,
    encryptPlugin,
    // Holds a click, submit or hotkey made before the bundle has run, replays it after hydration.
    earlyInputPlugin,
    // Writes the generated viewer API reference into the viewer section before the docs load.
    viewerReferencePlugin,
    // Regenerates the REST and OData reference from openapi/tessera-api.yaml when it changes (dev server).
    openapiReferencePlugin,
    // Indexes each locale's rendered pages after the build and writes the search worker.
    searchPlugin,
    // Writes each public page's Markdown twin and the locale's llms.txt / llms-full.txt after the build.
    markdownTwinsPlugin,
    // Writes the service worker (offline reading) to the site root after each locale's build.
    offlinePlugin,
    ['@docusaurus/plugin-sitemap', {changefreq: null, priority: null, lastmod: 'date'}],
    // Bundle stats for `npm run bench` only; production builds never carry it.
    ...(process.env.BENCH_STATS === '1' ? [benchStatsPlugin] : []),
  ],

  themeConfig: {
    colorMode: docusaurusColorMode(siteConfig.colorMode),
    navbar: {
      title: siteConfig.title[locale],
      // The logo is decorative: the brand link is named by the site title beside it (kept for
      // assistive technology where it is hidden from sight), not by the same words twice.
      logo: {alt: '', src: siteConfig.logo.src, width: siteConfig.logo.width, height: siteConfig.logo.height},
      hideOnScroll: false,
      items: navbarItems(locale, missingHere),
    },
    footer: footer(locale, missingHere),
    docs: {sidebar: {hideable: false, autoCollapseCategories: false}},
    tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: siteConfig.headerDepth + 1},
  } satisfies UserThemeConfig,
};

export default config;
