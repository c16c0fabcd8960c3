/**
 * Docusaurus plugin: offline reading (README.md here: what is cached, and why
 * Workbox directly rather than @docusaurus/plugin-pwa).
 *
 * After each locale is built it bundles the service worker (sw.ts, Workbox
 * modules) with esbuild, like the search worker, and writes it to the site's
 * root (`/sw.js`, scope `/`: one worker for both locales). Its build id hashes
 * the content-hashed file names built so far, so a deploy
 * that changes anything gives browsers a new worker, and the open tabs offer a
 * reload. It also writes each docs section's "Save for offline" list
 * (sectionManifest.ts) and the locale's page list (`offline/pages.txt`), by
 * which a new worker drops the cached pages the deploy no longer has. The page side is src/features/offline/client/index.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {siteConfig as tessera} from '../../../../site.config';
import {bundleClassicScript} from '../../../lib/plugin/classicScript';
import {sectionManifests, writeSectionManifests} from './sectionManifest';
import {OLDER_RELEASE_SECTIONS} from '../../../lib/shared/releases';
import {PAGE_LIST_FILE, SECTION_DIR} from '../shared/routes';
import {offlinePageTexts} from './offlinePageTexts';
import {featureFolder} from '../../../lib/plugin/featureFolder';
import {siteRoot} from '../../../lib/plugin/siteRoot';

const here = path.dirname(fileURLToPath(import.meta.url));

/** The names under every `assets/` folder: they carry content hashes, and every page's content is in a route chunk. */
export function buildId(root: string): string {
  const hash = crypto.createHash('sha256');
  const walk = (dir: string, inAssets: boolean): void => {
    for (const entry of fs.readdirSync(dir, {withFileTypes: true}).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full, inAssets || entry.name === 'assets');
      else if (inAssets) hash.update(path.relative(root, full)).update('\n');
    }
  };
  walk(root, false);
  return hash.digest('hex').slice(0, 16);
}

const repoRoot = path.resolve(here, '../../../..');

/** A locale's page list: its page addresses (every route ending in `/`), one a line, sorted. */
export function pageList(routesPaths: readonly string[]): string {
  return `${[...new Set(routesPaths.filter((r) => r.endsWith('/')))].sort().join('\n')}\n`;
}

export function bundleServiceWorker(id: string, siteDir: string = repoRoot): Promise<string> {
  const {offline} = tessera;
  return bundleClassicScript(
    path.join(here, '../client/sw.ts'),
    {
      'process.env.NODE_ENV': '"production"',
      __BUILD_ID__: JSON.stringify(id),
      __OFFLINE_TEXTS__: JSON.stringify(offlinePageTexts(siteDir)),
      __LIMITS__: JSON.stringify({
        pages: offline.maxPages,
        assets: offline.maxAssets,
        images: offline.maxImages,
        networkTimeoutSeconds: offline.networkTimeoutSeconds,
      }),
    },
    '[offline] esbuild produced no service worker bundle',
  );
}

export default function offlinePlugin(context: LoadContext): Plugin {
  return {
    name: 'tessera-offline',
    ...featureFolder(import.meta.url),
    // Each locale writes the worker again: the last one built hashes both locales' files.
    async postBuild({outDir, routesPaths}) {
      const {baseUrl} = context.siteConfig;
      const root = siteRoot(outDir, baseUrl);
      const fileOf = (url: string): string => path.join(root, url.endsWith('/') ? `${url}index.html` : url);
      // An older release of a versioned section is saved apart from the current one (`control@4.5`).
      const sections = [...tessera.sections, ...OLDER_RELEASE_SECTIONS];
      writeSectionManifests(outDir, sectionManifests(routesPaths, baseUrl, sections, fileOf));
      fs.writeFileSync(path.join(outDir, SECTION_DIR, PAGE_LIST_FILE), pageList(routesPaths));
      fs.writeFileSync(
        path.join(root, tessera.offline.workerFile),
        await bundleServiceWorker(buildId(root), context.siteDir),
      );
    },
  };
}
