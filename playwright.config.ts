import {defineConfig, devices} from '@playwright/test';
import {CHROMIUM_ARGS, chromePath} from './scripts/chromium';

const port = Number(process.env.E2E_PORT ?? 4173);

export default defineConfig({
  // A feature's end-to-end tests live in its folder (src/features/<name>/*.spec.ts); tests of the
  // site as a whole in tests/e2e, the nginx configuration's beside it in deploy/.
  testDir: '.',
  testMatch: ['src/**/*.spec.ts', 'tests/e2e/**/*.spec.ts', 'deploy/**/*.spec.ts'],
  // The plugin-off smoke test runs against its own build (playwright.shards-off.config.ts).
  testIgnore: ['**/node_modules/**', 'build/**', '.docusaurus/**', 'tests/e2e/routeShardsOff.spec.ts'],
  fullyParallel: true,
  workers: 2,
  // One retry, reported as flaky in the list: the suite runs on loaded 2-core machines.
  retries: 1,
  reporter: [['list']],
  timeout: 60_000,
  // A page on a 4× slowed CPU, beside another worker on two cores, can take longer than the
  // default 5 s to answer the reader; a failing check still fails, 10 s later.
  expect: {timeout: 10_000},
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'off',
    // The offline service worker would answer requests that tests intercept with page.route and
    // keep pages between tests' reloads; only src/features/offline/offline.spec.ts lets it run.
    serviceWorkers: 'block',
    launchOptions: {executablePath: chromePath, args: [...CHROMIUM_ARGS]},
  },
  projects: [{name: 'chromium', use: {...devices['Desktop Chrome'], channel: undefined}}],
  webServer: {
    command: `npx tsx scripts/serve.ts build`,
    env: {PORT: String(port), HOST: '127.0.0.1'},
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
