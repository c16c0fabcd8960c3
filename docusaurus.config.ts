import path from 'node:path';
import {fileURLToPath} from 'node:url';
import logger from '@docusaurus/logger';
import type {Config, PluginConfig} from '@docusaurus/types';
import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';
import type {UserThemeConfig} from '@docusaurus/theme-common';

import {siteConfig, type LocaleId} from './site.config';
import {validateSiteConfig} from './site.config.schema';
import {
  anchorPairsFor,
  buildLocaleMap,
  missingInLocale,
  sectionHasLocale,
  untranslatedFiles,
} from './src/features/locale/plugin/localeMap';
import {formatProblem, normaliseFrontMatter} from './src/features/frontmatter/plugin/frontMatter';
import {FIXTURE_SECTION, pageContext, pageStats} from './src/features/article/plugin/pageStats';
import {docusaurusColorMode} from './src/features/color-mode/plugin/colorMode';
import {buildLocale} from './src/features/locale/plugin/buildLocale';
import {navbarItems} from './src/features/navigation/plugin/navbar';
import {footer} from './src/features/navigation/plugin/footer';
import localeMapPlugin from './src/features/locale/plugin';
import {anchorReader, otherLanguageTargets} from './src/features/locale/plugin/otherLanguageLinks';
import remarkOtherLanguageLinks, {
  type RemarkOtherLanguageLinksOptions,
} from './src/features/locale/plugin/remarkOtherLanguageLinks';
import benchStatsPlugin from './scripts/bench/statsPlugin';
import {timedPostBuilds} from './scripts/bench/phaseTimes';
import {remarkNoDocCardList, type UserOptions as RouteShardsOptions} from 'docusaurus-plugin-route-shards';
import {unlistedPageCategories} from './src/features/navigation/shared/breadcrumbTrail';
import breakpointsPlugin from './src/features/breakpoints/plugin';
import tagIndexPlugin from './src/features/tags/plugin';
import navigationPlugin from './src/features/navigation/plugin';
import codeHighlightPlugin from './src/features/code-highlight/plugin';
import rehypePrism from './src/features/code-highlight/plugin/rehypePrism';
import remarkTitleMeta from './src/features/article/plugin/remarkTitleMeta';
import encryptPlugin from './src/features/encrypt/plugin';
import viewerReferencePlugin from './src/features/viewer-reference/plugin';
import openapiReferencePlugin, {generateOpenapiReferenceOnce} from './src/features/openapi-reference/plugin';
import searchPlugin from './src/features/search/plugin';
import earlyInputPlugin from './src/features/early-input/plugin';
import markdownTwinsPlugin from './src/features/markdown-twins/plugin';
import mcpPlugin from './src/features/mcp/plugin';
import offlinePlugin from './src/features/offline/plugin';
import siteShellPlugin from './src/features/site-shell/plugin';
import articlePlugin from './src/features/article/plugin';
import homePlugin from './src/features/home/plugin';
import notFoundPlugin from './src/features/not-found/plugin';
import stableTitlePlugin from './src/features/stable-title/plugin';
import preloadErrorPlugin from './src/features/preload-error/plugin';
import progressBarPlugin from './src/features/progress-bar/plugin';
import backToTopPlugin from './src/features/back-to-top/plugin';
import codeCopyPlugin from './src/features/code-copy/plugin';
import lightboxPlugin from './src/features/lightbox/plugin';
import navbarAutoHidePlugin from './src/features/navbar-auto-hide/plugin';
import headingHashPlugin from './src/features/heading-hash/plugin';
import sidebarGesturePlugin from './src/features/sidebar-gesture/plugin';
import dropdownClosePlugin from './src/features/dropdown-close/plugin';
import keyboardNavPlugin from './src/features/keyboard-nav/plugin';
import printPlugin from './src/features/print/plugin';
import pdfPlugin from './src/features/pdf/plugin';
import catalogDataPlugin, {CATALOG_DATA_MODULE_DIR} from './src/features/catalog/plugin';
import remarkCatalogData, {type RemarkCatalogDataOptions} from './src/features/catalog/plugin/remark';
import remarkFacts, {languageFromPath, type RemarkFactsOptions} from './src/features/facts/plugin/remark';
import {sectionSidebarGenerator} from './src/features/navigation/plugin/sidebarItemsGenerator';
import {gitHistoryAvailable} from './src/features/article/plugin/gitWorktree';
import {SIDEBAR_FILE, findSidebarFile} from './src/features/navigation/plugin/sectionSidebar';
import versionsPlugin from './src/features/versions/plugin';
import {
  allReleaseSections,
  docsVersionOptions,
  olderReleaseSections,
} from './src/features/versions/plugin/releaseSections';
import {fileRelease, pageReleases, releaseFactsFile} from './src/features/versions/plugin/pageReleases';
import {RELEASES_FIELD} from './src/features/versions/shared/releases';
import remarkReleaseLinks from './src/features/versions/plugin/remarkReleaseLinks';

// A wrong value in site.config.ts fails the build here, naming its path.
validateSiteConfig(siteConfig);

const siteDir = path.dirname(fileURLToPath(import.meta.url));
/** Last update dates need git history; a source archive is built without them. */
const showLastUpdateTime = gitHistoryAvailable(siteDir, (message) => logger.warn(message));

// Docusaurus sets this before loading the config for each locale it builds and for `start`.
const locale: LocaleId = buildLocale(process.env.DOCUSAURUS_CURRENT_LOCALE);

// The generated REST reference must exist before the locale map lists the files of the API section.
generateOpenapiReferenceOnce(siteDir);
/** Every section of every release this build serves: the older releases of versioned sections as sections of their own. */
const releaseSections = allReleaseSections(siteDir, siteConfig.sections, siteConfig.releases);
const localeMap = buildLocaleMap(siteDir, releaseSections, siteConfig.locales);

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
// A link to a page only the other locale has leads there, marked "(in Russian)" (src/features/locale).
const otherLanguageLinks: RemarkOtherLanguageLinksOptions = {
  locale,
  targetOf: otherLanguageTargets(localeMap, releaseSections, locale),
  anchorsOf: anchorReader(siteDir),
  siteDir,
};

const testFixtures = process.env.TESSERA_TEST_FIXTURES === '1';

/**
 * `<Fact id="…" />` in a page becomes the fact's text (src/features/facts/plugin) in the
 * language the file is written in: a translation's, else its section's.
 */
function factsPlugin(sourceLanguage: LocaleId): [typeof remarkFacts, RemarkFactsOptions] {
  return [
    remarkFacts,
    {
      siteDir,
      factsFile: siteConfig.factsFile,
      factsFileOf: (filePath) => {
        const own = fileRelease(siteDir, siteConfig.sections, siteConfig.releases, filePath);
        return own && own.release !== siteConfig.releases.current
          ? releaseFactsFile(siteConfig.factsFile, own.release)
          : undefined;
      },
      languageOf: (filePath) => languageFromPath(siteDir, filePath, sourceLanguage),
    },
  ];
}

/**
 * `<Catalog />` outside the docs (src/features/catalog): the docs instances it
 * may list and how a page imports their sidebars.
 */
const catalogData: RemarkCatalogDataOptions = {
  sources: [
    ...siteConfig.sections.map(({id, routeBasePath}) => ({id, routeBasePath})),
    // An older release's catalog lists that release's pages (`control@4.5`).
    ...olderReleaseSections(siteDir, siteConfig.sections, siteConfig.releases).map(({id, routeBasePath, release}) => ({
      id: `${id}@${release}`,
      routeBasePath,
      docsId: id,
      version: release,
    })),
    ...(testFixtures ? [{id: FIXTURE_SECTION.id, routeBasePath: FIXTURE_SECTION.routeBasePath}] : []),
  ],
  moduleDir: CATALOG_DATA_MODULE_DIR,
  localePrefixes: siteConfig.locales.all.filter((l) => l !== siteConfig.locales.defaultLocale).map((l) => `/${l}/`),
};

/**
 * A section's hand-written sidebar (src/features/navigation/plugin) in this locale:
 * the translation tree's `sidebar.yml`, or the section folder's when the
 * section is written in this locale (a Russian sidebar never shows in `/en/`).
 */
function sectionSidebarFile(section: (typeof siteConfig.sections)[number]): string | undefined {
  const translated = path.join(
    siteDir,
    `i18n/${locale}/docusaurus-plugin-content-docs-${section.id}/current`,
    SIDEBAR_FILE,
  );
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
    sidebarItemsGenerator: sectionSidebarGenerator({
      siteDir,
      file: sectionSidebarFile(section),
      base: `/${section.routeBasePath}/`,
    }),
    // The current release at the section's address, older supported ones under their numbers.
    ...docsVersionOptions(siteDir, section, siteConfig.releases),
    editUrl,
    editLocalizedFiles: true,
    showLastUpdateTime,
    showLastUpdateAuthor: false,
    breadcrumbs: true,
    // The meta line under a page's own `# Title` (src/features/article/theme/DocItem/Content); a catalog of another section.
    beforeDefaultRemarkPlugins: [factsPlugin(section.sourceLanguage)],
    remarkPlugins: [
      remarkTitleMeta,
      // An older release's links to the current release's pages lead to its own, where it has them.
      [remarkReleaseLinks, {siteDir, sections: siteConfig.sections, releases: siteConfig.releases}],
      [
        remarkCatalogData,
        {
          ...catalogData,
          docsInstance: section.id,
          docsInstanceOf: (filePath: string) => {
            const own = fileRelease(siteDir, siteConfig.sections, siteConfig.releases, filePath);
            return own && own.release !== siteConfig.releases.current ? `${section.id}@${own.release}` : section.id;
          },
        },
      ],
      [remarkOtherLanguageLinks, otherLanguageLinks],
      remarkNoDocCardList,
    ],
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
    remarkPlugins: [
      remarkTitleMeta,
      [remarkCatalogData, {...catalogData, docsInstance: FIXTURE_SECTION.id}],
      remarkNoDocCardList,
    ],
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
      remarkPlugins: [
        [
          remarkCatalogData,
          {
            ...catalogData,
            pagesDirs: [
              {dir: path.join(siteDir, `tests/fixtures/pages/${locale}`), routeBasePath: 'test-fixtures/pages'},
            ],
          },
        ],
      ],
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
    localeConfigs: Object.fromEntries(
      siteConfig.locales.all.map((l) => [
        l,
        {label: siteConfig.locales.label[l], htmlLang: siteConfig.locales.htmlLang[l]},
      ]),
    ),
  },

  markdown: {
    format: 'mdx',
    hooks: {
      onBrokenMarkdownLinks: 'throw',
      onBrokenMarkdownImages: 'throw',
    },
    parseFrontMatter: async (params) => {
      const result = await params.defaultParseFrontMatter(params);
      const {frontMatter, problems} = normaliseFrontMatter(
        result.frontMatter,
        pageContext(siteDir, params.filePath, {fixtures: testFixtures}),
      );
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
      const anchors = anchorPairsFor(siteDir, releaseSections, siteConfig.locales, params.filePath, result.content);
      // A page of a versioned section knows the same page in the other releases (the version menu, the notice).
      const releases = pageReleases(siteDir, siteConfig.sections, siteConfig.releases, params.filePath, result.content);
      return {
        ...result,
        frontMatter: {
          ...frontMatter,
          ...pageStats(siteDir, params.filePath, result.content, frontMatter, {fixtures: testFixtures}),
          ...(anchors ? {locale_anchors: anchors} : {}),
          ...(releases ? {[RELEASES_FIELD]: releases} : {}),
        },
      };
    },
  },

  // theme-classic, the route-shards plugin, then every part of this site, each the plugin of its folder
  // under src/features (ARCHITECTURE.md). They are listed as themes, after theme-classic, because
  // Docusaurus loads a site's themes after its plugins and `@theme/X` is X of the last one listed
  // that has it: a feature's theme/ folder replaces the theme's component of the same name.
  // With DOCUSAURUS_PERF_LOGGER=true (npm run bench:scale) each feature's postBuild is timed apart.
  themes: timedPostBuilds([
    [
      '@docusaurus/theme-classic',
      {
        customCss: [
          './src/features/site-shell/client/custom.css',
          './src/features/code-highlight/client/code.css',
          './src/features/navigation/client/navigation.css',
          './src/features/tags/client/Badge/badge.css',
          './src/features/article/client/PageChrome/pageChrome.css',
        ],
      },
    ],
    // What keeps first-load JavaScript flat as the site grows: route shards, lean registry, chunk-file
    // table, docs version data and global data (packages/docusaurus-plugin-route-shards, README there).
    // TESSERA_ROUTE_SHARDS=off builds on Docusaurus's own mechanisms instead.
    [
      'docusaurus-plugin-route-shards',
      {
        enabled: process.env.TESSERA_ROUTE_SHARDS !== 'off',
        // An `index: false` page shows the breadcrumb of its folder's categories: their children come with it.
        pageCategories: unlistedPageCategories,
      } satisfies RouteShardsOptions,
    ],
    // Features. Their client modules run in this order.
    siteShellPlugin,
    catalogDataPlugin(catalogData.sources),
    [localeMapPlugin, {sections: releaseSections}],
    // The version menu and an older release's notice in versioned sections.
    versionsPlugin,
    // The site's breakpoints in every stylesheet and in the theme's window-size hook.
    breakpointsPlugin,
    navigationPlugin,
    articlePlugin,
    homePlugin,
    notFoundPlugin,
    // One tag index per docs section instead of a page per tag.
    tagIndexPlugin,
    codeHighlightPlugin,
    encryptPlugin,
    // Holds a click, submit or hotkey made before the bundle has run, replays it after hydration.
    earlyInputPlugin,
    // Writes the generated viewer API reference into the viewer section before the docs load.
    viewerReferencePlugin,
    // Regenerates the REST and OData reference from openapi/tessera-api.yaml when it changes (dev server).
    openapiReferencePlugin,
    // Indexes each locale's rendered pages after the build and writes the search worker; the navbar's search.
    searchPlugin,
    // Writes each public page's Markdown twin and the locale's llms.txt / llms-full.txt after the build.
    markdownTwinsPlugin,
    // The documentation MCP server's runnable package and its API operations, in the build's _deploy/mcp.
    mcpPlugin,
    // Reading behaviours (BEHAVIOURS.md): small DOM modules, heavy parts loaded on demand.
    stableTitlePlugin,
    preloadErrorPlugin,
    progressBarPlugin,
    backToTopPlugin,
    codeCopyPlugin,
    lightboxPlugin,
    navbarAutoHidePlugin,
    headingHashPlugin,
    sidebarGesturePlugin,
    dropdownClosePlugin,
    keyboardNavPlugin,
    printPlugin,
    // Each section's printed manual: the plan written here, the PDFs by `npm run build:pdf`.
    pdfPlugin,
    // Offline reading: the service worker written after each locale's build, and its page side.
    offlinePlugin,
  ]),

  plugins: [
    ...siteConfig.sections.map(docsInstance).filter((p): p is PluginConfig => p !== null),
    ...(testFixtures ? [fixturesInstance(), fixturePagesInstance()] : []),
    [
      '@docusaurus/plugin-content-pages',
      {
        beforeDefaultRemarkPlugins: [factsPlugin(siteConfig.locales.defaultLocale)],
        remarkPlugins: [
          [
            remarkCatalogData,
            {
              ...catalogData,
              pagesDirs: ['src/pages', `i18n/${locale}/docusaurus-plugin-content-pages`].map((dir) => ({
                dir: path.join(siteDir, dir),
                routeBasePath: '',
              })),
            },
          ],
          [remarkOtherLanguageLinks, otherLanguageLinks],
        ],
        rehypePlugins: [rehypePrism],
      },
    ],
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
