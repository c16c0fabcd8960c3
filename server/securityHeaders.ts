/**
 * The security headers both servers send, from one source: the post-build
 * step (`scripts/post-build.ts`) hashes the build's inline scripts into the
 * Content-Security-Policy and writes the headers to `<build>/_deploy/` as JSON
 * (read by the bundled server) and as nginx `add_header` lines (included by
 * deploy/nginx.conf), so both send exactly the same policy.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {buildFiles} from './precompress';
import {siteConfig} from '../site.config';

export const HEADERS_JSON = 'security-headers.json';
export const HEADERS_NGINX = 'security-headers.conf';
/** nginx include of the HTTPS server block only (deploy/nginx.conf). */
export const HSTS_NGINX = 'strict-transport-security.conf';

/** Headers that do not depend on the build. */
export const STATIC_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'SAMEORIGIN',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
};

/** `type` values a browser runs as script; other inline scripts (JSON-LD) are data. */
const SCRIPT_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module']);

/**
 * `sha256-…` sources of the inline scripts of one HTML document, as CSP
 * hashes them: the exact text between the tags.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const attrs = match[1] ?? '';
    if (/\bsrc\s*=/i.test(attrs)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]*)/i.exec(attrs)?.[1]?.toLowerCase() ?? '';
    if (!SCRIPT_TYPES.has(type)) continue;
    hashes.push(
      `'sha256-${crypto
        .createHash('sha256')
        .update(match[2] ?? '', 'utf8')
        .digest('base64')}'`,
    );
  }
  return hashes;
}

/**
 * Inline event-handler attributes and `javascript:` URLs, which a hash
 * cannot allow: the build must not have any.
 */
export function inlineHandlers(html: string): string[] {
  const found = html.match(/<[a-z][^>]*?\s(on[a-z]+\s*=|href\s*=\s*["']?\s*javascript:)[^>]*>/gi) ?? [];
  return found.map((tag) => tag.slice(0, 120));
}

/** Nothing loads from another origin; inline scripts only by hash. */
export function contentSecurityPolicy(scriptHashes: readonly string[]): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${[...scriptHashes].sort().join(' ')}`.trim(),
    // React and the theme set style attributes; styles cannot run code.
    "style-src 'self' 'unsafe-inline'",
    // Protected pages carry their images as data: URLs.
    "img-src 'self' data:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}

export function securityHeaders(scriptHashes: readonly string[]): Record<string, string> {
  return {...STATIC_SECURITY_HEADERS, 'Content-Security-Policy': contentSecurityPolicy(scriptHashes)};
}

/** HSTS, sent by the TLS server only (a browser ignores it over plain HTTP). */
export const STRICT_TRANSPORT_SECURITY = `max-age=${siteConfig.hosting.hstsMaxAgeSeconds}; includeSubDomains`;

/** nginx `add_header … always;` lines for the headers (values never contain `"`). */
export function nginxHeaderLines(headers: Readonly<Record<string, string>>): string {
  return Object.entries(headers)
    .map(([name, value]) => {
      if (/["\\$\n]/.test(value)) throw new Error(`header ${name} has a character nginx would misread: ${value}`);
      return `add_header ${name} "${value}" always;`;
    })
    .join('\n');
}

/** The headers of a build, from the hashes of every inline script of its HTML files. */
export function computeSecurityHeaders(buildDir: string): {
  headers: Record<string, string>;
  hashes: string[];
  pages: number;
} {
  const hashes = new Set<string>();
  const handlers: string[] = [];
  let pages = 0;
  for (const abs of buildFiles(buildDir)) {
    if (!abs.endsWith('.html')) continue;
    const html = fs.readFileSync(abs, 'utf8');
    pages += 1;
    for (const hash of inlineScriptHashes(html)) hashes.add(hash);
    for (const tag of inlineHandlers(html)) handlers.push(`${path.relative(buildDir, abs)}: ${tag}`);
  }
  if (handlers.length > 0) {
    throw new Error(
      `Inline event handlers or javascript: URLs cannot run under the Content-Security-Policy:\n${handlers.slice(0, 10).join('\n')}`,
    );
  }
  const sorted = [...hashes].sort();
  return {headers: securityHeaders(sorted), hashes: sorted, pages};
}

/** Writes the build's headers to its deploy folder: JSON for the bundled server, includes for nginx (HSTS apart: HTTPS only). */
export function writeSecurityHeaders(buildDir: string): {
  headers: Record<string, string>;
  hashes: string[];
  pages: number;
} {
  const result = computeSecurityHeaders(buildDir);
  const out = path.join(buildDir, siteConfig.hosting.deployDir);
  fs.mkdirSync(out, {recursive: true});
  fs.writeFileSync(path.join(out, HEADERS_JSON), `${JSON.stringify(result.headers, null, 2)}\n`);
  fs.writeFileSync(
    path.join(out, HEADERS_NGINX),
    `# Written by scripts/post-build.ts for this build: the inline scripts' hashes\n# change when the build does, so reload nginx after deploying a new build.\n${nginxHeaderLines(result.headers)}\n`,
  );
  fs.writeFileSync(
    path.join(out, HSTS_NGINX),
    `# Written by scripts/post-build.ts from site.config.ts (hosting.hstsMaxAgeSeconds).\n${nginxHeaderLines({'Strict-Transport-Security': STRICT_TRANSPORT_SECURITY})}\n`,
  );
  return result;
}

/**
 * The headers the post-build step wrote for this build. A build it has not
 * run on (`docusaurus build` alone, the benchmarks' stock site) gets them
 * computed here, with a warning.
 */
export function readSecurityHeaders(buildDir: string, warn: (message: string) => void): Record<string, string> {
  const file = path.join(buildDir, siteConfig.hosting.deployDir, HEADERS_JSON);
  if (!fs.existsSync(file)) {
    warn(
      `${file} is missing: the post-build step has not run on this build (\`npx tsx scripts/post-build.ts ${buildDir}\`); computing the headers now, and nothing is precompressed.`,
    );
    return computeSecurityHeaders(buildDir).headers;
  }
  const parsed: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    throw new Error(`${file} is not a JSON object`);
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(parsed)) {
    if (typeof value !== 'string') throw new Error(`${file}: header ${name} is not a string`);
    headers[name] = value;
  }
  if (!headers['Content-Security-Policy']) throw new Error(`${file} has no Content-Security-Policy`);
  return headers;
}
