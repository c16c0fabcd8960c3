/**
 * `npm run bench`: the site's performance figures in one run.
 *   - build time of both locales, cold and warm;
 *   - first-load JS and CSS (raw, gzip) per page type, JS split into
 *     framework, theme, our code and content;
 *   - Lighthouse mobile and desktop (median of --runs, default 3);
 *   - the same for a stock Docusaurus classic site, and the ratio ours/stock;
 *   - the search and decrypt benches where the project has them;
 *   - the budgets of scripts/bench/budgets.ts: exit code 1 when one is exceeded.
 * `npm run bench:budget` (--budget-only) checks the byte budgets on the
 * existing build/ and nothing else; `npm test` runs it after the build.
 * Flags: --skip-build, --no-stock, --no-lighthouse, --runs N, --form mobile|desktop, --keep-stock.
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import type http from 'node:http';
import type {AddressInfo} from 'node:net';
import path from 'node:path';
import {chromium, type Browser} from '@playwright/test';
import {siteConfig} from '../../site.config';
import {CHROMIUM_ARGS, chromePath} from '../chromium';
import {installedVersion} from 'docusaurus-plugin-route-shards/checks';
import {createStaticServer} from '../../server/staticServer';
import {precompressBuild} from '../../server/precompress';
import {benchStatsFile, type BenchStats} from './statsPlugin';
import {budgetFailures} from './budgets';
import {CODE_OWNERS} from './codeOwner';
import {measureFirstLoad, type FirstLoad} from './firstLoad';
import {runLighthouse, type FormFactor, type LighthouseFigures} from './lighthouse';
import {PAGE_TYPES, pagesOf, type PageType} from './pageTypes';
import {createStockSite, removeStockSite, type StockSite} from './stockSite';

const siteDir = path.resolve(__dirname, '../..');
const args = process.argv.slice(2);
const flag = (name: string): boolean => args.includes(name);
const budgetOnly = flag('--budget-only');
const runs = Number(args[args.indexOf('--runs') + 1] ?? 5) || 5;
const buildDir = path.join(siteDir, 'build');
// `--form mobile` (or desktop) audits one form factor only.
const forms: FormFactor[] = flag('--form') ? [args[args.indexOf('--form') + 1] as FormFactor] : ['mobile', 'desktop'];

const kb = (bytes: number): string => (bytes / 1024).toFixed(1);
const pad = (text: string, width: number): string => text.padEnd(width);

function timeBuild(label: string, env: NodeJS.ProcessEnv): number {
  const started = performance.now();
  execFileSync('npx', ['docusaurus', 'build'], {
    cwd: siteDir,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {...process.env, ...env},
  });
  const seconds = (performance.now() - started) / 1000;
  console.log(`  ${pad(label, 28)} ${seconds.toFixed(1)} s`);
  return seconds;
}

async function serve(root: string, localePrefixes: readonly string[]): Promise<{server: http.Server; origin: string}> {
  const server = createStaticServer({root, localePrefixes});
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`};
}

/**
 * The bundle's chunk → module table of the build in `build/`, or null when it
 * is missing or belongs to another build (a `--skip-build` run after a build
 * without BENCH_STATS): then no JS-by-owner split is printed rather than a
 * stale one.
 */
/** A locale's bundle stats (each locale is its own bundle, with its own files under its own folder). */
function readStats(locale: string): BenchStats | null {
  const file = benchStatsFile(path.join(siteDir, '.docusaurus'), locale);
  if (!fs.existsSync(file)) return null;
  const stats = JSON.parse(fs.readFileSync(file, 'utf8')) as BenchStats;
  const localeDir = locale === siteConfig.locales.defaultLocale ? buildDir : path.join(buildDir, locale);
  const jsFiles = stats.chunks.flatMap((c) => c.files).filter((f) => f.endsWith('.js'));
  const matches = jsFiles.length > 0 && jsFiles.every((f) => fs.existsSync(path.join(localeDir, f)));
  if (!matches)
    console.log(
      '  (bundle stats are from another build: JS by owner not shown; run npm run bench without --skip-build)',
    );
  return matches ? stats : null;
}

async function firstLoads(
  browser: Browser,
  root: string,
  pages: Record<PageType, string | null>,
  localePrefixes: readonly string[],
  stats: BenchStats | null,
): Promise<Map<PageType, FirstLoad>> {
  const {server, origin} = await serve(root, localePrefixes);
  const result = new Map<PageType, FirstLoad>();
  try {
    for (const type of PAGE_TYPES) {
      const url = pages[type];
      if (url) result.set(type, await measureFirstLoad(browser, origin, url, root, stats));
    }
  } finally {
    server.close();
  }
  return result;
}

function printFirstLoads(title: string, loads: Map<PageType, FirstLoad>, stock: Map<PageType, FirstLoad> | null): void {
  console.log(`\n${title}`);
  console.log(
    `  ${pad('page type', 15)}${pad('url', 52)}${pad('JS raw', 10)}${pad('JS gzip', 10)}${pad('CSS raw', 10)}${pad('CSS gzip', 10)}${stock ? 'JS gzip / stock article' : ''}`,
  );
  // Every page type against stock's article, the page the budget compares with.
  const other = stock?.get('article');
  for (const [type, load] of loads) {
    const ratio = other ? (load.js.gzip / other.js.gzip).toFixed(2) : '';
    console.log(
      `  ${pad(type, 15)}${pad(load.url, 52)}${pad(kb(load.js.raw), 10)}${pad(kb(load.js.gzip), 10)}${pad(kb(load.css.raw), 10)}${pad(kb(load.css.gzip), 10)}${ratio}`,
    );
    const byOwner = load.jsByOwner;
    if (byOwner) {
      const parts = CODE_OWNERS.map((o) => `${o} ${kb(byOwner[o].gzip)}`).join(', ');
      console.log(`  ${pad('', 15)}JS gzip KB by owner: ${parts}`);
    }
  }
}

async function lighthouseTable(
  title: string,
  origin: string,
  pages: Record<PageType, string | null>,
): Promise<Map<string, LighthouseFigures>> {
  const figures = new Map<string, LighthouseFigures>();
  console.log(`\n${title} (median of ${runs})`);
  console.log(
    `  ${pad('page type', 15)}${pad('form', 9)}${pad('perf', 6)}${pad('a11y', 6)}${pad('bp', 6)}${pad('seo', 6)}${pad('FCP ms', 8)}${pad('LCP ms', 8)}${pad('TBT ms', 8)}CLS`,
  );
  for (const type of PAGE_TYPES) {
    const url = pages[type];
    if (!url) continue;
    for (const form of forms) {
      const f = await runLighthouse(origin + url, form, runs, chromePath);
      figures.set(`${type}/${form}`, f);
      console.log(
        `  ${pad(type, 15)}${pad(form, 9)}${pad(f.performance.toFixed(2), 6)}${pad(f.accessibility.toFixed(2), 6)}${pad(f.bestPractices.toFixed(2), 6)}${pad(f.seo.toFixed(2), 6)}${pad(f.fcpMs.toFixed(0), 8)}${pad(f.lcpMs.toFixed(0), 8)}${pad(f.tbtMs.toFixed(0), 8)}${f.cls.toFixed(3)}`,
      );
      if (f.failing.length) console.log(`  ${pad('', 24)}below 1.00: ${f.failing.join(', ')}`);
    }
  }
  return figures;
}

/** Whether the build was made with docusaurus-plugin-route-shards on: its route shards are in assets/js. */
function routeShardsOn(dir: string): boolean {
  const js = path.join(dir, 'assets/js');
  return fs.existsSync(js) && fs.readdirSync(js).some((file) => file.startsWith('route-shard-'));
}

function runSubBench(script: string): void {
  const pkg = JSON.parse(fs.readFileSync(path.join(siteDir, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  };
  if (!pkg.scripts[script]) return;
  console.log(`\nnpm run ${script}`);
  execFileSync('npm', ['run', '--silent', script], {cwd: siteDir, stdio: 'inherit'});
}

async function main(): Promise<void> {
  const localePrefixes = siteConfig.locales.all.filter((l) => l !== siteConfig.locales.defaultLocale);
  if (!budgetOnly && !flag('--skip-build')) {
    console.log('Build time, both locales');
    execFileSync('npx', ['docusaurus', 'clear'], {cwd: siteDir, stdio: 'ignore'});
    timeBuild('cold (after docusaurus clear)', {BENCH_STATS: '1'});
    timeBuild('warm (caches kept)', {BENCH_STATS: '1'});
    // What `npm run build` does next: the servers send the precompressed copies, so every transfer
    // measured below is the compressed one a reader gets.
    execFileSync('npx', ['tsx', 'scripts/post-build.ts', buildDir], {
      cwd: siteDir,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
  }
  if (!fs.existsSync(path.join(buildDir, 'index.html')))
    throw new Error('No build/ to measure: run `npm run build` first.');

  const browser = await chromium.launch({executablePath: chromePath, args: [...CHROMIUM_ARGS]});
  let stock: StockSite | null = null;
  let failures: string[];
  try {
    // Every page type in every locale: the root locale's tree, then each prefixed one.
    const locales = ['', ...localePrefixes];
    const pagesByLocale = locales.map((prefix) => ({
      label: prefix || siteConfig.locales.defaultLocale,
      pages: pagesOf(buildDir, prefix),
    }));
    const ours: Array<{label: string; loads: Map<PageType, FirstLoad>}> = [];
    for (const {label, pages} of pagesByLocale) {
      ours.push({
        label,
        loads: await firstLoads(browser, buildDir, pages, localePrefixes, budgetOnly ? null : readStats(label)),
      });
    }
    let stockLoads: Map<PageType, FirstLoad> | null = null;
    if (!budgetOnly && !flag('--no-stock')) {
      const version = installedVersion(siteDir, '@docusaurus/core');
      stock = createStockSite(siteDir, version);
      console.log(`  stock build: ${stock.buildSeconds.toFixed(1)} s (one locale)`);
      // Stock is served compressed too, as any host would serve it: the comparison is of pages, not of servers.
      await precompressBuild(stock.buildDir, {minBytes: siteConfig.hosting.precompressMinBytes, skipDirs: []});
      stockLoads = await firstLoads(browser, stock.buildDir, stock.pages, [], null);
      printFirstLoads('First-load JS and CSS, stock Docusaurus classic (KB)', stockLoads, null);
    }
    for (const {label, loads} of ours)
      printFirstLoads(`First-load JS and CSS, Tessera Help, ${label} (KB)`, loads, stockLoads);

    if (!budgetOnly && !flag('--no-lighthouse')) {
      const {server, origin} = await serve(buildDir, localePrefixes);
      try {
        for (const {label, pages} of pagesByLocale)
          await lighthouseTable(`Lighthouse, Tessera Help, ${label}`, origin, pages);
      } finally {
        server.close();
      }
      if (stock) {
        const s = await serve(stock.buildDir, []);
        try {
          await lighthouseTable('Lighthouse, stock Docusaurus classic', s.origin, stock.pages);
        } finally {
          s.server.close();
        }
      }
    }
    if (!budgetOnly) {
      runSubBench('bench:search');
      runSubBench('bench:decrypt');
    }
    failures = ours.flatMap(({label, loads}) => budgetFailures(loads, stockLoads).map((f) => `${label}: ${f}`));
  } finally {
    await browser.close();
    if (stock && !flag('--keep-stock')) removeStockSite(stock);
  }

  console.log('\nBudgets (scripts/bench/budgets.ts)');
  if (failures.length) {
    if (!routeShardsOn(buildDir))
      console.log(
        '  the route-shards plugin is off in this build (no route shard in assets/js: TESSERA_ROUTE_SHARDS=off or `enabled: false`);\n' +
          '  the budgets assume it on: without it every page carries the routes and chunk names of the whole site',
      );
    for (const f of failures) console.log(`  over budget: ${f}`);
    process.exitCode = 1;
  } else {
    console.log('  all within budget');
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
