/**
 * The schema of `site.config.ts`, checked when docusaurus.config.ts loads it: the types say what
 * a value is, this says what it may be (a locale the site has, a port, a breakpoint order), so a
 * wrong value fails the build naming its path (`"sections[2].sourceLanguage" must be one of [ru, en]`).
 * Kept apart from the config itself, which the browser bundle imports: Joi never reaches it.
 */
import {Joi} from '@docusaurus/utils-validation';

const count = Joi.number().integer().min(0);
const positive = Joi.number().integer().min(1);
const ms = count;
const px = count;
const fraction = Joi.number().min(0).max(1);
const name = Joi.string().min(1);
const url = Joi.string().uri({scheme: ['https', 'http']});
/** A path inside the repository: relative, posix separators. */
const file = Joi.string().pattern(/^[\w.-]+(\/[\w.-]+)*$/);
const slug = Joi.string().pattern(/^[a-z0-9][a-z0-9-]*$/);

function schema(locales: readonly string[]): Joi.ObjectSchema {
  const locale = Joi.string().valid(...locales);
  /** A record with one value per locale of the site, no more, no fewer. */
  const perLocale = (value: Joi.Schema) => Joi.object(Object.fromEntries(locales.map((l) => [l, value.required()])));
  const obj = (keys: Record<string, Joi.Schema>) => Joi.object(keys).prefs({presence: 'required'});

  return obj({
    brand: obj({name, slug}),
    url,
    homeSiteUrl: url,
    repositoryUrl: url,
    editBranch: name,
    title: perLocale(name),
    tagline: perLocale(name),
    favicon: file,
    logo: obj({src: file, width: positive, height: positive}),
    locales: obj({
      defaultLocale: locale,
      all: Joi.array()
        .items(Joi.string().pattern(/^[a-z]{2,3}(-[A-Za-z0-9]+)*$/))
        .min(1)
        .unique(),
      htmlLang: perLocale(name),
      bcp47: perLocale(name),
      label: perLocale(name),
    }),
    sections: Joi.array()
      .items(
        obj({
          id: slug,
          dir: file,
          routeBasePath: Joi.string().pattern(/^[a-z0-9-]+(\/[a-z0-9-]+)*$/),
          sourceLanguage: locale,
          versioned: Joi.boolean().optional(),
        }),
      )
      .min(1)
      .unique('id')
      .unique('routeBasePath'),
    releases: obj({
      current: Joi.string().pattern(/^\d+\.\d+$/),
      supported: Joi.array()
        .items(Joi.string().pattern(/^\d+\.\d+$/))
        .min(1)
        .unique()
        .custom((supported: string[], helpers) =>
          supported.includes(helpers.state.ancestors[0].current)
            ? supported
            : helpers.message({custom: '"releases.supported" must list releases.current'}),
        ),
    }),
    colorMode: Joi.string().valid('switch', 'toggle', 'auto', 'enable', 'disable'),
    breakpoints: obj({
      mobileMax: px,
      desktopMin: px.greater(Joi.ref('tocColumnMin')),
      tocColumnMin: px.greater(Joi.ref('mobileMax')),
    }),
    colorClasses: positive,
    backToTop: obj({thresholdPx: px}),
    scroll: obj({offsetPx: px, idleMs: ms}),
    codeCopy: obj({feedbackMs: ms, attachDelayMs: ms, hideMaxWidthPx: px}),
    lightbox: obj({delayMs: ms, download: Joi.boolean(), fullscreen: Joi.boolean(), closeOnScroll: Joi.boolean()}),
    navbarAutoHide: obj({minScrollPx: px, hideDeltaPx: px}),
    sidebarGesture: obj({edgePx: px, minDxPx: px, ratio: Joi.number().positive()}),
    progressBar: obj({minimum: fraction, speedMs: ms, trickleRate: fraction, trickleSpeedMs: ms}),
    search: obj({
      delayMs: ms,
      suggestDelayMs: ms,
      snippetDelayMs: ms,
      queryHistory: count,
      resultHistory: count,
      maxQueryChars: positive,
      maxQueryWords: positive,
      indexTimeoutMs: positive,
      synonymsFile: file,
      areas: Joi.array()
        .items(obj({key: slug, label: name}))
        .unique('key'),
      pageWeights: Joi.array()
        .items(obj({prefix: Joi.string().pattern(/^\/.*\/$/), weight: Joi.number().greater(0).max(10)}))
        .unique('prefix'),
    }),
    encryption: obj({
      costMin: Joi.number().integer().min(4).max(31),
      costMax: Joi.number().integer().min(Joi.ref('costMin')).max(31),
      productionCostMin: Joi.number().integer().min(10).max(Joi.ref('costMax')),
      defaultCost: Joi.number().integer().min(Joi.ref('productionCostMin')).max(Joi.ref('costMax')),
      saltBytes: positive,
      hashLength: positive,
    }),
    viewerReference: obj({packageDir: file, outDir: file, sidebarPosition: count}),
    openapiReference: obj({spec: file, outDir: file, sidebarPosition: count, maxPageChars: positive}),
    factsFile: file,
    markdownTwins: obj({feedbackMs: ms}),
    offline: obj({
      workerFile: Joi.string().pattern(/^[\w.-]+\.js$/),
      networkTimeoutSeconds: positive,
      maxPages: positive,
      maxAssets: positive,
      maxImages: positive,
      updateCheckMinutes: positive,
      reachabilityCheckSeconds: positive,
      workerAnswerMs: positive,
    }),
    headerDepth: Joi.number().integer().min(1).max(5),
    catalogDepth: positive,
    wordsPerMinute: positive,
    hosting: obj({
      port: Joi.number().port(),
      deployDir: file,
      precompressMinBytes: count,
      hstsMaxAgeSeconds: count,
      memoryCache: obj({maxBytes: positive, maxFileBytes: Joi.number().integer().positive().max(Joi.ref('maxBytes'))}),
      connections: obj({
        headersTimeoutMs: positive,
        // Node requires the request deadline to be at least the headers' one.
        requestTimeoutMs: Joi.number().integer().min(Joi.ref('headersTimeoutMs')),
        keepAliveTimeoutMs: positive,
        idleTimeoutMs: positive,
        maxConnections: positive,
        timeoutCheckMs: Joi.number().integer().positive().max(Joi.ref('headersTimeoutMs')),
      }),
    }),
    mcp: obj({
      route: Joi.string().pattern(/^\/[a-z0-9-]+$/),
      dir: file,
      answerMaxChars: Joi.number().integer().min(2000),
      pagePartChars: Joi.number().integer().min(1000).max(Joi.ref('answerMaxChars')),
      searchDefaultResults: Joi.number().integer().min(1).max(Joi.ref('searchMaxResults')),
      searchMaxResults: Joi.number().integer().min(1).max(50),
      bodyMaxBytes: Joi.number().integer().min(1024),
    }),
  });
}

/** Throws, naming every wrong value's path, unless `config` fits the schema. */
export function validateSiteConfig(config: unknown): void {
  // The locale list itself is checked with the rest; the other locale fields are checked against it.
  const all: unknown = (config as {locales?: {all?: unknown}} | null)?.locales?.all;
  const locales = Array.isArray(all) ? all.filter((l): l is string => typeof l === 'string') : [];
  const {error} = schema(locales).validate(config, {abortEarly: false, convert: false});
  if (error) throw new Error(`site.config.ts: ${error.details.map((d) => d.message).join('; ')}`);
}
