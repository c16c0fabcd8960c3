/**
 * First-load JavaScript and CSS of a page: every script and stylesheet the
 * browser fetches from the site until the page has hydrated and the network
 * has gone quiet, without any interaction. Sizes come from the build's files (raw and gzip
 * -9), so the figure does not depend on the server's compression.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type {Browser} from '@playwright/test';
import {CODE_OWNERS, codeOwner, type CodeOwner} from './codeOwner';
import type {BenchModule, BenchStats} from './statsPlugin';

export interface Bytes {
  raw: number;
  gzip: number;
}

export interface FirstLoad {
  readonly url: string;
  readonly status: number;
  readonly js: Bytes;
  readonly css: Bytes;
  /** Files fetched, relative to the build folder. */
  readonly files: readonly string[];
  /** JS split by owner when the build's bundle stats are available. */
  readonly jsByOwner: Record<CodeOwner, Bytes> | null;
}

const zero = (): Bytes => ({raw: 0, gzip: 0});

export function fileBytes(file: string): Bytes {
  const data = fs.readFileSync(file);
  return {raw: data.length, gzip: zlib.gzipSync(data, {level: 9}).length};
}

export async function measureFirstLoad(
  browser: Browser,
  origin: string,
  urlPath: string,
  buildDir: string,
  stats: BenchStats | null,
): Promise<FirstLoad> {
  const context = await browser.newContext();
  // Pages open as for a reader who already answered the language offer.
  await context.addInitScript(() => window.localStorage.setItem('tessera.localeChoice', 'dismissed'));
  const page = await context.newPage();
  const fetched = new Set<string>();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin === origin && ['script', 'stylesheet'].includes(request.resourceType())) fetched.add(url.pathname);
  });
  const response = await page.goto(origin + urlPath, {waitUntil: 'load', timeout: 120_000});
  // On a loaded machine the network can go quiet before the main bundle has asked for the page's
  // chunks: what counts is what the page fetched until React had taken it over and all went quiet.
  await page.waitForSelector('html[data-has-hydrated="true"]', {state: 'attached', timeout: 60_000});
  await page.waitForLoadState('networkidle', {timeout: 120_000});
  await context.close();

  const js = zero();
  const css = zero();
  const jsByOwner = stats
    ? (Object.fromEntries(CODE_OWNERS.map((o) => [o, zero()])) as Record<CodeOwner, Bytes>)
    : null;
  const files: string[] = [];
  for (const pathname of [...fetched].sort()) {
    const rel = decodeURIComponent(pathname).replace(/^\//, '');
    const abs = path.join(buildDir, rel);
    if (!fs.existsSync(abs)) continue;
    files.push(rel);
    const bytes = fileBytes(abs);
    const total = rel.endsWith('.css') ? css : js;
    total.raw += bytes.raw;
    total.gzip += bytes.gzip;
    if (jsByOwner && !rel.endsWith('.css') && stats) {
      for (const [owner, share] of ownerShares(stats, path.basename(rel))) {
        jsByOwner[owner].raw += bytes.raw * share;
        jsByOwner[owner].gzip += bytes.gzip * share;
      }
    }
  }
  return {url: urlPath, status: response?.status() ?? 0, js, css, files, jsByOwner};
}

/** The share of a bundle file's bytes owned by framework, theme, our code and content (by module source size). */
export function ownerShares(stats: BenchStats, fileName: string): Map<CodeOwner, number> {
  const sizes = new Map<CodeOwner, number>();
  const add = (m: BenchModule): void => {
    if (m.modules?.length) {
      m.modules.forEach(add);
      return;
    }
    const owner = codeOwner(m.name);
    sizes.set(owner, (sizes.get(owner) ?? 0) + m.size);
  };
  for (const chunk of stats.chunks) {
    if (chunk.files.some((f) => path.basename(f) === fileName)) chunk.modules.forEach(add);
  }
  const total = [...sizes.values()].reduce((a, b) => a + b, 0);
  // A file the stats do not describe (e.g. copied static JS) is counted as ours.
  if (total === 0) return new Map([['ours', 1]]);
  return new Map([...sizes].map(([owner, size]) => [owner, size / total]));
}
