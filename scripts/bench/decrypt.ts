/**
 * `npm run bench:decrypt` (run by `npm run bench`): how long unlocking a
 * protected page takes at the default bcrypt cost (10, `encryption.defaultCost` in site.config.ts).
 *   - Node: bcrypt → HKDF → unwrap → AES-GCM decrypt of a page-sized payload;
 *   - Chromium: the demo page of build/ (`/demo/encrypt/`), typing its
 *     password: submit → content shown, from the page's own
 *     `tessera-unlock` performance measure, plus the bytes of the on-demand
 *     bcryptjs chunk. Median of --runs (default 5).
 */
import fs from 'node:fs';
import type {AddressInfo} from 'node:net';
import path from 'node:path';
import zlib from 'node:zlib';
import bcrypt from 'bcryptjs';
import {chromium} from '@playwright/test';
import {siteConfig} from '../../site.config';
import {CHROMIUM_ARGS, chromePath} from '../chromium';
import {createStaticServer} from '../../server/staticServer';
import {decryptContent, unlockWithPassword} from '../../src/features/encrypt/shared/crypto';
import {sealPage} from '../../src/features/encrypt/plugin/seal';

const args = process.argv.slice(2);
const runs = Number(args[args.indexOf('--runs') + 1] ?? 5) || 5;
const siteDir = path.resolve(__dirname, '../..');
const buildDir = path.join(siteDir, 'build');
const DEMO_PATH = '/demo/encrypt/';
const DEMO_PASSWORD = 'tessera-demo';
const cost = siteConfig.encryption.defaultCost;

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
};

async function nodeUnlock(): Promise<number[]> {
  // About the size of a long article: 60 KB of HTML.
  const html = '<p>'.concat(
    'Допуск на пересечение задаётся в миллиметрах для каждой ячейки матрицы. '.repeat(450),
    '</p>',
  );
  const payload = await sealPage({html, toc: []}, DEMO_PATH, [
    {password: DEMO_PASSWORD, cost, salt: null, origin: 'bench'},
  ]);
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    const unlocked = await unlockWithPassword(bcrypt, payload, DEMO_PASSWORD);
    if (!unlocked) throw new Error('bench: the password did not open its own payload');
    await decryptContent(payload, unlocked.contentKey, DEMO_PATH);
    times.push(performance.now() - started);
  }
  return times;
}

async function browserUnlock(): Promise<{times: number[]; chunk: {raw: number; gzip: number} | null}> {
  const localePrefixes = siteConfig.locales.all.filter((l) => l !== siteConfig.locales.defaultLocale);
  const server = createStaticServer({root: buildDir, localePrefixes});
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const browser = await chromium.launch({executablePath: chromePath, args: [...CHROMIUM_ARGS]});
  const times: number[] = [];
  let chunk: {raw: number; gzip: number} | null = null;
  try {
    for (let i = 0; i < runs; i++) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const scripts: string[] = [];
      await page.goto(origin + DEMO_PATH, {waitUntil: 'networkidle'});
      page.on('request', (r) => {
        if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
      });
      await page.getByPlaceholder('Введите пароль').fill(DEMO_PASSWORD);
      await page.getByPlaceholder('Введите пароль').press('Enter');
      await page.getByTestId('protected-content').waitFor();
      times.push(await page.evaluate(() => performance.getEntriesByName('tessera-unlock').at(-1)?.duration ?? NaN));
      // The scripts fetched on submit: bcryptjs, loaded on demand.
      if (i === 0 && scripts.length) {
        const bytes = scripts.map((s) => fs.readFileSync(path.join(buildDir, s)));
        chunk = {
          raw: bytes.reduce((n, b) => n + b.length, 0),
          gzip: bytes.reduce((n, b) => n + zlib.gzipSync(b, {level: 9}).length, 0),
        };
      }
      await context.close();
    }
  } finally {
    await browser.close();
    server.close();
  }
  return {times, chunk};
}

async function main(): Promise<void> {
  console.log(`Unlock time of a protected page at the default bcrypt cost ${cost} (median of ${runs})`);
  const node = await nodeUnlock();
  console.log(
    `  Node ${process.versions.node.padEnd(22)} ${median(node).toFixed(0)} ms  (bcrypt + HKDF + unwrap + decrypt of 60 KB; runs: ${node.map((t) => t.toFixed(0)).join(', ')})`,
  );
  if (!fs.existsSync(path.join(buildDir, DEMO_PATH, 'index.html'))) {
    console.log(`  Chromium: skipped, build/ has no ${DEMO_PATH} (run \`npm run build\`)`);
    return;
  }
  const {times, chunk} = await browserUnlock();
  console.log(
    `  Chromium ${DEMO_PATH.padEnd(22)} ${median(times).toFixed(0)} ms  (submit → content shown, fresh context each run, so incl. fetching bcryptjs; runs: ${times.map((t) => t.toFixed(0)).join(', ')})`,
  );
  if (chunk)
    console.log(
      `  on-demand scripts at submit: ${(chunk.raw / 1024).toFixed(1)} KB raw, ${(chunk.gzip / 1024).toFixed(1)} KB gzip (not part of first load)`,
    );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
