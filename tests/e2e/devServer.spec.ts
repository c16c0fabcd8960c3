import {spawn, type ChildProcess} from 'node:child_process';
import path from 'node:path';
import {test, expect} from './fixtures';

/**
 * The writer's live-reloading server (`npm run dev`, README) starts with no
 * arguments and with `-- --locale en`, and serves a page that renders in
 * Chromium with the same React as the production build.
 */
const siteDir = path.resolve(__dirname, '../..');
const STARTUP_MS = 240_000;

interface DevServer {
  readonly origin: string;
  readonly process: ChildProcess;
  readonly output: () => string;
}

async function startDevServer(port: number, extraArgs: string[]): Promise<DevServer> {
  const child = spawn(
    'npm',
    ['run', 'dev', '--', '--port', String(port), '--host', '127.0.0.1', '--no-open', ...extraArgs],
    {
      cwd: siteDir,
      // Its own process group, so the whole tree (npm, docusaurus, the bundler) stops with it.
      detached: true,
      env: {...process.env, BROWSER: 'none'},
    },
  );
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + STARTUP_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`npm run dev ${extraArgs.join(' ')} exited with ${child.exitCode}:\n${output}`);
    try {
      const response = await fetch(`${origin}/`);
      if (response.ok) return {origin, process: child, output: () => output};
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error(`npm run dev ${extraArgs.join(' ')} did not answer within ${STARTUP_MS / 1000} s:\n${output}`);
}

function stop(server: DevServer | undefined): void {
  if (server?.process.pid) {
    try {
      process.kill(-server.process.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  }
}

const CASES = [
  {
    name: 'npm run dev',
    args: [] as string[],
    port: 4191,
    url: '/control/control-guide/collision-matrix/',
    heading: 'Матрица коллизий',
    lang: 'ru',
  },
  {
    name: 'npm run dev -- --locale en',
    args: ['--locale', 'en'],
    port: 4192,
    url: '/en/control/control-howto/getting-started/',
    heading: /\S/,
    lang: 'en',
  },
] as const;

test.describe.configure({mode: 'serial'});

for (const c of CASES) {
  test(`${c.name} starts and serves a page that renders`, async ({page}) => {
    test.setTimeout(STARTUP_MS + 60_000);
    let server: DevServer | undefined;
    try {
      server = await startDevServer(c.port, [...c.args]);
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      // The dev server serves the locale it was started with at its own base URL.
      await page.goto(server.origin + c.url, {timeout: 120_000});
      await expect(page.locator('html')).toHaveAttribute('lang', c.lang);
      await expect(page.locator('article h1')).toHaveText(c.heading, {timeout: 120_000});
      await expect(page.locator('.theme-doc-sidebar-menu')).toBeVisible();
      expect(errors).toEqual([]);
      expect(server.output()).not.toMatch(/\[ERROR\]/);
    } finally {
      stop(server);
    }
  });
}
