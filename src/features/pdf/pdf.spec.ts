/**
 * "Download PDF" on section landings, against the production build with its
 * PDFs (`npm run build:test` prints them), and the bundled server's answer.
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {test, expect} from '../../../tests/e2e/fixtures';

const build = path.resolve(__dirname, '../../../build');

function pagesOf(url: string): number {
  const info = execFileSync('pdfinfo', [path.join(build, url)], {encoding: 'utf8'});
  return Number(/^Pages:\s+(\d+)/m.exec(info)?.[1]);
}

function megabytes(url: string, separator: string): string {
  return (fs.statSync(path.join(build, url)).size / 1_048_576).toFixed(1).replace('.', separator);
}

test('a Russian section landing offers its PDF with page count and size, and the link downloads it', async ({page}) => {
  await page.goto('/control/');
  const link = page.getByRole('link', {name: 'Скачать PDF'});
  await expect(link).toBeVisible();
  await expect(link).toHaveAttribute('href', '/pdf/control.pdf');
  await expect(page.locator('.tessera-download-pdf')).toHaveText(
    `Скачать PDF (${pagesOf('/pdf/control.pdf')} с., ${megabytes('/pdf/control.pdf', ',')} МБ)`,
  );
  const downloading = page.waitForEvent('download');
  await link.click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('tessera-control-ru.pdf');
  const saved = fs.readFileSync((await download.path())!);
  expect(saved.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(saved.length).toBe(fs.statSync(path.join(build, 'pdf/control.pdf')).size);
});

test('an English landing offers the English PDF, in English', async ({page}) => {
  await page.goto('/en/api/tessera-viewer/');
  const link = page.getByRole('link', {name: 'Download PDF'});
  await expect(link).toHaveAttribute('href', '/en/pdf/viewer.pdf');
  await expect(page.locator('.tessera-download-pdf')).toHaveText(
    `Download PDF (${pagesOf('/en/pdf/viewer.pdf')} pages, ${megabytes('/en/pdf/viewer.pdf', '.')} MB)`,
  );
  await expect(link).toHaveAttribute('download', 'tessera-viewer-en.pdf');
});

test('right after load on a slowed CPU, the link arrives without moving the page', async ({page}) => {
  const session = await page.context().newCDPSession(page);
  await session.send('Emulation.setCPUThrottlingRate', {rate: 4});
  await page.goto('/value/');
  const slot = page.locator('.tessera-download-pdf');
  const before = await slot.boundingBox();
  // A 4× slower CPU on a loaded 2-core machine: the page may take well over the default 5 s to hydrate.
  await expect(slot.getByRole('link', {name: 'Скачать PDF'})).toBeVisible({timeout: 30_000});
  const after = await slot.boundingBox();
  expect(after?.y).toBe(before?.y);
  expect(after?.height).toBe(before?.height);
});

test('without the list of PDFs (a build without them) the landing shows no link, and an article none at all', async ({
  page,
}) => {
  let asked = false;
  await page.route('**/pdf/index.json', (route) => {
    asked = true;
    return route.fulfill({status: 404, body: 'not found'});
  });
  await page.goto('/control/');
  await expect.poll(() => asked).toBe(true);
  await expect(page.locator('.tessera-download-pdf')).toBeAttached();
  await expect(page.getByRole('link', {name: 'Скачать PDF'})).toHaveCount(0);
  await page.unroute('**/pdf/index.json');
  await page.goto('/control/control-guide/');
  await expect(page.locator('article h1').first()).toBeVisible();
  await expect(page.locator('.tessera-download-pdf')).toHaveCount(0);
});

test('the bundled server sends a PDF as application/pdf, revalidated, uncompressed, in byte ranges', async ({
  request,
}) => {
  for (const url of ['/pdf/control.pdf', '/en/pdf/control.pdf']) {
    const size = fs.statSync(path.join(build, url)).size;
    const pdf = await request.get(url, {headers: {'Accept-Encoding': 'gzip, br'}});
    expect(pdf.status(), url).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect(pdf.headers()['cache-control']).toBe('no-cache');
    expect(pdf.headers()['content-encoding']).toBeUndefined();
    expect(Number(pdf.headers()['content-length'])).toBe(size);
    const again = await request.get(url, {headers: {'If-None-Match': pdf.headers()['etag']!}});
    expect(again.status(), url).toBe(304);
    const start = await request.get(url, {headers: {Range: 'bytes=0-4'}});
    expect(start.status(), url).toBe(206);
    expect((await start.body()).toString('latin1')).toBe('%PDF-');
  }
});
