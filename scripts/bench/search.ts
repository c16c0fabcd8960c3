/**
 * `npm run bench:search`: search index figures (src/features/search/README.md).
 *
 * For each locale of the real build (`build/`, run `npm run build` first) and
 * for a synthetic corpus of 10,000 generated Russian pages: index bytes (raw
 * and gzip), bytes a first query downloads with a cold cache (gzip, manifest
 * included; snippets of the result pages on screen, and of all ten once scrolled), and query latency (median, p95) of the engine with its shards
 * loaded, the work the worker does per keystroke.
 *
 * Then, in Chromium over the served build, the time from opening the modal and
 * from the last keystroke to the first result on screen, cold cache
 * (searchInBrowser.ts), and the same under "Slow 4G" network emulation from
 * the reader's approach to the search button, with the index requests counted.
 *
 * Flags: `--pages N` (synthetic corpus size, default 10000), `--no-synthetic`,
 * `--no-browser`, `--no-compare` (skip the MiniSearch comparison, miniSearchCompare.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {buildIndex} from '../../src/features/search/plugin/buildIndex';
import {SearchEngine} from '../../src/features/search/shared/engine';
import {MANIFEST_FILE, type Manifest} from '../../src/features/search/shared/format';
import {siteConfig} from '../../site.config';
import {syntheticCorpus} from './syntheticCorpus';
import {SLOW_4G, coldQueries, slowNetworkQueries} from './searchInBrowser';
import {measureMiniSearch, type MiniSearchFigures} from './miniSearchCompare';

const args = process.argv.slice(2);
/**
 * Result pages a reader sees without scrolling, whose snippets the modal loads once typing pauses
 * (more load as the reader scrolls): measured in Chromium, a 1280 × 720, a 1440 × 900 and a
 * 390 × 844 window load the text of three or four pages for a first query.
 */
const PAGES_ON_SCREEN = 4;
const pageCount = Number(args[args.indexOf('--pages') + 1]) || 10_000;
const gzip = (body: string | Buffer): number => zlib.gzipSync(body, {level: 9}).length;
const kb = (bytes: number): string => (bytes / 1024).toFixed(1);

interface Figures {
  readonly name: string;
  readonly pages: number;
  readonly sections: number;
  readonly files: number;
  readonly raw: number;
  readonly gz: number;
  readonly firstQueryMedian: number;
  readonly firstQueryMax: number;
  /** The same when the reader scrolls through all ten result pages (their snippets load too). */
  readonly scrolledMax: number;
  /** Index files a first query fetches before its results show, manifest included (median / max). */
  readonly requestsMedian: number;
  readonly requestsMax: number;
  /** Index files a first query fetches in all, snippets' text included (median / max). */
  readonly allRequestsMedian: number;
  readonly allRequestsMax: number;
  readonly latencyMedian: number;
  readonly latencyP95: number;
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

async function measure(name: string, files: ReadonlyMap<string, string>, queries: readonly string[]): Promise<Figures> {
  const gzSize = new Map<string, number>();
  let raw = 0;
  let gz = 0;
  for (const [file, body] of files) {
    const size = gzip(body);
    gzSize.set(file, size);
    raw += Buffer.byteLength(body);
    gz += size;
  }
  const parsed = new Map<string, unknown>();
  const load = async (file: string): Promise<unknown> => {
    let hit = parsed.get(file);
    if (hit === undefined) {
      const body = files.get(file);
      if (body === undefined) throw new Error(`missing ${file}`);
      parsed.set(file, (hit = JSON.parse(body)));
    }
    return hit;
  };
  // Cold: a fresh engine per query, counting what it fetches (the reader's first query).
  const firstQuery: number[] = [];
  const scrolled: number[] = [];
  const requests: number[] = [];
  const allRequests: number[] = [];
  for (const query of queries) {
    let bytes = 0;
    const fetched = new Set<string>();
    const engine = new SearchEngine((file) => {
      bytes += gzSize.get(file) ?? 0;
      fetched.add(file);
      return load(file);
    });
    // As the modal asks: suggestions and results with the snippets at hand, then, once typing
    // pauses, the snippets of the pages on screen.
    await Promise.all([engine.search(query, {snippets: 'loaded'}), engine.suggest(query)]);
    requests.push(fetched.size);
    await engine.search(query, {snippets: 'wait', snippetPages: PAGES_ON_SCREEN});
    firstQuery.push(bytes);
    allRequests.push(fetched.size);
    await engine.search(query);
    scrolled.push(bytes);
  }
  // Warm: one engine, every query typed letter by letter as the modal sends it.
  const engine = new SearchEngine(load);
  for (const q of queries) await engine.search(q);
  const latency: number[] = [];
  for (const query of queries) {
    for (let i = 2; i <= query.length; i++) {
      const prefix = query.slice(0, i);
      const started = performance.now();
      await engine.suggest(prefix);
      await engine.search(prefix);
      latency.push(performance.now() - started);
    }
  }
  const manifest = JSON.parse(files.get(MANIFEST_FILE) ?? '{}') as Manifest;
  return {
    name,
    pages: manifest.pages,
    sections: manifest.sections,
    files: files.size,
    raw,
    gz,
    firstQueryMedian: percentile(firstQuery, 50),
    firstQueryMax: Math.max(...firstQuery),
    scrolledMax: Math.max(...scrolled),
    requestsMedian: percentile(requests, 50),
    requestsMax: Math.max(...requests),
    allRequestsMedian: percentile(allRequests, 50),
    allRequestsMax: Math.max(...allRequests),
    latencyMedian: percentile(latency, 50),
    latencyP95: percentile(latency, 95),
  };
}

function readBuiltIndex(dir: string): Map<string, string> {
  const files = new Map<string, string>();
  files.set(MANIFEST_FILE, fs.readFileSync(path.join(dir, MANIFEST_FILE), 'utf8'));
  const shardDir = path.join(dir, 'assets', 'search');
  // The post-build step's .br/.gz copies are not shards.
  for (const name of fs.readdirSync(shardDir).filter((n) => !/\.(br|gz)$/.test(n)))
    files.set(`assets/search/${name}`, fs.readFileSync(path.join(shardDir, name), 'utf8'));
  return files;
}

const REAL_QUERIES: Record<string, readonly string[]> = {
  ru: [
    'коллизии',
    'матрица коллизий',
    'допуск',
    'импорт ifc',
    'отчет excel',
    'токен доступа',
    'роли и права',
    'power bi',
    'дерево свойств',
    'шаблон отчёта',
    'каталог расценок',
    'колизия',
    'прокси сервер',
    'синхронизация моделей',
  ],
  en: [
    'collision',
    'before start',
    'SceneManager',
    'clipping planes',
    'token',
    'odata export',
    'measure distance',
    'picker',
    'render settings',
    'getting started',
  ],
};

function print(rows: readonly Figures[]): void {
  const head = [
    'index',
    'pages',
    'sections',
    'files',
    'raw KB',
    'gzip KB',
    '1st query KB (median/max)',
    'scrolled to the 10th page KB (max)',
    '1st results files (median/max)',
    'with snippets files (median/max)',
    'latency ms (median/p95)',
  ];
  console.log(head.join(' | '));
  for (const r of rows) {
    console.log(
      [
        r.name,
        r.pages,
        r.sections,
        r.files,
        kb(r.raw),
        kb(r.gz),
        `${kb(r.firstQueryMedian)} / ${kb(r.firstQueryMax)}`,
        kb(r.scrolledMax),
        `${r.requestsMedian} / ${r.requestsMax}`,
        `${r.allRequestsMedian} / ${r.allRequestsMax}`,
        `${r.latencyMedian.toFixed(2)} / ${r.latencyP95.toFixed(2)}`,
      ].join(' | '),
    );
  }
}

async function main(): Promise<void> {
  const rows: Figures[] = [];
  let mini: MiniSearchFigures | null = null;
  const buildDir = path.resolve('build');
  for (const locale of siteConfig.locales.all) {
    const dir = locale === siteConfig.locales.defaultLocale ? buildDir : path.join(buildDir, locale);
    if (!fs.existsSync(path.join(dir, MANIFEST_FILE))) {
      console.warn(`No search index in ${dir}: run \`npm run build\` first.`);
      continue;
    }
    rows.push(await measure(`site ${locale}`, readBuiltIndex(dir), REAL_QUERIES[locale] ?? []));
  }
  if (!args.includes('--no-synthetic')) {
    const started = Date.now();
    const corpus = syntheticCorpus(pageCount);
    // The synthetic corpus is Russian text (./syntheticCorpus.ts), indexed as the Russian site's pages are.
    const {files} = buildIndex('ru', corpus.pages);
    console.log(`Synthetic corpus: ${pageCount} pages indexed in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    rows.push(await measure(`synthetic ${pageCount}`, files, corpus.queries));
    if (!args.includes('--no-compare'))
      mini = measureMiniSearch(`MiniSearch, synthetic ${pageCount}`, corpus.pages, corpus.queries);
  }
  print(rows);
  if (mini) {
    console.log(
      `\nFor comparison, ${mini.name} (${mini.sections} sections, one serialized index, built in ${mini.buildSeconds.toFixed(1)} s):`,
    );
    console.log(
      `first query downloads the whole index: ${kb(mini.gzipBytes)} KB gzip; latency per keystroke ${mini.latencyMedian.toFixed(2)} / ${mini.latencyP95.toFixed(2)} ms (median / p95)`,
    );
  }
  if (!args.includes('--no-browser') && rows.some((r) => r.name.startsWith('site'))) {
    const cold = await coldQueries(buildDir, {
      ru: REAL_QUERIES.ru?.slice(0, 6) ?? [],
      en: REAL_QUERIES.en?.slice(0, 4) ?? [],
    });
    console.log('\nFirst result on screen in Chromium, cold cache (ms; includes the 150 ms search delay):');
    console.log('locale | query | from Ctrl+K | from last keystroke');
    for (const c of cold)
      console.log(`${c.locale} | ${c.query} | ${c.fromOpen.toFixed(0)} | ${c.fromLastKey.toFixed(0)}`);
    const fromKey = cold.map((c) => c.fromLastKey);
    console.log(
      `median ${percentile(fromKey, 50).toFixed(0)} ms, max ${Math.max(...fromKey).toFixed(0)} ms from the last keystroke; median ${percentile(
        cold.map((c) => c.fromOpen),
        50,
      ).toFixed(0)} ms from Ctrl+K`,
    );

    const slow = await slowNetworkQueries(buildDir, {
      ru: REAL_QUERIES.ru?.slice(0, 4) ?? [],
      en: REAL_QUERIES.en?.slice(0, 3) ?? [],
    });
    console.log(
      `\nSlow 4G (${SLOW_4G.label}), cold cache: the reader moves to the search button, clicks it and types (${SLOW_4G.keyDelayMs} ms a key):`,
    );
    console.log('locale | query | first result after last keystroke, ms | index requests before it | with snippets');
    for (const c of slow)
      console.log(
        `${c.locale} | ${c.query} | ${c.fromLastKey.toFixed(0)} | ${c.indexRequests} | ${c.allIndexRequests}`,
      );
    const slowKey = slow.map((c) => c.fromLastKey);
    console.log(
      `median ${percentile(slowKey, 50).toFixed(0)} ms, max ${Math.max(...slowKey).toFixed(0)} ms (target 2,500 ms); index requests before the first result max ${Math.max(...slow.map((c) => c.indexRequests))} (target 4), with snippets max ${Math.max(...slow.map((c) => c.allIndexRequests))}`,
    );
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
