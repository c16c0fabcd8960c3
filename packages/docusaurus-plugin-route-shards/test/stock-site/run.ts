/**
 * `npm run test:stock-site`: builds a stock Docusaurus classic site with the plugin
 * (stockSite.ts) in a temporary folder, runs the Chromium tests against it
 * (stockSite.spec.ts, playwright.config.ts), then removes the folder.
 * Flags: --keep (leave the folder and print it); other arguments go to Playwright.
 */
import {spawnSync} from 'node:child_process';
import path from 'node:path';
import {buildStockSite, createStockSite, removeStockSite} from './stockSite';

/** Three areas of five topics of ten pages: 150 generated pages beside the template's docs and blog. */
const AREAS = 3;

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  const keep = args.includes('--keep');
  const site = createStockSite({areas: AREAS, plugin: true});
  try {
    console.log(`Stock Docusaurus site with docusaurus-plugin-route-shards in ${site.siteDir}`);
    const seconds = await buildStockSite(site);
    console.log(`Built in ${seconds.toFixed(1)} s`);
    const result = spawnSync(
      'npx',
      [
        'playwright',
        'test',
        '--config',
        path.join(__dirname, 'playwright.config.ts'),
        ...args.filter((a) => a !== '--keep'),
      ],
      {stdio: 'inherit', env: {...process.env, STOCK_SITE_DIR: site.siteDir}},
    );
    return result.status ?? 1;
  } finally {
    if (keep) console.log(`Kept ${site.dir}`);
    else removeStockSite(site);
  }
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  },
);
