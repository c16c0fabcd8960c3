/**
 * `npm run bench:scale`: what the site costs once it has 10,000 pages.
 *
 * A temporary copy of the repository (node_modules linked, not copied) gets
 * 10,000 generated Russian pages spread over every docs section, 50 to a
 * folder; its Russian locale is built, and the bench reports the build's
 * time and peak memory and the first-load JS of a real article of the site
 * against the same article in this repository's own build (target: at most
 * 1.10×). The same is done for a stock Docusaurus classic site with 10,000
 * generated docs, and for the same stock site with docusaurus-plugin-route-shards
 * added (the package's stock-site generator: create-docusaurus's template with the
 * plugin in `themes`; target at most 1.10× too). Nothing is committed; the copies
 * are removed afterwards.
 *
 * The release run (scaleReleases.ts) builds the site with one, two and three releases of every
 * versioned section, the largest grown by --release-pages generated pages (default 1000).
 *
 * Flags: --pages N (default 10000), --no-stock, --no-stock-plugin, --stock-plugin-only (only the
 * stock site with the plugin), --no-releases, --releases-only (only the release run),
 * --release-pages N, --keep (leave the copies).
 */
import fs from 'node:fs';
import path from 'node:path';
import {chromium, type Browser} from '@playwright/test';
import {siteConfig} from '../../site.config';
import {CHROMIUM_ARGS, chromePath} from '../chromium';
import {installedVersion} from 'docusaurus-plugin-route-shards/checks';
import {createStaticServer} from '../../server/staticServer';
import {measureFirstLoad, type FirstLoad} from './firstLoad';
import {createStockSite, removeStockSite} from './stockSite';
import * as stockWithPlugin from '../../packages/docusaurus-plugin-route-shards/test/stock-site/stockSite';
import {
  BUILD_ENV,
  commitAll,
  copyRepository,
  phaseTable,
  siteDir,
  timedRun,
  writePages,
  type BuildFigures,
} from './scaleSite';
import {releasesRun, reportReleases, type ReleaseBuild} from './scaleReleases';

const args = process.argv.slice(2);
const flag = (name: string): boolean => args.includes(name);
const numberFlag = (name: string, fallback: number): number =>
  args.includes(name) ? Number(args[args.indexOf(name) + 1]) || fallback : fallback;
const pageCount = numberFlag('--pages', 10_000);
const releasePageCount = numberFlag('--release-pages', 1_000);
/** The real article measured in both builds of this site. */
const ARTICLE = '/value/value-guide/price-override/';
/** An article of create-docusaurus's classic template, measured in both builds of the stock site with the plugin. */
const TEMPLATE_ARTICLE = '/docs/tutorial-basics/create-a-document';

const kb = (bytes: number): string => (bytes / 1024).toFixed(1);

async function articleLoad(
  browser: Browser,
  root: string,
  url: string,
  localePrefixes: readonly string[],
): Promise<FirstLoad> {
  const server = createStaticServer({root, localePrefixes});
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  try {
    return await measureFirstLoad(browser, origin, url, root, null);
  } finally {
    server.close();
  }
}

async function ours(
  browser: Browser,
): Promise<{load: FirstLoad; reference: FirstLoad; build: BuildFigures; referenceBuild: BuildFigures}> {
  // The copies link this repository's node_modules, where the bundler keeps its persistent cache: a copy must
  // neither read this site's cached modules (a warm build is not what is measured) nor write its own there.
  const env = {...process.env, ...BUILD_ENV};
  const locale = siteConfig.locales.defaultLocale;
  console.log(`This site, Russian locale only: the repository as it is, then with ${pageCount} generated pages`);
  const referenceDir = copyRepository();
  const scaledDir = copyRepository();
  try {
    commitAll(referenceDir);
    const referenceBuild = await timedRun('npx', ['docusaurus', 'build', '--locale', locale], referenceDir, env);
    console.log(
      `  as it is: built in ${referenceBuild.seconds.toFixed(1)} s, peak memory ${referenceBuild.peakRssMb.toFixed(0)} MB`,
    );
    const sectionDirs = siteConfig.sections.map((s) => path.join(scaledDir, s.dir));
    writePages(
      pageCount,
      sectionDirs,
      (folder, n) =>
        `---\ntitle: "Сгенерированный раздел ${path.basename(folder)}"\ndescription: "Страницы для замера масштаба"\norder: ${1000 + n}\n---\n\n<Catalog />\n`,
    );
    commitAll(scaledDir);
    const build = await timedRun('npx', ['docusaurus', 'build', '--locale', locale], scaledDir, env);
    console.log(
      `  with ${pageCount} more pages: built in ${build.seconds.toFixed(1)} s, peak memory ${build.peakRssMb.toFixed(0)} MB`,
    );
    const reference = await articleLoad(browser, path.join(referenceDir, 'build'), ARTICLE, []);
    const load = await articleLoad(browser, path.join(scaledDir, 'build'), ARTICLE, []);
    return {load, reference, build, referenceBuild};
  } finally {
    if (!flag('--keep')) {
      fs.rmSync(referenceDir, {recursive: true, force: true});
      fs.rmSync(scaledDir, {recursive: true, force: true});
    }
  }
}

async function stock(
  browser: Browser,
): Promise<{load: FirstLoad; reference: FirstLoad; build: BuildFigures; referenceSeconds: number}> {
  const version = installedVersion(siteDir, '@docusaurus/core');
  const site = createStockSite(siteDir, version);
  try {
    if (!site.pages.article) throw new Error('the stock site has no sample article');
    const reference = await articleLoad(browser, site.buildDir, site.pages.article, []);
    const docsDir = path.join(path.dirname(site.buildDir), 'docs');
    const targets = Array.from({length: 8}, (_, i) => path.join(docsDir, `generated-${i}`));
    writePages(
      pageCount,
      targets,
      (folder) => `---\ntitle: "Generated ${path.basename(folder)}"\n---\n\nGenerated pages.\n`,
    );
    commitAll(path.dirname(site.buildDir));
    const build = await timedRun('npx', ['docusaurus', 'build'], path.dirname(site.buildDir), {
      ...process.env,
      ...BUILD_ENV,
    });
    console.log(
      `  stock with ${pageCount} more pages: built in ${build.seconds.toFixed(1)} s, peak memory ${build.peakRssMb.toFixed(0)} MB`,
    );
    const load = await articleLoad(browser, site.buildDir, site.pages.article, []);
    return {load, reference, build, referenceSeconds: site.buildSeconds};
  } finally {
    if (!flag('--keep')) removeStockSite(site);
  }
}

async function stockPlugin(
  browser: Browser,
): Promise<{load: FirstLoad; reference: FirstLoad; build: BuildFigures; referenceSeconds: number}> {
  console.log(
    `Stock Docusaurus with docusaurus-plugin-route-shards: the template, then with ${pageCount} generated pages`,
  );
  const site = stockWithPlugin.createStockSite({areas: 0, plugin: true});
  try {
    const referenceSeconds = await stockWithPlugin.buildStockSite(site);
    const reference = await articleLoad(browser, site.buildDir, TEMPLATE_ARTICLE, []);
    const targets = Array.from({length: 8}, (_, i) => path.join(site.siteDir, 'docs', `generated-${i}`));
    writePages(
      pageCount,
      targets,
      (folder) => `---\ntitle: "Generated ${path.basename(folder)}"\n---\n\nGenerated pages.\n`,
    );
    const build = await timedRun('npx', ['docusaurus', 'build'], site.siteDir, {...process.env, ...BUILD_ENV});
    console.log(
      `  stock + plugin with ${pageCount} more pages: built in ${build.seconds.toFixed(1)} s, peak memory ${build.peakRssMb.toFixed(0)} MB`,
    );
    const load = await articleLoad(browser, site.buildDir, TEMPLATE_ARTICLE, []);
    return {load, reference, build, referenceSeconds};
  } finally {
    if (flag('--keep')) console.log(`  kept ${site.dir}`);
    else stockWithPlugin.removeStockSite(site);
  }
}

function report(name: string, load: FirstLoad, reference: FirstLoad): number {
  const ratio = load.js.gzip / reference.js.gzip;
  console.log(
    `  ${name}: article ${load.url} first-load JS ${kb(load.js.gzip)} KB gzip (${kb(load.js.raw)} raw) vs ${kb(reference.js.gzip)} KB without the generated pages: ${ratio.toFixed(2)}×`,
  );
  return ratio;
}

async function main(): Promise<void> {
  const browser = await chromium.launch({executablePath: chromePath, args: [...CHROMIUM_ARGS]});
  const releasesOnly = flag('--releases-only');
  const pluginOnly = flag('--stock-plugin-only');
  try {
    const site = pluginOnly || releasesOnly ? null : await ours(browser);
    const stockFigures = pluginOnly || releasesOnly || flag('--no-stock') ? null : await stock(browser);
    const pluginFigures = releasesOnly || flag('--no-stock-plugin') ? null : await stockPlugin(browser);
    const releaseBuilds: ReleaseBuild[] | null =
      pluginOnly || flag('--no-releases') ? null : await releasesRun(releasePageCount, flag('--keep'));
    if (releaseBuilds) {
      console.log(`\nReleases: ${releasePageCount} generated pages in Control, Russian locale`);
      reportReleases(releaseBuilds);
    }
    if (releasesOnly) return;
    console.log(`\nScale: ${pageCount} generated pages`);
    const targets: Array<readonly [string, number]> = [];
    if (site) {
      targets.push(['Tessera Help', report('Tessera Help', site.load, site.reference)]);
      console.log(
        `  Tessera Help: build ${site.referenceBuild.seconds.toFixed(1)} → ${site.build.seconds.toFixed(1)} s, peak memory ${site.referenceBuild.peakRssMb.toFixed(0)} → ${site.build.peakRssMb.toFixed(0)} MB`,
      );
      for (const line of phaseTable(
        [
          ['as it is', site.referenceBuild],
          [`+${pageCount} pages`, site.build],
        ],
        pageCount,
      ))
        console.log(line);
    }
    if (stockFigures) {
      report('stock Docusaurus', stockFigures.load, stockFigures.reference);
      console.log(
        `  stock Docusaurus: build ${stockFigures.referenceSeconds.toFixed(1)} → ${stockFigures.build.seconds.toFixed(1)} s, peak memory ${stockFigures.build.peakRssMb.toFixed(0)} MB`,
      );
      for (const line of phaseTable([[`stock +${pageCount} pages`, stockFigures.build]], pageCount)) console.log(line);
    }
    if (pluginFigures) {
      const name = 'stock Docusaurus + route-shards';
      targets.push([name, report(name, pluginFigures.load, pluginFigures.reference)]);
      console.log(
        `  ${name}: build ${pluginFigures.referenceSeconds.toFixed(1)} → ${pluginFigures.build.seconds.toFixed(1)} s, peak memory ${pluginFigures.build.peakRssMb.toFixed(0)} MB`,
      );
    }
    for (const [name, ratio] of targets)
      console.log(`  target: at most 1.10× for ${name} — ${ratio <= 1.1 ? 'met' : 'not met'}`);
  } finally {
    await browser.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
