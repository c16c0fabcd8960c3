/**
 * `npm run bench:mcp`: the documentation MCP server (src/features/mcp) as an
 * assistant uses it, through the SDK's client over stdio, the command the
 * build writes (`<build>/_deploy/mcp`): p50/p95 of each tool, the server's
 * memory (peak resident set), and the size of answers in characters and in
 * tokens (o200k, gpt-tokenizer), over the built site and over a synthetic site
 * of 10,000 pages (the search bench's corpus, ./syntheticCorpus.ts, with its
 * index, twins and llms.txt written to a temporary folder).
 *
 * Flags: `--site <build>` (default build), `--pages N` (synthetic size, default 10000), `--no-synthetic`.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {StdioClientTransport} from '@modelcontextprotocol/sdk/client/stdio.js';
import {countTokens} from 'gpt-tokenizer';
import {siteConfig} from '../../site.config';
import {buildIndex} from '../../src/features/search/plugin/buildIndex';
import {RELEVANCE_CASES} from '../../src/features/search/searchRelevance.cases';
import {API_OPERATIONS_FILE, type ApiOperationRecord} from '../../src/features/mcp/shared/apiOperation';
import {parseLlms} from '../../src/features/mcp/server/site';
import {syntheticCorpus} from './syntheticCorpus';

interface Call {
  readonly tool: string;
  readonly args: Record<string, unknown>;
}

interface ToolFigures {
  readonly tool: string;
  readonly calls: number;
  readonly p50: number;
  readonly p95: number;
  readonly maxChars: number;
  readonly maxTokens: number;
  readonly medianTokens: number;
  readonly errors: number;
}

interface SiteFigures {
  readonly name: string;
  readonly pages: number;
  readonly startMs: number;
  readonly peakRssMb: number;
  readonly tools: readonly ToolFigures[];
}

function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

/** Peak resident set of a process, from /proc (Linux). */
function peakRssMb(pid: number | null | undefined): number {
  if (!pid) return NaN;
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? NaN);
  return kb / 1024;
}

async function measureSite(name: string, root: string, calls: readonly Call[], pages: number): Promise<SiteFigures> {
  const command = path.join(root, siteConfig.hosting.deployDir, siteConfig.mcp.dir, 'tessera-help-mcp.mjs');
  const started = performance.now();
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [command, '--site', root],
    stderr: 'ignore',
  });
  const client = new Client({name: 'bench-mcp', version: '1.0.0'});
  await client.connect(transport);
  await client.listTools();
  const startMs = performance.now() - started;
  const byTool = new Map<string, {ms: number[]; chars: number[]; tokens: number[]; errors: number}>();
  for (const call of calls) {
    const t0 = performance.now();
    const result = await client.callTool({name: call.tool, arguments: call.args});
    const ms = performance.now() - t0;
    const text = ((result.content ?? []) as Array<{text?: string}>).map((c) => c.text ?? '').join('\n');
    let entry = byTool.get(call.tool);
    if (!entry) byTool.set(call.tool, (entry = {ms: [], chars: [], tokens: [], errors: 0}));
    entry.ms.push(ms);
    entry.chars.push(text.length);
    entry.tokens.push(countTokens(text));
    if (result.isError) entry.errors++;
  }
  const rss = peakRssMb(transport.pid);
  await client.close();
  return {
    name,
    pages,
    startMs,
    peakRssMb: rss,
    tools: [...byTool].map(([tool, e]) => ({
      tool,
      calls: e.ms.length,
      p50: percentile(e.ms, 50),
      p95: percentile(e.ms, 95),
      maxChars: Math.max(...e.chars),
      maxTokens: Math.max(...e.tokens),
      medianTokens: percentile(e.tokens, 50),
      errors: e.errors,
    })),
  };
}

/** The calls made on a site: every query given, pages and sections from its catalogue, every operation. */
function callsFor(root: string, queries: Readonly<Record<string, readonly string[]>>): Call[] {
  const calls: Call[] = [];
  for (const [locale, list] of Object.entries(queries))
    for (const query of list)
      calls.push({tool: 'search', args: {query, locale, limit: siteConfig.mcp.searchMaxResults}});
  for (const locale of siteConfig.locales.all) {
    const prefix = locale === siteConfig.locales.defaultLocale ? '' : locale;
    const llms = path.join(root, prefix, 'llms.txt');
    if (!fs.existsSync(llms)) continue;
    const sections = parseLlms(fs.readFileSync(llms, 'utf8'));
    calls.push({tool: 'list_sections', args: {locale}});
    for (const s of sections) calls.push({tool: 'list_sections', args: {locale, section: s.id}});
    const pages = sections.flatMap((s) => s.pages);
    // Every 1 in n pages, about 150 pages a locale.
    const step = Math.max(1, Math.floor(pages.length / 150));
    for (const [i, page] of pages.entries())
      if (i % step === 0) calls.push({tool: 'get_page', args: {address: page.route}});
  }
  const operations = JSON.parse(
    fs.readFileSync(path.join(root, siteConfig.hosting.deployDir, siteConfig.mcp.dir, API_OPERATIONS_FILE), 'utf8'),
  ) as ApiOperationRecord[];
  for (const op of operations) calls.push({tool: 'get_api_operation', args: {operationId: op.operationId}});
  return calls;
}

/**
 * A site folder of the synthetic corpus: its pages spread over the configured sections, each with
 * its twin and llms.txt entry, the search index as the build writes it, and the built site's MCP package.
 */
function writeSyntheticSite(count: number, builtSite: string): {root: string; queries: string[]} {
  const corpus = syntheticCorpus(count);
  const sections = siteConfig.sections;
  const pages = corpus.pages.map((p, i) => ({
    ...p,
    url: `/${sections[i % sections.length]?.routeBasePath ?? 'synthetic'}/synthetic-${i}/`,
  }));
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'mcp-bench-'));
  const {files} = buildIndex('ru', pages, {areas: siteConfig.search.areas});
  for (const [rel, content] of files) {
    fs.mkdirSync(path.dirname(path.join(root, rel)), {recursive: true});
    fs.writeFileSync(path.join(root, rel), content);
  }
  const bySection = new Map<string, string[]>();
  for (const page of pages) {
    const twin = `${page.url.slice(0, -1)}.md`;
    const body = page.sections.map((s) => (s.heading ? `## ${s.heading}\n\n${s.text}` : s.text)).join('\n\n');
    fs.mkdirSync(path.dirname(path.join(root, twin)), {recursive: true});
    fs.writeFileSync(path.join(root, twin), `# ${page.title}\n\n${body}\n`);
    const section = page.url.split('/')[1] ?? '';
    const list = bySection.get(section) ?? [];
    list.push(`- [${page.title}](${siteConfig.url}${twin}): ${page.sections[0]?.text.slice(0, 120) ?? ''}`);
    bySection.set(section, list);
  }
  const llms = [
    '# Synthetic',
    '> 10,000 generated pages.',
    ...[...bySection].map(([section, list]) => `## ${section}\n\n${list.join('\n')}`),
  ].join('\n\n');
  fs.writeFileSync(path.join(root, 'llms.txt'), `${llms}\n`);
  fs.cpSync(
    path.join(builtSite, siteConfig.hosting.deployDir, siteConfig.mcp.dir),
    path.join(root, siteConfig.hosting.deployDir, siteConfig.mcp.dir),
    {recursive: true},
  );
  return {root, queries: corpus.queries};
}

function print(rows: readonly SiteFigures[]): void {
  for (const row of rows) {
    console.log(
      `\n${row.name}: ${row.pages.toLocaleString('en')} pages, server ready in ${row.startMs.toFixed(0)} ms, peak RSS ${row.peakRssMb.toFixed(0)} MB`,
    );
    console.log(
      '| tool | calls | p50 | p95 | largest answer (chars / tokens) | median answer (tokens) | error results |',
    );
    console.log('|---|---|---|---|---|---|---|');
    for (const t of row.tools)
      console.log(
        `| ${t.tool} | ${t.calls} | ${t.p50.toFixed(1)} ms | ${t.p95.toFixed(1)} ms | ${t.maxChars.toLocaleString('en')} / ${t.maxTokens.toLocaleString('en')} | ${t.medianTokens.toLocaleString('en')} | ${t.errors} |`,
      );
  }
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const siteArg = args.indexOf('--site');
  const site = path.resolve(siteArg >= 0 ? (args[siteArg + 1] ?? 'build') : 'build');
  const pagesArg = args.indexOf('--pages');
  const count = pagesArg >= 0 ? Number(args[pagesArg + 1]) : 10_000;
  const rows: SiteFigures[] = [];
  const queries = Object.fromEntries(
    siteConfig.locales.all.map((l) => [l, RELEVANCE_CASES[l].map((c) => c.didYouMean ?? c.query)]),
  );
  const built = callsFor(site, queries);
  const builtPages = siteConfig.locales.all.reduce((n, l) => {
    const file = path.join(site, l === siteConfig.locales.defaultLocale ? '' : l, 'llms.txt');
    return n + (fs.existsSync(file) ? parseLlms(fs.readFileSync(file, 'utf8')).flatMap((s) => s.pages).length : 0);
  }, 0);
  rows.push(await measureSite(`built site (${path.relative(process.cwd(), site) || '.'})`, site, built, builtPages));
  if (!args.includes('--no-synthetic')) {
    const t0 = Date.now();
    const synthetic = writeSyntheticSite(count, site);
    console.log(`Synthetic site of ${count} pages written in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
    try {
      const calls = callsFor(synthetic.root, {ru: synthetic.queries});
      rows.push(await measureSite(`synthetic ${count}`, synthetic.root, calls, count));
    } finally {
      fs.rmSync(synthetic.root, {recursive: true, force: true});
    }
  }
  print(rows);
  const over = rows.flatMap((r) => r.tools.filter((t) => t.maxTokens > 4_000).map((t) => `${r.name} ${t.tool}`));
  if (over.length > 0) {
    console.error(`Answers over 4,000 tokens: ${over.join(', ')}`);
    process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
