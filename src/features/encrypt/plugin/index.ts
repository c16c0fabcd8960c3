/**
 * Docusaurus plugin: password-protected pages that are really encrypted
 * (README.md here: why real encryption; root README "Protected pages").
 *
 * Sources live outside the docs folders, in `protected/<locale>/<route>.md`
 * (`protected/ru/demo/encrypt.md` → `/demo/encrypt/`, `protected/en/…` →
 * `/en/…`), so no docs plugin, sitemap excerpt or search index ever sees
 * their text. For the locale being built, each page is rendered to HTML
 * (render.ts), encrypted with its table of contents under a fresh content
 * key, and the key wrapped for every password that opens it (seal.ts). The
 * route gets only the title, the public hint and the ciphertext;
 * src/features/encrypt/client/ProtectedPage renders the form and decrypts.
 */
import fs from 'node:fs';
import path from 'node:path';
import {DEFAULT_PARSE_FRONT_MATTER} from '@docusaurus/utils';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {siteConfig, type LocaleId} from '../../../../site.config';
import type {EncryptedPayload} from '../shared/crypto';
import {
  DEFAULT_PASSWORDS_FILE,
  DEMO_PASSWORDS_FILE,
  TEST_PASSWORDS_FILE,
  loadFixturePasswordConfig,
  loadPasswordConfig,
  passwordsForPage,
} from './config';
import {renderProtectedMarkdown} from './render';
import {sealPage} from './seal';
import type {ProtectedPageMeta} from '../shared/pageMeta';
import {PROTECTED_DIR, TEST_PROTECTED_DIR, protectedDirs, protectedMarkdownFiles, routeOf} from './routes';
import {releasePathParts} from '../../../lib/shared/releases';

export {PROTECTED_DIR, TEST_PROTECTED_DIR, routeOf} from './routes';

export type {ProtectedPageMeta} from '../shared/pageMeta';

interface ProtectedPage {
  readonly meta: ProtectedPageMeta;
  readonly payload: EncryptedPayload;
  readonly links: readonly string[];
  readonly source: string;
}

const FRONT_MATTER_FIELDS = ['title', 'hint'];

// Plugin<unknown>: the config's plugin list takes no other content type; contentLoaded and postBuild get back what loadContent returned.
export default function encryptPlugin(context: LoadContext): Plugin {
  const {siteDir, i18n} = context;
  const locale = i18n.currentLocale as LocaleId;
  // The test pages' folder is among the roots only in the test build; their passwords come with them.
  const dirs = protectedDirs();
  const includeTests = dirs.includes(TEST_PROTECTED_DIR);
  const roots = dirs.map((r) => path.join(siteDir, r, locale));
  const fixtureRoot = path.join(siteDir, TEST_PROTECTED_DIR, locale);

  return {
    name: 'tessera-encrypt',

    getPathsToWatch() {
      return [
        ...roots.map((r) => `${r}/**/*`),
        path.join(siteDir, DEMO_PASSWORDS_FILE),
        path.join(siteDir, DEFAULT_PASSWORDS_FILE),
        path.join(siteDir, TEST_PASSWORDS_FILE),
      ];
    },

    async loadContent(): Promise<ProtectedPage[]> {
      const passwords = loadPasswordConfig(siteDir);
      // Test passwords open the test pages only, never a page the site ships.
      const fixturePasswords = includeTests ? loadFixturePasswordConfig(siteDir) : null;
      const themeConfig = context.siteConfig.themeConfig as {
        tableOfContents?: {minHeadingLevel?: number; maxHeadingLevel?: number};
      };
      const renderOptions = {
        minHeadingLevel: themeConfig.tableOfContents?.minHeadingLevel ?? 2,
        maxHeadingLevel: themeConfig.tableOfContents?.maxHeadingLevel ?? siteConfig.headerDepth + 1,
      };
      const pages: ProtectedPage[] = [];
      const sources = roots.flatMap((root) =>
        protectedMarkdownFiles(root).map((rel) => ({root, rel, route: routeOf(rel)})),
      );
      const routes = new Set(sources.map((s) => s.route));
      const base = context.baseUrl.replace(/\/$/, '');
      for (const {root, rel, route} of sources) {
        const source = path.relative(siteDir, path.join(root, rel));
        // A page of an older release (`protected/ru/control/4.5/…`) is built while that release is supported.
        const parts = releasePathParts(route);
        if (parts?.release === siteConfig.releases.current)
          throw new Error(
            `${source}: ${parts.release} is the current release: its protected pages go under ${PROTECTED_DIR}/${locale}${parts.landing} directly`,
          );
        if (parts && !(siteConfig.releases.supported as readonly string[]).includes(parts.release)) {
          console.log(`[encrypt] ${source}: left out, release ${parts.release} is no longer supported`);
          continue;
        }
        const {frontMatter, content} = await DEFAULT_PARSE_FRONT_MATTER({
          filePath: source,
          fileContent: fs.readFileSync(path.join(root, rel), 'utf8'),
        });
        for (const key of Object.keys(frontMatter)) {
          if (!FRONT_MATTER_FIELDS.includes(key))
            throw new Error(
              `${source}: frontmatter field "${key}" is not read on protected pages (only ${FRONT_MATTER_FIELDS.join(', ')}); anything else could publish protected text`,
            );
        }
        const {title, hint} = frontMatter as {title?: unknown; hint?: unknown};
        if (typeof title !== 'string' || !title.trim())
          throw new Error(`${source}: frontmatter field "title" must be a non-empty string`);
        if (hint !== undefined && typeof hint !== 'string')
          throw new Error(`${source}: frontmatter field "hint" must be a string`);
        const permalink = `${base}${route}`;
        const rendered = await renderProtectedMarkdown(content, path.join(root, rel), renderOptions, locale);
        // Passwords given for a page or path of the current release open it in every release.
        const allowed = [
          ...new Set(
            [route, ...(parts ? [parts.inCurrent] : [])].flatMap((key) =>
              passwordsForPage(passwords, fixturePasswords, key, root === fixtureRoot),
            ),
          ),
        ];
        if (allowed.length === 0)
          throw new Error(
            `${source}: no password opens ${route}: add an "admin" password or a "paths" entry for it (README "Protected pages")`,
          );
        const payload = await sealPage({html: rendered.html, toc: rendered.toc}, permalink, allowed);
        const release = parts && {
          release: parts.release,
          current: siteConfig.releases.current,
          to: `${base}${routes.has(parts.inCurrent) ? parts.inCurrent : parts.landing}`,
          exact: routes.has(parts.inCurrent),
        };
        pages.push({
          meta: {title, hint: hint ?? null, permalink, ...(release ? {release} : {})},
          payload,
          links: rendered.links,
          source,
        });
      }
      return pages;
    },

    async contentLoaded({content, actions}) {
      for (const page of content as ProtectedPage[]) {
        const name = page.meta.permalink.replace(/^\/|\/$/g, '').replace(/\//g, '-') || 'index';
        const payload = await actions.createData(`${name}.payload.json`, JSON.stringify(page.payload));
        const meta = await actions.createData(`${name}.meta.json`, JSON.stringify(page.meta));
        actions.addRoute({
          path: page.meta.permalink,
          component: '@site/src/features/encrypt/client/ProtectedPage',
          exact: true,
          modules: {payload, meta},
        });
      }
    },

    configureWebpack(_config, isServer) {
      // bcryptjs imports Node's `crypto` only as a fallback for a missing
      // WebCrypto; the browser bundle must not try to resolve it.
      return isServer ? {} : {resolve: {fallback: {crypto: false}}};
    },

    // The encrypted HTML escapes Docusaurus's broken-link check, so check it here.
    async postBuild({content, routesPaths, outDir}) {
      const routes = new Set(routesPaths);
      for (const page of content as ProtectedPage[]) {
        for (const link of page.links) {
          const exists =
            routes.has(link) ||
            fs.existsSync(path.join(outDir, link.replace(context.baseUrl, '/'))) ||
            fs.existsSync(path.join(outDir, link));
          if (!exists) throw new Error(`${page.source}: broken link ${link} (no such route in the ${locale} build)`);
        }
      }
    },
  };
}
