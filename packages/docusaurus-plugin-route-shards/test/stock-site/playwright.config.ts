import {defineConfig, devices} from '@playwright/test';
import {CHROMIUM_ARGS, chromePath} from '../../../../scripts/chromium';

/**
 * The plugin in Chromium on a stock Docusaurus classic site (run.ts builds it and
 * passes its folder as STOCK_SITE_DIR), served by Docusaurus's own static server.
 */
const port = Number(process.env.E2E_PORT ?? 4320);
const siteDir = process.env.STOCK_SITE_DIR;
if (!siteDir) {
  throw new Error(
    'STOCK_SITE_DIR is not set: run the stock-site test with `npm run test:stock-site`, which builds the site',
  );
}

export default defineConfig({
  testDir: '.',
  testMatch: ['*.spec.ts'],
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [['list']],
  timeout: 90_000,
  // A shared 2-core machine: the Rspack build of another job may run beside the browser.
  expect: {timeout: 15_000},
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'off',
    launchOptions: {executablePath: chromePath, args: [...CHROMIUM_ARGS]},
  },
  projects: [{name: 'chromium', use: {...devices['Desktop Chrome'], channel: undefined}}],
  webServer: {
    command: `npx docusaurus serve --port ${port} --host 127.0.0.1 --no-open`,
    cwd: siteDir,
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
