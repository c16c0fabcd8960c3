import {defineConfig, devices} from '@playwright/test';
import {CHROMIUM_ARGS, chromePath} from './scripts/chromium';

const port = Number(process.env.E2E_PORT ?? 4173);

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  // One retry, reported as flaky in the list: the suite runs on loaded 2-core machines.
  retries: 1,
  reporter: [['list']],
  timeout: 60_000,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'off',
    // The offline service worker would answer requests that tests intercept with page.route and
    // keep pages between tests' reloads; only tests/e2e/offline.spec.ts lets it run.
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
