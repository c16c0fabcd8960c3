import {defineConfig} from '@playwright/test';
import base from './playwright.config';

/**
 * `npm run test:shards-off`: the Russian locale built with the route-shards plugin switched off
 * (TESSERA_ROUTE_SHARDS=off, into build-shards-off/), so Docusaurus's own route, registry and
 * chunk mechanisms keep working for the day the plugin must be switched off. One short spec.
 */
const port = Number(process.env.E2E_PORT ?? 4173);

export default defineConfig({
  ...base,
  testMatch: ['tests/e2e/routeShardsOff.spec.ts'],
  testIgnore: ['**/node_modules/**', 'build/**', 'build-shards-off/**', '.docusaurus/**'],
  webServer: {
    command: 'npx tsx scripts/serve.ts build-shards-off',
    env: {PORT: String(port), HOST: '127.0.0.1'},
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
