/**
 * `npm run build:pdf`: one PDF per docs section and locale, printed by
 * Chromium from the built site (README.md here: why Chromium's own printing).
 *
 * For each section of each locale's plan (./index.ts): the built site is
 * served on a free local port, the section landing opens without its scripts,
 * ../client/manual/assemble.ts lays the section's pages out as one document,
 * Node hyphenates its text (Chromium has no hyphenation dictionaries on
 * Linux), and Chromium prints it twice: the first print tells on which page
 * each chapter starts (its named destinations, read with poppler's pdfinfo),
 * the second has those numbers in the contents. The cover is printed
 * without running header and footer and put in front with qpdf, which keeps
 * the body's bookmarks, links and destinations.
 */
import {execFile} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {promisify} from 'node:util';
import {fileURLToPath} from 'node:url';
import type {AddressInfo} from 'node:net';
import {chromium, type Browser, type Page} from '@playwright/test';
import {siteConfig, type LocaleId} from '../../../../site.config';
import {createStaticServer} from '../../../../server/staticServer';
import {compressFile} from '../../../../server/precompress';
import {bundleClassicScript} from '../../../lib/plugin/classicScript';
import {loadFacts, requireFact} from '../../facts/plugin/facts';
import {SECTION_DIR} from '../../offline/shared/routes';
import type {SectionManifest} from '../../offline/shared/sectionManifestShape';
import {manualEntries, type ManualInput, type ManualResult, type TextRun} from '../shared/manual';
import {planFile, type LocalePlan, type SectionPlan} from '../shared/plan';
import {PDF_DIR, PDF_INDEX, pdfIndexUrl, pdfUrl, type PdfEntry, type PdfIndex} from '../shared/pdfFiles';
import {coverHtml, headerTemplate, footerTemplate, manualTexts} from './cover';
import {hyphenateRuns} from './hyphenate';
import {parseDests} from './dests';

const run = promisify(execFile);
const here = path.dirname(fileURLToPath(import.meta.url));

export interface PdfBuildOptions {
  /** The build folder (`build`). */
  readonly root: string;
  readonly chromePath: string;
  readonly chromiumArgs: readonly string[];
  /** Only these sections (ids), e.g. while writing; all when empty. */
  readonly only?: readonly string[];
  /** The day on the cover (the build's day by default). */
  readonly date?: Date;
  readonly log?: (line: string) => void;
}

export interface PdfReport {
  readonly locale: string;
  readonly section: string;
  readonly file: string;
  readonly pages: number;
  readonly bytes: number;
  readonly seconds: number;
  readonly internalLinks: number;
  readonly externalLinks: number;
}

export function readPlans(root: string): LocalePlan[] {
  const dir = path.join(root, siteConfig.hosting.deployDir);
  const plans = siteConfig.locales.all
    .map((locale) => path.join(dir, planFile(locale)))
    .filter((file) => fs.existsSync(file))
    .map((file) => JSON.parse(fs.readFileSync(file, 'utf8')) as LocalePlan);
  if (plans.length === 0) {
    throw new Error(
      `build:pdf: no section plan in ${dir} (${planFile('<locale>')}). Build the site first: npm run build, then npm run build:pdf.`,
    );
  }
  return plans;
}

export async function pdfPageCount(file: string): Promise<number> {
  const {stdout} = await run('pdfinfo', [file]);
  const match = /^Pages:\s+(\d+)/m.exec(stdout);
  if (!match) throw new Error(`pdfinfo: no page count for ${file}`);
  return Number(match[1]);
}

async function destinations(file: string): Promise<Record<string, number>> {
  const {stdout} = await run('pdfinfo', ['-dests', file], {maxBuffer: 64 * 1024 * 1024});
  return parseDests(stdout);
}

async function printSection(
  browser: Browser,
  script: string,
  css: string,
  origin: string,
  plan: LocalePlan,
  section: SectionPlan,
  outFile: string,
  date: Date,
  log: (line: string) => void,
): Promise<{pages: number; result: ManualResult}> {
  let last = Date.now();
  const phase = (name: string): void => {
    const now = Date.now();
    log(`[pdf]   ${plan.locale} ${section.id}: ${name} ${((now - last) / 1000).toFixed(1)} s`);
    last = now;
  };
  const locale = plan.locale as LocaleId;
  const texts = manualTexts(locale);
  const release = requireFact(loadFacts(process.cwd(), siteConfig.factsFile), 'release.client').text[locale];
  const product = siteConfig.title[locale];
  const context = await browser.newContext({javaScriptEnabled: false, bypassCSP: true, serviceWorkers: 'block'});
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-pdf-'));
  try {
    const page: Page = await context.newPage();
    await page.goto(`${origin}${section.landing}`, {waitUntil: 'load'});
    await page.evaluate(script);
    const input: ManualInput = {
      entries: manualEntries(section.items),
      lang: plan.htmlLang,
      title: `${section.title} — ${product} ${release}`,
      siteUrl: siteConfig.url,
      css,
      texts: {contents: texts.contents},
    };
    const result = await page.evaluate((arg) => window.tesseraManual.assemble(arg), input);
    if (result.broken.length > 0) throw new Error(`pictures that did not load: ${result.broken.join(', ')}`);
    phase(`laid out ${input.entries.length} chapters`);
    const runs: TextRun[] = await page.evaluate(() => window.tesseraManual.texts());
    const hyphenated = hyphenateRuns(runs);
    await page.evaluate((values) => window.tesseraManual.applyTexts(values), hyphenated);
    await page.emulateMedia({media: 'print'});
    phase(`hyphenated ${runs.length} runs of text`);

    const print = (file: string): Promise<Buffer> =>
      page.pdf({
        path: file,
        format: 'A4',
        preferCSSPageSize: true,
        printBackground: true,
        displayHeaderFooter: true,
        headerTemplate: headerTemplate(product, section.title),
        footerTemplate: footerTemplate(),
        outline: true,
        tagged: true,
      });
    const first = path.join(tmp, 'first.pdf');
    await print(first);
    const missing = await page.evaluate((pages) => window.tesseraManual.fillToc(pages), await destinations(first));
    if (missing.length > 0) throw new Error(`no page found for chapters ${missing.join(', ')}`);
    phase('first print');
    const body = path.join(tmp, 'body.pdf');
    await print(body);
    phase('second print');

    const coverPage = await context.newPage();
    await coverPage.setContent(
      coverHtml({
        lang: plan.htmlLang,
        product,
        section: section.title,
        localeLabel: siteConfig.locales.label[locale],
        release,
        date,
        locale,
        siteUrl: `${siteConfig.url}${section.landing}`,
      }),
    );
    const cover = path.join(tmp, 'cover.pdf');
    await coverPage.pdf({path: cover, format: 'A4', printBackground: true, preferCSSPageSize: true, tagged: true});
    // The body is qpdf's primary input, so its bookmarks, destinations and links stay as printed.
    fs.mkdirSync(path.dirname(outFile), {recursive: true});
    await run('qpdf', [body, '--pages', cover, body, '--', outFile]);
    return {pages: await pdfPageCount(outFile), result};
  } finally {
    await context.close();
    fs.rmSync(tmp, {recursive: true, force: true});
  }
}

/**
 * The offline list of the section takes its PDF and the locale's list of PDFs too, so "Save for offline"
 * keeps the file and the landing offers it without a connection.
 */
async function addToOfflineList(
  localeDir: string,
  section: string,
  urls: readonly string[],
  bytes: number,
): Promise<void> {
  const file = path.join(localeDir, SECTION_DIR, `${section}.json`);
  if (!fs.existsSync(file)) return;
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as SectionManifest;
  const added = urls.filter((url) => !manifest.files.includes(url));
  // A second run over the same build finds its files listed already: the list stays, its copies are made again.
  if (added.length > 0) {
    const next: SectionManifest = {...manifest, files: [...manifest.files, ...added], bytes: manifest.bytes + bytes};
    fs.writeFileSync(file, JSON.stringify(next));
  }
  // The build compressed the list before the PDFs existed: its copies are made again.
  await compressFile(file);
}

export async function buildPdfs(options: PdfBuildOptions): Promise<PdfReport[]> {
  const log = options.log ?? ((line: string) => console.log(line));
  const root = path.resolve(options.root);
  const plans = readPlans(root);
  const date = options.date ?? new Date();
  const css = fs.readFileSync(path.join(here, 'manual.css'), 'utf8');
  const script = await bundleClassicScript(
    path.join(here, '../client/manual/assemble.ts'),
    {},
    '[pdf] esbuild produced no layout script',
  );
  const localePrefixes = siteConfig.locales.all.filter((l) => l !== siteConfig.locales.defaultLocale);
  const server = createStaticServer({root, localePrefixes});
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const browser = await chromium.launch({executablePath: options.chromePath, args: [...options.chromiumArgs]});
  const reports: PdfReport[] = [];
  try {
    for (const plan of plans) {
      const localeDir = path.join(root, plan.baseUrl);
      const entries: PdfEntry[] = [];
      for (const section of plan.sections) {
        if (options.only && options.only.length > 0 && !options.only.includes(section.id)) continue;
        const url = pdfUrl(plan.baseUrl, section.id);
        const file = path.join(root, url);
        const started = Date.now();
        let printed: {pages: number; result: ManualResult};
        try {
          printed = await printSection(browser, script, css, origin, plan, section, file, date, log);
        } catch (error) {
          throw new Error(`build:pdf: ${plan.locale} ${section.id}: ${(error as Error).message}`, {cause: error});
        }
        const bytes = fs.statSync(file).size;
        const seconds = (Date.now() - started) / 1000;
        entries.push({
          section: section.id,
          url,
          fileName: `${siteConfig.brand.slug}-${section.id}-${plan.locale}.pdf`,
          bytes,
          pages: printed.pages,
        });
        await addToOfflineList(localeDir, section.id, [url, pdfIndexUrl(plan.baseUrl)], bytes);
        reports.push({
          locale: plan.locale,
          section: section.id,
          file: path.relative(root, file),
          pages: printed.pages,
          bytes,
          seconds,
          internalLinks: printed.result.internal,
          externalLinks: printed.result.external,
        });
        log(
          `[pdf] ${url}: ${printed.pages} pages, ${(bytes / 1_048_576).toFixed(1)} MB, ${seconds.toFixed(1)} s` +
            ` (${printed.result.internal} links inside, ${printed.result.external} to the site)`,
        );
      }
      const index: PdfIndex = {locale: plan.locale, pdfs: entries};
      fs.mkdirSync(path.join(localeDir, PDF_DIR), {recursive: true});
      const indexFile = path.join(localeDir, PDF_DIR, PDF_INDEX);
      fs.writeFileSync(indexFile, JSON.stringify(index));
      await compressFile(indexFile);
    }
  } finally {
    await browser.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
  return reports;
}
