/**
 * Docusaurus plugin: every public page as Markdown, and the locale's
 * llms.txt / llms-full.txt (README.md here).
 *
 * After each locale's build it reads every route's rendered HTML, on worker
 * threads (twinWorker.ts, one per core). A page that
 * links its twin (`<link rel="alternate" type="text/markdown">`, rendered by
 * src/features/markdown-twins/client/MarkdownAlternate) gets it written beside its folder
 * (`/control/` → `control.md`); protected pages, test-only pages and the 404
 * page get none. A public page that does not link a twin, or a protected page
 * that does, fails the build: the link and the file cannot disagree.
 */
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import logger from '@docusaurus/logger';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {siteConfig, type LocaleId} from '../../../../site.config';
import type {TwinResult, TwinTask} from './twinWorker';
import {startThreadPool} from '../../../lib/plugin/threadPool';
import {routeFile} from '../../../lib/plugin/routeFile';
import {groupBySection, llmsFull, llmsIndex, type LlmsPage} from './llms';
import {LLMS_GENERAL_SECTION, LLMS_INTRO, LLMS_RELEASES} from './llmsText';
import {CURRENT_RELEASE, releaseOfPath} from '../../../lib/shared/releases';
import {mayHaveTwin, twinPathOf} from '../shared/paths';

export const LLMS_FILE = 'llms.txt';
export const LLMS_FULL_FILE = 'llms-full.txt';
/** The per-page work, run on worker threads. */
const WORKER_ENTRY = path.join(path.dirname(fileURLToPath(import.meta.url)), 'twinWorker.ts');

export default function markdownTwinsPlugin(context: LoadContext): Plugin {
  const {baseUrl, i18n} = context;
  const locale = i18n.currentLocale as LocaleId;

  return {
    name: 'tessera-markdown-twins',

    async postBuild({outDir, routesPaths}) {
      const started = Date.now();
      const siteUrl = context.siteConfig.url.replace(/\/$/, '');
      const titleSuffix = ` | ${context.siteConfig.title}`;
      const pages: LlmsPage[] = [];
      const written = new Set<string>();
      const pagesOnDisk = [...new Set(routesPaths)]
        .sort()
        .map((route) => ({route, file: routeFile(outDir, baseUrl, route)}))
        .filter(({file}) => fs.existsSync(file));
      // Pages are read and converted on worker threads, all at once; the answers are checked in route order.
      const pool = await startThreadPool<TwinTask, TwinResult>(
        context.siteDir,
        WORKER_ENTRY,
        `markdown-twins-${locale}`,
      );
      const results = await Promise.all(
        pagesOnDisk.map(({route, file}) =>
          pool.run({file, mayHaveTwin: mayHaveTwin(route), options: {siteUrl, route, baseUrl, titleSuffix}}),
        ),
      ).finally(() => pool.close());
      pagesOnDisk.forEach(({route}, i) => {
        const {linked, isProtected, twin} = results[i] as TwinResult;
        if (isProtected || !mayHaveTwin(route)) {
          if (linked)
            throw new Error(
              `[markdown-twins] ${route} links a Markdown twin but must have none (${isProtected ? 'protected page' : 'test-only or 404 page'})`,
            );
          return;
        }
        const expected = twinPathOf(route, baseUrl);
        if (linked !== expected) {
          throw new Error(
            `[markdown-twins] ${route}: ${linked ? `links ${linked} as its Markdown twin, expected ${expected}` : 'has no <link rel="alternate" type="text/markdown">; render <MarkdownAlternate /> in its layout (src/features/markdown-twins/client/MarkdownAlternate)'}`,
          );
        }
        if (!twin) throw new Error(`[markdown-twins] ${route}: no article or title to write its twin from`);
        const target = path.join(outDir, expected.slice(baseUrl.length));
        fs.mkdirSync(path.dirname(target), {recursive: true});
        fs.writeFileSync(target, twin.markdown);
        for (const [rel, bytes] of twin.files) {
          if (written.has(rel)) continue;
          written.add(rel);
          fs.mkdirSync(path.dirname(path.join(outDir, rel)), {recursive: true});
          fs.writeFileSync(path.join(outDir, rel), bytes);
        }
        pages.push({
          route,
          pageUrl: `${siteUrl}${route}`,
          twinUrl: `${siteUrl}${expected}`,
          title: twin.title,
          description: twin.description,
          markdown: twin.markdown,
        });
      });

      const roots = siteConfig.sections.map((s) => ({route: `${baseUrl}${s.routeBasePath}/`, fallbackTitle: s.id}));
      // The index lists the current release; an older release's twins are there, and the intro says where.
      const current = pages.filter((page) => (releaseOfPath(page.route) ?? CURRENT_RELEASE) === CURRENT_RELEASE);
      const sections = groupBySection(current, roots, LLMS_GENERAL_SECTION[locale]);
      const older = siteConfig.releases.supported.filter((release) => release !== CURRENT_RELEASE);
      const versioned = siteConfig.sections.find((s) => 'versioned' in s && s.versioned);
      const example = versioned && older[0] ? `${siteUrl}${baseUrl}${versioned.routeBasePath}/${older[0]}/` : '';
      const head = {
        title: context.siteConfig.title,
        summary: siteConfig.tagline[locale],
        intro: versioned
          ? `${LLMS_INTRO[locale]} ${LLMS_RELEASES[locale](CURRENT_RELEASE, older, example)}`.trim()
          : LLMS_INTRO[locale],
      };
      fs.writeFileSync(path.join(outDir, LLMS_FILE), llmsIndex(head, sections));
      fs.writeFileSync(path.join(outDir, LLMS_FULL_FILE), llmsFull(head, sections));
      logger.info(
        `[markdown-twins] ${locale}: ${pages.length} twins, ${written.size} pictures, ${LLMS_FILE} and ${LLMS_FULL_FILE} in ${Date.now() - started} ms`,
      );
    },
  };
}
