/**
 * The search as a reader meets it: in Chromium, over the production build
 * served with compression, each query in a fresh browser context (cold cache,
 * nothing of the index loaded). The reader opens the modal with Ctrl+K and
 * types at once; we time the first result from the key press that opened the
 * modal and from the last keystroke. Both include the modal's 150 ms search
 * delay, the modal chunk, the worker, the manifest and the shards.
 */
import type {AddressInfo} from 'node:net';
import {chromium} from '@playwright/test';
import {CHROMIUM_ARGS, chromePath} from '../chromium';
import {createStaticServer} from '../../server/staticServer';

export interface ColdQuery {
  readonly locale: string;
  readonly query: string;
  /** Ctrl+K → first result on screen, ms. */
  readonly fromOpen: number;
  /** Last keystroke → first result on screen, ms. */
  readonly fromLastKey: number;
}

const START_PAGE = {ru: '/control/control-guide/collision-matrix/', en: '/en/control/control-howto/getting-started/'} as const;

export async function coldQueries(buildDir: string, queries: Readonly<Record<'ru' | 'en', readonly string[]>>): Promise<ColdQuery[]> {
  const server = createStaticServer({root: buildDir, localePrefixes: ['en']});
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const browser = await chromium.launch({executablePath: chromePath, args: [...CHROMIUM_ARGS]});
  const out: ColdQuery[] = [];
  try {
    for (const locale of ['ru', 'en'] as const) {
      for (const query of queries[locale]) {
        const context = await browser.newContext();
        await context.addInitScript(() => window.localStorage.setItem('tessera.localeChoice', 'dismissed'));
        const page = await context.newPage();
        await page.goto(origin + START_PAGE[locale], {waitUntil: 'networkidle'});
        // Times are taken in the page, so the test driver's own latency does not count.
        await page.evaluate(() => {
          const w = window as unknown as {benchOpen: number; benchInputs: number[]; benchResult: Promise<number>};
          w.benchOpen = 0;
          w.benchInputs = [];
          document.addEventListener('keydown', () => (w.benchOpen ||= performance.now()), true);
          // Input events, not keydowns: Cyrillic letters are typed as text input, without key events.
          document.addEventListener('input', () => w.benchInputs.push(performance.now()), true);
          w.benchResult = new Promise((resolve) => {
            const observer = new MutationObserver(() => {
              if (document.querySelector('[role="dialog"] a[role="option"]')) {
                observer.disconnect();
                resolve(performance.now());
              }
            });
            observer.observe(document.body, {childList: true, subtree: true});
          });
        });
        await page.keyboard.press('Control+k');
        await page.getByRole('combobox').waitFor();
        await page.keyboard.type(query);
        const [opened, lastKey, shown] = await page.evaluate(async () => {
          const w = window as unknown as {benchOpen: number; benchInputs: number[]; benchResult: Promise<number>};
          const result = await w.benchResult;
          return [w.benchOpen, w.benchInputs[w.benchInputs.length - 1] ?? 0, result];
        });
        out.push({locale, query, fromOpen: shown - opened, fromLastKey: shown - lastKey});
        await context.close();
      }
    }
  } finally {
    await browser.close();
    server.close();
  }
  return out;
}
