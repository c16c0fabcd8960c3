/**
 * `npm run bench:server`: the bundled server (`npm run serve`) under load, on
 * the existing `build/`. For a page, a hashed asset and a 404, each against a
 * freshly started server process: a cold run (the process's first 2,000
 * requests) and a warm run (the next 2,000), at 50 connections, as a browser
 * asks (Accept-Encoding: br, gzip). Then, on another fresh process, the flood
 * that once exhausted the server: 400 concurrent repeated-slash variants of
 * one asset, with the process's memory before and after and an ordinary
 * page's latency meanwhile. Then the clients that try to hold connections
 * open: slow clients sending one header line every 2 s, and idle connections
 * that send nothing (within and beyond `hosting.connections.maxConnections`),
 * each with an ordinary page's load meanwhile, its p95 beside the page's own,
 * and when the server closed them. Each route is also measured against a bare
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
import net from 'node:net';
import autocannon from 'autocannon';
import {siteConfig} from '../../site.config';
import {serverTargets} from './budgets';

const siteDir = path.resolve(__dirname, '../..');
const buildDir = path.join(siteDir, 'build');
const CONNECTIONS = 50;
const REQUESTS_PER_RUN = 2000;
const FLOOD_REQUESTS = 400;
const BROWSER_HEADERS = {'accept-encoding': 'br, gzip'};
const SLOW_CLIENTS = 200;
const SLOW_HEADER_EVERY_MS = 2000;
/** Idle connections within the limit (ordinary load still fits beside them), and beyond it. */
const IDLE_WITHIN = 400;
const IDLE_BEYOND = 1000;

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

interface Holder {
  readonly socket: net.Socket;
  /** Milliseconds from the connection until the server closed it (NaN while open). */
  closedAfterMs: number;
  /** The status the server answered with before closing, 0 for none. */
  status: number;
}

/** A client that opens a connection and then sends nothing, or (slow) one header line every few seconds. */
function holdConnection(origin: string, slow: boolean): Holder {
  const {port} = new URL(origin);
  const socket = net.connect(Number(port), '127.0.0.1');
  const holder: Holder = {socket, closedAfterMs: NaN, status: 0};
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  socket.on('connect', () => {
    if (!slow) return;
    socket.write('GET /control/control-guide/ HTTP/1.1\r\nHost: localhost\r\n');
    timer = setInterval(() => socket.write(`X-Slow-${Math.round(performance.now())}: 1\r\n`), SLOW_HEADER_EVERY_MS);
  });
  socket.on('data', (chunk: Buffer) => {
    holder.status ||= Number(/^HTTP\/1\.1 (\d{3})/.exec(chunk.toString('latin1'))?.[1] ?? 0);
  });
  socket.on('error', () => {});
  socket.on('close', () => {
    clearInterval(timer);
    holder.closedAfterMs = performance.now() - started;
  });
  return holder;
}

const settle = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** When the held connections closed, and how many were still open at a given moment. */
function describeHolders(holders: readonly Holder[]): string {
  const closed = holders.filter((h) => !Number.isNaN(h.closedAfterMs)).map((h) => h.closedAfterMs / 1000);
  closed.sort((a, b) => a - b);
  const statuses = new Map<number, number>();
  for (const h of holders) statuses.set(h.status, (statuses.get(h.status) ?? 0) + 1);
  const answered = [...statuses].map(([status, n]) => `${n}× ${status === 0 ? 'no answer' : status}`).join(', ');
  return (
    `${closed.length} of ${holders.length} closed by the server (${answered}), ` +
    `after ${(closed[0] ?? NaN).toFixed(1)}–${(closed[closed.length - 1] ?? NaN).toFixed(1)} s`
  );
}

interface HoldRun {
  readonly name: string;
  readonly page: RunResult;
  readonly heldAtPeak: number;
  readonly outcome: string;
  readonly closedAll: boolean;
}

/**
 * `count` connections held open (slow or idle) on a fresh process, an ordinary page's load
 * meanwhile, then a wait until the server's deadlines have closed them all.
 */
async function holdRun(name: string, count: number, slow: boolean, target: string): Promise<HoldRun> {
  const served = await startServer();
  try {
    await timedGet(`${served.origin}/`);
    const holders = Array.from({length: count}, () => holdConnection(served.origin, slow));
    // Let every connection arrive (and those beyond the limit be closed) before the load.
    await settle(1000);
    const heldAtPeak = holders.filter((h) => Number.isNaN(h.closedAfterMs)).length;
    const page = await load(served.origin + target, 200);
    const {headersTimeoutMs, timeoutCheckMs} = siteConfig.hosting.connections;
    const deadline = performance.now() + headersTimeoutMs + timeoutCheckMs + 5000;
    while (performance.now() < deadline && holders.some((h) => Number.isNaN(h.closedAfterMs))) await settle(200);
    const outcome = describeHolders(holders);
    const closedAll = holders.every((h) => !Number.isNaN(h.closedAfterMs));
    for (const h of holders) h.socket.destroy();
    return {name, page, heldAtPeak, outcome, closedAll};
  } finally {
    await stopServer(served);
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

  // Clients that try to hold connections open, each run with an ordinary page's load meanwhile.
  const pageTarget = '/control/control-guide/';
  const baseline = await holdRun('no held connections', 0, false, pageTarget);
  const holdRuns = [
    baseline,
    await holdRun(
      `${SLOW_CLIENTS} slow clients (a header line every ${SLOW_HEADER_EVERY_MS / 1000} s)`,
      SLOW_CLIENTS,
      true,
      pageTarget,
    ),
    await holdRun(`${IDLE_WITHIN} idle connections`, IDLE_WITHIN, false, pageTarget),
  ];
  for (const run of holdRuns.slice(1)) {
    if (run.page.errors > serverTargets.errors)
      failures.push(`${run.name}: ${run.page.errors} errors of the ordinary load`);
    const allowed = Math.max(serverTargets.coldP95Ms, baseline.page.p95 * serverTargets.overFloor);
    if (run.page.p95 > allowed)
      failures.push(
        `${run.name}: the page's p95 ${ms(run.page.p95)} ms > ${ms(allowed)} ms (alone: ${ms(baseline.page.p95)} ms)`,
      );
    if (!run.closedAll) failures.push(`${run.name}: the server did not close them all: ${run.outcome}`);
  }
  // Beyond the limit: what the server keeps, and that it closes them all.
  const beyond = await (async () => {
    const served = await startServer();
    try {
      const holders = Array.from({length: IDLE_BEYOND}, () => holdConnection(served.origin, false));
      const {headersTimeoutMs, timeoutCheckMs} = siteConfig.hosting.connections;
      const deadline = performance.now() + headersTimeoutMs + timeoutCheckMs + 5000;
      while (performance.now() < deadline && holders.some((h) => Number.isNaN(h.closedAfterMs))) await settle(200);
      const afterwards = await timedGet(`${served.origin}${pageTarget}`);
      // Those the server kept until their deadline got a 408; those beyond the limit were closed unanswered.
      const kept = holders.filter((h) => h.status === 408).length;
      const outcome = describeHolders(holders);
      for (const h of holders) h.socket.destroy();
      return {kept, outcome, afterwards};
    } finally {
      await stopServer(served);
    }
  })();
  if (beyond.kept > siteConfig.hosting.connections.maxConnections)
    failures.push(`${IDLE_BEYOND} idle connections: ${beyond.kept} kept, more than the limit`);
  if (beyond.afterwards.status !== 200)
    failures.push(`${IDLE_BEYOND} idle connections: the page answered ${beyond.afterwards.status} afterwards`);

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
  const limits = siteConfig.hosting.connections;
  console.log(
    `\nHeld connections (hosting.connections: headers within ${limits.headersTimeoutMs / 1000} s, at most ${limits.maxConnections} connections), ` +
      `each on a fresh process with ${REQUESTS_PER_RUN} requests of ${pageTarget} at ${CONNECTIONS} connections meanwhile:\n`,
  );
  console.log(
    '| held | open when the load started | page p50 / p95 / p99 | page req/s | errors | the held connections |',
  );
  console.log('|---|---|---|---|---|---|');
  for (const run of holdRuns)
    console.log(
      `| ${run.name} | ${run.heldAtPeak} | ${ms(run.page.p50)} / ${ms(run.page.p95)} / ${ms(run.page.p99)} | ${Math.round(run.page.requestsPerSecond)} | ${run.page.errors} | ${run.heldAtPeak ? run.outcome : '–'} |`,
    );
  console.log(
    `\n${IDLE_BEYOND} idle connections at once: ${beyond.kept} kept until their deadline (408), the rest closed unanswered; ${beyond.outcome}; ` +
      `a page afterwards: ${beyond.afterwards.status} in ${ms(beyond.afterwards.ms)} ms.`,
  );
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
