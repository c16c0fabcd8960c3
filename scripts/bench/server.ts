/**
 * `npm run bench:server`: the bundled server (`npm run serve`) under load, on
 * the existing `build/`. For a page, a hashed asset and a 404, each against a
 * freshly started server process: a cold run (the process's first 2,000
 * requests) and a warm run (the next 2,000), at 50 connections, as a browser
 * asks (Accept-Encoding: br, gzip). Then, on another fresh process, the flood
 * that once exhausted the server: 400 concurrent repeated-slash variants of
 * one asset, with the process's memory before and after and an ordinary
 * page's latency meanwhile. Each route is also measured against a bare
 * server sending the same bytes from memory, the floor of what the machine
 * can show. Exits 1 when a target of `scripts/bench/budgets.ts`
 * (`serverTargets`) is missed.
 *
 * autocannon reports no 95th percentile, so the latencies are taken from its
 * per-response event and the percentiles computed here.
 */
import {spawn, type ChildProcess} from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import autocannon from 'autocannon';
import {serverTargets} from './budgets';

const siteDir = path.resolve(__dirname, '../..');
const buildDir = path.join(siteDir, 'build');
const CONNECTIONS = 50;
const REQUESTS_PER_RUN = 2000;
const FLOOD_REQUESTS = 400;
const BROWSER_HEADERS = {'accept-encoding': 'br, gzip'};

interface Served {
  readonly child: ChildProcess;
  readonly pid: number;
  readonly origin: string;
}

/** `scripts/serve.ts` in its own Node process (not tsx's wrapper), so its memory is the server's alone. */
async function startServer(): Promise<Served> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(siteDir, 'scripts/serve.ts'), buildDir], {
    cwd: siteDir,
    env: {...process.env, PORT: '0', HOST: '127.0.0.1'},
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return waitForOrigin(child);
}

/** The origin a started server process prints (`http://localhost:<port>/`). */
async function waitForOrigin(child: ChildProcess): Promise<Served> {
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  for (let i = 0; i < 600; i += 1) {
    const port = /localhost:(\d+)\//.exec(output)?.[1];
    if (port && child.pid !== undefined) return {child, pid: child.pid, origin: `http://127.0.0.1:${port}`};
    if (child.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGTERM');
  throw new Error(`the server did not start: ${output}`);
}

/**
 * The floor of the measurement: a bare Node server in its own process writing
 * the same bytes from memory with the same status, and nothing else. On a
 * small machine the load generator and the loopback cap what any server can
 * show for a large response; the bundled server is judged against that floor
 * as well as against the fixed target.
 */
async function startFloorServer(file: string, status: number): Promise<Served> {
  const code = `
    const fs = require('node:fs');
    const body = fs.readFileSync(${JSON.stringify(file)});
    const server = require('node:http').createServer((req, res) => {
      res.writeHead(${status}, {'content-type': 'application/octet-stream', 'content-encoding': 'br', 'content-length': body.length});
      res.end(body);
    });
    server.listen(0, '127.0.0.1', () => console.log('http://localhost:' + server.address().port + '/'));`;
  const child = spawn(process.execPath, ['-e', code], {stdio: ['ignore', 'pipe', 'pipe']});
  return waitForOrigin(child);
}

async function stopServer({child}: Served): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** Resident memory of a process, MB (Linux's /proc). */
function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1]);
  if (!Number.isFinite(kb)) throw new Error(`no VmRSS for process ${pid}`);
  return kb / 1024;
}

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

interface RunResult {
  readonly p50: number;
  readonly p95: number;
  readonly p99: number;
  readonly requestsPerSecond: number;
  /** Connection errors, timeouts and answers of another status than expected. */
  readonly errors: number;
}

function load(url: string, expectedStatus: number): Promise<RunResult> {
  return new Promise((resolve, reject) => {
    const latencies: number[] = [];
    let wrongStatus = 0;
    const instance = autocannon(
      {url, connections: CONNECTIONS, amount: REQUESTS_PER_RUN, headers: BROWSER_HEADERS, timeout: 10},
      (error, result) => {
        if (error) {
          reject(error);
          return;
        }
        latencies.sort((a, b) => a - b);
        resolve({
          p50: percentile(latencies, 50),
          p95: percentile(latencies, 95),
          p99: percentile(latencies, 99),
          requestsPerSecond: latencies.length / (result.duration || 1),
          errors: result.errors + result.timeouts + wrongStatus,
        });
      },
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      latencies.push(responseTime);
      if (statusCode !== expectedStatus) wrongStatus += 1;
    });
  });
}

function timedGet(url: string): Promise<{status: number; ms: number}> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const request = http.get(url, {agent: false, headers: BROWSER_HEADERS}, (response) => {
      response.resume();
      response.on('end', () => resolve({status: response.statusCode ?? 0, ms: performance.now() - started}));
    });
    request.on('error', reject);
  });
}

/** The main bundle: an asset every page loads. */
function mainAsset(): string {
  const dir = path.join(buildDir, 'assets/js');
  const main = fs.readdirSync(dir).find((name) => /^main\.[0-9a-f]+\.js$/.test(name));
  if (!main) throw new Error(`${dir} has no main.<hash>.js: run \`npm run build\` first`);
  return `/assets/js/${main}`;
}

const ms = (n: number): string => n.toFixed(1);

async function floorOf(file: string, status: number): Promise<RunResult> {
  const floor = await startFloorServer(file, status);
  try {
    return await load(floor.origin, status);
  } finally {
    await stopServer(floor);
  }
}

async function main(): Promise<void> {
  if (!fs.existsSync(path.join(buildDir, '_deploy/security-headers.json'))) {
    throw new Error(`${buildDir} has no post-build output: run \`npm run build\` first`);
  }
  const asset = mainAsset();
  // Each route with the brotli file the server sends for it, which the floor server sends too.
  const routes = [
    {name: 'page', target: '/control/control-guide/', file: 'control/control-guide/index.html.br', status: 200},
    {name: 'asset', target: asset, file: `${asset.slice(1)}.br`, status: 200},
    {name: '404', target: '/no-such-page/', file: '404.html.br', status: 404},
  ] as const;
  const failures: string[] = [];
  const rows: string[] = [];
  const floors: string[] = [];
  let totalRequests = 0;
  let maxGrowth = 0;

  for (const route of routes) {
    const served = await startServer();
    try {
      const url = served.origin + route.target;
      const before = rssMb(served.pid);
      const cold = await load(url, route.status);
      const warm = await load(url, route.status);
      const after = rssMb(served.pid);
      totalRequests += 2 * REQUESTS_PER_RUN;
      maxGrowth = Math.max(maxGrowth, after - before);
      rows.push(
        `| ${route.name} | ${ms(cold.p50)} / ${ms(cold.p95)} / ${ms(cold.p99)} | ${Math.round(cold.requestsPerSecond)} | ` +
          `${ms(warm.p50)} / ${ms(warm.p95)} / ${ms(warm.p99)} | ${Math.round(warm.requestsPerSecond)} | ${cold.errors + warm.errors} | ${before.toFixed(0)} → ${after.toFixed(0)} |`,
      );
      if (cold.errors + warm.errors > serverTargets.errors)
        failures.push(`${route.name}: ${cold.errors + warm.errors} errors`);
      const floor = await floorOf(path.join(buildDir, route.file), route.status);
      floors.push(
        `| ${route.name} | ${(fs.statSync(path.join(buildDir, route.file)).size / 1024).toFixed(1)} | ${ms(floor.p50)} / ${ms(floor.p95)} / ${ms(floor.p99)} | ${Math.round(floor.requestsPerSecond)} |`,
      );
      const allowed = Math.max(serverTargets.coldP95Ms, floor.p95 * serverTargets.overFloor);
      if (cold.p95 > allowed)
        failures.push(
          `${route.name}: cold p95 ${ms(cold.p95)} ms > ${ms(allowed)} ms (${serverTargets.coldP95Ms} ms, or ${serverTargets.overFloor}× the floor's ${ms(floor.p95)} ms)`,
        );
      if (after - before > serverTargets.memoryGrowthMb)
        failures.push(
          `${route.name}: memory grew ${(after - before).toFixed(0)} MB > ${serverTargets.memoryGrowthMb} MB`,
        );
    } finally {
      await stopServer(served);
    }
  }

  // The repeated-slash flood, on a fresh process warmed by one request.
  const served = await startServer();
  let flood: {before: number; after: number; seconds: number; statuses: string; pageMs: number};
  try {
    await timedGet(`${served.origin}/`);
    const before = rssMb(served.pid);
    const started = performance.now();
    const variants = Array.from({length: FLOOD_REQUESTS}, (_, i) =>
      timedGet(`${served.origin}${asset.replace('/js/', `/js/${'/'.repeat(i + 1)}`)}`),
    );
    const page = timedGet(`${served.origin}/control/control-guide/`);
    const answers = await Promise.all(variants);
    const seconds = (performance.now() - started) / 1000;
    const pageMs = (await page).ms;
    const after = rssMb(served.pid);
    const counts = new Map<number, number>();
    for (const a of answers) counts.set(a.status, (counts.get(a.status) ?? 0) + 1);
    flood = {before, after, seconds, pageMs, statuses: [...counts].map(([s, n]) => `${n}× ${s}`).join(', ')};
    if ([...counts.keys()].some((s) => s !== 301))
      failures.push(`repeated slashes: answers ${flood.statuses}, expected 301 only`);
    if (after - before > serverTargets.memoryGrowthMb)
      failures.push(
        `repeated slashes: memory grew ${(after - before).toFixed(0)} MB > ${serverTargets.memoryGrowthMb} MB`,
      );
  } finally {
    await stopServer(served);
  }

  console.log(
    `\nBundled server, ${CONNECTIONS} connections, ${REQUESTS_PER_RUN} requests per run (${totalRequests} in all), Accept-Encoding: br, gzip`,
  );
  console.log(
    `Latency in ms (p50 / p95 / p99); each route on a fresh process: cold = its first ${REQUESTS_PER_RUN} requests, warm = the next ${REQUESTS_PER_RUN}.\n`,
  );
  console.log('| route | cold p50 / p95 / p99 | cold req/s | warm p50 / p95 / p99 | warm req/s | errors | RSS MB |');
  console.log('|---|---|---|---|---|---|---|');
  for (const row of rows) console.log(row);
  console.log(`\nThe floor: a bare Node server writing the same brotli bytes from memory, same load (cold run):\n`);
  console.log('| route | KB sent | p50 / p95 / p99 | req/s |');
  console.log('|---|---|---|---|');
  for (const row of floors) console.log(row);
  console.log(
    `\n${FLOOD_REQUESTS} concurrent repeated-slash variants of ${asset}: ${flood.statuses} in ${flood.seconds.toFixed(2)} s; ` +
      `RSS ${flood.before.toFixed(0)} → ${flood.after.toFixed(0)} MB; a page meanwhile took ${ms(flood.pageMs)} ms.`,
  );
  console.log(`Largest memory growth of a route's runs: ${maxGrowth.toFixed(0)} MB.`);
  console.log(
    `Targets (scripts/bench/budgets.ts): ${serverTargets.errors} errors, cold p95 under ${serverTargets.coldP95Ms} ms ` +
      `(or within ${serverTargets.overFloor}× of the floor where the floor itself is higher), memory growth under ${serverTargets.memoryGrowthMb} MB.`,
  );
  if (failures.length > 0) {
    console.error(`\nbench:server missed its targets:\n  ${failures.join('\n  ')}`);
    process.exit(1);
  }
  console.log('All targets met.');
}

main().catch((error: unknown) => {
  console.error(`[bench:server] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
