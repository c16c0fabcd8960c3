/**
 * Docusaurus plugin: full-text search (README.md here: how it works and why).
 *
 * After each locale is built, reads its rendered pages (extract.ts), writes
 * the sharded index (buildIndex.ts) and bundles the worker (worker.ts) into
 * `search-worker.js` at the root of that locale's site. The browser side is
 * `src/features/search/theme/SearchBar` (button, hotkeys) and `src/features/search/client` (modal).
 */
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import logger from '@docusaurus/logger';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {bundleClassicScript} from '../../../lib/plugin/classicScript';
import {buildIndex, pageWeightOf, type SourcePage} from './buildIndex';
import {siteConfig as tessera} from '../../../../site.config';
import {extractPage} from './extract';
import {WORKER_FILE} from '../shared/format';
import {readSynonyms} from './synonyms';
import {featureFolder} from '../../../lib/plugin/featureFolder';
import {routeFile} from '../../../lib/plugin/routeFile';
import {CURRENT_RELEASE, releaseOfPath} from '../../../lib/shared/releases';

const here = path.dirname(fileURLToPath(import.meta.url));

/** Routes that are lists of other pages or test fixtures, not content. */
export const EXCLUDED_ROUTES: readonly RegExp[] = [/\/test-fixtures\//, /\/404\.html$/, /\/search\/?$/];

let workerBundle: Promise<string> | null = null;

/** The worker, bundled once per build process. */
export function bundleWorker(): Promise<string> {
  workerBundle ??= bundleClassicScript(
    path.join(here, '../client/worker.ts'),
    {},
    '[search] esbuild produced no worker bundle',
  );
  return workerBundle;
}

export default function searchPlugin(context: LoadContext): Plugin {
  const {i18n, siteConfig, siteDir} = context;
  const locale = i18n.currentLocale;
  const synonymsFile = path.join(siteDir, tessera.search.synonymsFile);

  return {
    name: 'tessera-search',
    ...featureFolder(import.meta.url),

    // Checked before anything is built, so a broken synonym file fails the build at once, by name.
    loadContent() {
      readSynonyms(synonymsFile);
    },

    getPathsToWatch() {
      return [synonymsFile];
    },

    async postBuild({outDir, routesPaths}) {
      const started = Date.now();
      const synonyms = readSynonyms(synonymsFile);
      const titleSuffix = ` | ${siteConfig.title}`;
      const pages: SourcePage[] = [];
      for (const route of [...new Set(routesPaths)].sort()) {
        if (EXCLUDED_ROUTES.some((re) => re.test(route))) continue;
        const file = routeFile(outDir, siteConfig.baseUrl, route);
        if (!fs.existsSync(file)) continue;
        const page = extractPage(fs.readFileSync(file, 'utf8'), {url: route, titleSuffix});
        if (page) pages.push({...page, weight: pageWeightOf(route, locale, tessera.search.pageWeights)});
      }
      const {manifest, files} = buildIndex(locale, pages, {
        areas: tessera.search.areas,
        synonyms,
        // Each page of a versioned section is marked with its release: search reads the reader's release.
        releaseOf: releaseOfPath,
        currentRelease: CURRENT_RELEASE,
      });
      let bytes = 0;
      for (const [rel, body] of files) {
        const abs = path.join(outDir, rel);
        fs.mkdirSync(path.dirname(abs), {recursive: true});
        fs.writeFileSync(abs, body);
        bytes += Buffer.byteLength(body);
      }
      fs.writeFileSync(path.join(outDir, WORKER_FILE), await bundleWorker());
      logger.info(
        `[search] ${locale}: indexed ${manifest.pages} pages, ${manifest.sections} sections into ${files.size} files (${Math.round(bytes / 1024)} KB), ${synonyms.length} synonym groups, in ${Date.now() - started} ms`,
      );
    },
  };
}
