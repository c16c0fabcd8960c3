/**
 * What both servers (this folder's and deploy/nginx.conf) decide the same way, stated once:
 * which files never change under their name, which locale's 404 page an address gets, which
 * addresses exist, and where an address of a release the build does not serve leads
 * (releaseRedirects.ts). The bundled server calls these functions; the post-build step writes them as
 * nginx `map` blocks (`_deploy/hosting-rules.conf`), which nginx.conf includes, so a change here
 * reaches both. deploy/serversAgree.spec.ts sends the same requests to both and compares.
 */
import fs from 'node:fs';
import path from 'node:path';
import {siteConfig} from '../site.config';
import {buildFiles} from './precompress';
import {nginxReleaseMaps} from './releaseRedirects';

export const HOSTING_RULES_NGINX = 'hosting-rules.conf';

/** `Cache-Control` of a file that never changes under its name. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** `Cache-Control` of everything else: pages, Markdown twins, redirects, 404 pages. */
export const REVALIDATE = 'no-cache';

/** The locales served under a prefix (`en`): every locale but the root one. */
export const prefixedLocales: readonly string[] = siteConfig.locales.all.filter(
  (l) => l !== siteConfig.locales.defaultLocale,
);

const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const prefixGroup = (prefixes: readonly string[]): string =>
  prefixes.length === 0 ? '' : `(?:(?:${prefixes.map(escape).join('|')})/)?`;

/**
 * The folders of hashed build output, `assets/` of every locale: the bundler names everything it
 * writes there after its content (`main.1a2b3c4d.js`, `logo-9f8e7d6c5b.svg`, chunks named by
 * their hash alone), so a changed file is a new address and an address never changes.
 */
export function immutablePattern(prefixes: readonly string[] = prefixedLocales): RegExp {
  return new RegExp(`^/${prefixGroup(prefixes)}assets/`);
}

const IMMUTABLE_PATH = immutablePattern();

/** Whether the file at this build-relative path (`assets/js/main.1a2b3c4d.js`) never changes under its name. */
export function isImmutable(relPath: string): boolean {
  return IMMUTABLE_PATH.test(`/${relPath}`);
}

/** The endings of the precompressed copies the post-build step writes beside a file. */
export const PRECOMPRESSED_EXTENSIONS = ['.br', '.gz'] as const;

/**
 * A precompressed copy (`main.js.gz` beside `main.js`) is a representation of its source, sent
 * when Accept-Encoding asks for it, not an address of its own: asked for by name, it is a 404.
 * (A `.gz` file with no source beside it, a download, is an ordinary file.)
 */
export function isPrecompressedCopy(relPath: string, isFile: (rel: string) => boolean): boolean {
  const ext = PRECOMPRESSED_EXTENSIONS.find((e) => relPath.endsWith(e));
  return ext !== undefined && isFile(relPath.slice(0, -ext.length));
}

/** Dotfiles and dot folders (`.env`, `.git/`) of the build are never served. */
export function isHidden(relPath: string): boolean {
  return relPath.split('/').some((segment) => segment.startsWith('.'));
}

/**
 * The nginx `map` blocks of these rules (http level; deploy/nginx.conf includes them). `files`, the
 * build's files (build-relative), give the release redirects their pages.
 */
export function nginxHostingRules(files: readonly string[], prefixes: readonly string[] = prefixedLocales): string {
  const notFound = prefixes.map((p) => `    ~^/${escape(p)}(/|$)  /${p}/404.html;`);
  return [
    '# Written by scripts/post-build.ts from server/hostingRules.ts, the rules the bundled server applies too.',
    '',
    "# Each locale's 404 page (`/en/…` gets the English one, whichever location answered).",
    'map $uri $tessera_not_found_page {',
    ...notFound,
    '    default     /404.html;',
    '}',
    '',
    '# Hashed build output never changes under its name; everything else is revalidated on every use.',
    'map "$status $uri" $tessera_cache_control {',
    `    "~^(200|206|304) ${immutablePattern(prefixes).source.slice(1)}"  "${IMMUTABLE}";`,
    `    default  "${REVALIDATE}";`,
    '}',
    '',
    nginxReleaseMaps(files, prefixes),
  ].join('\n');
}

/** Writes the nginx form of the rules to the build's deploy folder. */
export function writeHostingRules(buildDir: string): string {
  const file = path.join(buildDir, siteConfig.hosting.deployDir, HOSTING_RULES_NGINX);
  fs.mkdirSync(path.dirname(file), {recursive: true});
  const root = path.resolve(buildDir);
  const files = [...buildFiles(root)].map((abs) => path.relative(root, abs).split(path.sep).join('/'));
  fs.writeFileSync(file, nginxHostingRules(files));
  return file;
}
