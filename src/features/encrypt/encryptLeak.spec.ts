/**
 * The leak test of protected pages (src/features/encrypt/README.md): the test build
 * (`npm run build:test`) contains a protected page with a sentinel sentence,
 * heading and image alt text; no file under build/ may contain any of them,
 * read raw and, where a file is compressed, decompressed: that includes the
 * Markdown twins and llms files (src/features/markdown-twins). A browser then
 * proves the sentinels really were in that page.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {test, expect} from '../../../tests/e2e/fixtures';
import {
  SENTINEL_HEADING,
  SENTINEL_IMAGE_ALT,
  SENTINEL_SENTENCE,
  SENTINEL_WORDS,
  TEST_ADMIN_PASSWORD,
} from '../../../tests/fixtures/encrypt/sentinel';

const buildDir = path.resolve(__dirname, '../../../build');
const SENTINEL_PAGE = '/test/encrypt-sentinel/';

function* files(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (entry.isFile()) yield full;
  }
}

/** The file's bytes, plus its decompressed bytes when it is gzip or brotli. */
function readings(file: string): Buffer[] {
  const raw = fs.readFileSync(file);
  const out = [raw];
  if (raw[0] === 0x1f && raw[1] === 0x8b) out.push(zlib.gunzipSync(raw));
  if (file.endsWith('.br')) out.push(zlib.brotliDecompressSync(raw));
  return out;
}

test("no build file contains the protected page's text, heading or image alt text", () => {
  expect(
    fs.existsSync(path.join(buildDir, SENTINEL_PAGE, 'index.html')),
    'the sentinel page is missing: run `npm run build:test`',
  ).toBe(true);
  const needles = [SENTINEL_SENTENCE, SENTINEL_HEADING, SENTINEL_IMAGE_ALT, ...SENTINEL_WORDS].map((n) =>
    n.toLowerCase(),
  );
  const leaks: string[] = [];
  let scanned = 0;
  const scannedFiles = new Set<string>();
  for (const file of files(buildDir)) {
    scanned++;
    scannedFiles.add(path.relative(buildDir, file).split(path.sep).join('/'));
    for (const bytes of readings(file)) {
      // latin1 keeps every byte, so an ASCII needle is found wherever its bytes are.
      const text = bytes.toString('latin1').toLowerCase();
      for (const needle of needles)
        if (text.includes(needle)) leaks.push(`${path.relative(buildDir, file)}: ${needle}`);
    }
  }
  expect(scanned).toBeGreaterThan(100);
  // The files written for readers' tools were read too, and the protected pages have no twin among them.
  for (const generated of ['llms.txt', 'llms-full.txt', 'en/llms.txt', 'en/llms-full.txt', 'index.md', 'en/index.md'])
    expect(scannedFiles.has(generated), generated).toBe(true);
  expect([...scannedFiles].filter((f) => f.endsWith('.md')).length).toBeGreaterThan(300);
  for (const twin of ['test/encrypt-sentinel.md', 'test/encrypt-second.md', 'demo/encrypt.md', 'en/demo/encrypt.md'])
    expect(scannedFiles.has(twin), twin).toBe(false);
  expect(leaks).toEqual([]);
});

test('the sentinel page does hold the sentinels, behind its password', async ({page}) => {
  await page.goto(SENTINEL_PAGE);
  expect(await page.content()).not.toContain(SENTINEL_SENTENCE);
  await page.getByPlaceholder('Введите пароль').fill(TEST_ADMIN_PASSWORD);
  await page.getByPlaceholder('Введите пароль').press('Enter');
  await expect(page.getByText(SENTINEL_SENTENCE)).toBeVisible();
  await expect(page.getByRole('heading', {level: 2, name: SENTINEL_HEADING})).toBeVisible();
  await expect(page.getByRole('img', {name: SENTINEL_IMAGE_ALT})).toBeVisible();
  // The table of contents lists the sentinel heading only once decrypted.
  await expect(page.locator('.table-of-contents').getByText(SENTINEL_HEADING)).toBeVisible();
});
