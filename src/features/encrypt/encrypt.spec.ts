/**
 * Protected pages as a reader meets them (src/features/encrypt, README
 * "Protected pages"). Needs the test build (`npm run build:test`): the
 * test-only pages /test/encrypt-sentinel/ and /test/encrypt-second/ and the
 * test passwords exist only there, and the test admin password opens those
 * pages only.
 */
import {seriousAxeViolations} from '../../../tests/e2e/axe';
import path from 'node:path';
import type {Page, Response} from '@playwright/test';
import {CONTENT_CHANGED_EVENT} from '../../lib/client/contentChanged';
import {test, expect} from '../../../tests/e2e/fixtures';
import {loadPasswordConfig, passwordsFor} from './plugin/config';
import {KEYS_STORAGE_KEY} from './client/keyStore';
import {
  DEMO_PASSWORD,
  SENTINEL_HEADING,
  SENTINEL_SENTENCE,
  TEST_ADMIN_PASSWORD,
  TEST_SECOND_PASSWORD,
} from '../../../tests/fixtures/encrypt/sentinel';

const TEXTS = {
  ru: {
    placeholder: 'Введите пароль',
    remember: 'Запомнить пароль',
    submit: 'Открыть',
    wrong: 'Пожалуйста, введите правильный пароль!',
    empty: 'Сначала введите пароль, затем нажмите «Открыть».',
    lock: 'Заблокировать снова',
    noCrypto: /Безопасная криптография здесь недоступна/,
  },
  en: {
    placeholder: 'Enter password',
    remember: 'Remember password',
    submit: 'Unlock',
    wrong: 'Please enter the correct password!',
    empty: 'Type the password first, then press Unlock.',
    lock: 'Lock again',
    noCrypto: /Secure crypto is unavailable here/,
  },
} as const;

const DEMO = {
  ru: {
    path: '/demo/encrypt/',
    title: 'Защищённая страница',
    heading: 'Как устроена защита',
    hint: 'Демонстрационный пароль: tessera-demo',
  },
  en: {
    path: '/en/demo/encrypt/',
    title: 'Protected page',
    heading: 'How the protection works',
    hint: 'Demo password: tessera-demo',
  },
} as const;

const SENTINEL_PAGE = '/test/encrypt-sentinel/';
const SECOND_PAGE = '/test/encrypt-second/';

type Locale = keyof typeof TEXTS;

async function openLocked(page: Page, path: string): Promise<void> {
  const response = await page.goto(path);
  expect(response?.status(), `${path} must exist: run \`npm run build:test\` before these tests`).toBe(200);
  await expect(page.locator('article[data-tessera-protected]')).toHaveCount(1);
}

async function unlock(
  page: Page,
  locale: Locale,
  password: string,
  {remember = false, enter = false} = {},
): Promise<void> {
  const input = page.getByPlaceholder(TEXTS[locale].placeholder);
  await input.fill(password);
  if (remember) await page.getByLabel(TEXTS[locale].remember).check();
  if (enter) await input.press('Enter');
  else await page.getByRole('button', {name: TEXTS[locale].submit}).click();
}

const content = (page: Page) => page.getByTestId('protected-content');

/**
 * Watches the page's attempt to open itself with a kept key: its reads of the key store and the
 * WebCrypto calls still running. Installed before any page script runs.
 */
function watchKeptKeys(storageKey: string): void {
  const watch = {reads: 0, pending: 0};
  (window as unknown as {keptKeys: typeof watch}).keptKeys = watch;
  const getItem = Storage.prototype.getItem;
  Storage.prototype.getItem = function (this: Storage, key: string) {
    if (key === storageKey) watch.reads += 1;
    return getItem.call(this, key);
  };
  const subtle = SubtleCrypto.prototype as unknown as Record<string, (...args: unknown[]) => Promise<unknown>>;
  for (const name of ['importKey', 'decrypt']) {
    const original = subtle[name]!;
    subtle[name] = function (this: SubtleCrypto, ...args: unknown[]) {
      watch.pending += 1;
      const done = (): void => void (watch.pending -= 1);
      const result = original.apply(this, args);
      result.then(done, done);
      return result;
    };
  }
}

/**
 * The page has tried its kept keys, and what they opened is on screen: both key stores were read
 * (after hydration, in the page's effect), no key is still being tried, and two frames have
 * passed for React to show a page that opened. Only after this does "still locked" mean
 * anything: before it, a page about to open looks locked too.
 */
async function keptKeysTried(page: Page): Promise<void> {
  const state = () => page.evaluate(() => (window as unknown as {keptKeys: {reads: number; pending: number}}).keptKeys);
  await expect
    .poll(async () => (await state()).reads, {message: 'the page read its kept keys', timeout: 60_000})
    .toBeGreaterThanOrEqual(2);
  await expect
    .poll(async () => (await state()).pending, {message: 'no kept key still being tried', timeout: 30_000})
    .toBe(0);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

test.beforeEach(async ({context}) => {
  await context.addInitScript(watchKeptKeys, KEYS_STORAGE_KEY);
});

const siteDir = path.resolve(__dirname, '../../..');

/** Wrap ids of the one encrypted payload the page at `route` downloads (read from its JavaScript). */
async function payloadWrapIds(page: Page, route: string): Promise<string[]> {
  const bodies: Promise<string>[] = [];
  const onResponse = (response: Response): void => {
    if (new URL(response.url()).pathname.endsWith('.js')) bodies.push(response.text().catch(() => ''));
  };
  page.on('response', onResponse);
  await openLocked(page, route);
  await page.waitForLoadState('networkidle');
  page.off('response', onResponse);
  const payloads = (await Promise.all(bodies)).flatMap((body) =>
    [...body.matchAll(/"wraps":(\[[^\]]*\])/g)].map((m) => JSON.parse(m[1]!) as {id: string}[]),
  );
  expect(payloads, `${route}: one payload`).toHaveLength(1);
  return payloads[0]!.map((wrap) => wrap.id);
}

for (const locale of ['ru', 'en'] as const) {
  const demo = DEMO[locale];
  const t = TEXTS[locale];

  test.describe(`demo protected page (${locale})`, () => {
    test('shows the title, the form and the hint, and no content before a password', async ({page}) => {
      await openLocked(page, demo.path);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.getByRole('heading', {level: 1, name: demo.title})).toBeVisible();
      await expect(page.getByPlaceholder(t.placeholder)).toBeVisible();
      await expect(page.getByLabel(t.remember)).not.toBeChecked();
      await expect(page.getByText(demo.hint)).toBeVisible();
      await expect(content(page)).toHaveCount(0);
      expect(await page.content()).not.toContain(demo.heading);
    });

    test('a wrong password’s message stays until the reader types again, and the page stays locked', async ({page}) => {
      await openLocked(page, demo.path);
      await unlock(page, locale, 'not-the-password', {enter: true});
      const message = page.getByTestId('protected-message');
      await expect(message).toHaveText(t.wrong);
      // Still there well after the old one-second flash would have gone.
      await page.waitForTimeout(3000);
      await expect(message).toHaveText(t.wrong);
      await expect(content(page)).toHaveCount(0);
      expect(await page.content()).not.toContain(demo.heading);
      // Typing again is the answer to it.
      await page.getByPlaceholder(t.placeholder).press('End');
      await expect(message).toHaveText(t.wrong);
      await page.getByPlaceholder(t.placeholder).press('x');
      await expect(message).toHaveText('');
      await expect(page.getByPlaceholder(t.placeholder)).toHaveValue('not-the-passwordx');
    });

    test('an empty password gets its own message, which typing clears', async ({page}) => {
      await openLocked(page, demo.path);
      await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true', {timeout: 30_000});
      const message = page.getByTestId('protected-message');
      await page.getByRole('button', {name: t.submit}).click();
      await expect(message).toHaveText(t.empty);
      await expect(message).toBeVisible();
      // Enter in the empty box says the same.
      await page.getByPlaceholder(t.placeholder).press('Enter');
      await expect(message).toHaveText(t.empty);
      await expect(page).toHaveURL(new RegExp(`${demo.path}$`));
      await page.getByPlaceholder(t.placeholder).press('a');
      await expect(message).toHaveText('');
      await expect(content(page)).toHaveCount(0);
    });

    test('the right password shows the page at once: TOC, highlighted code, image, working links', async ({page}) => {
      await page.addInitScript((event) => {
        (window as unknown as {contentChanged: number}).contentChanged = 0;
        window.addEventListener(event, () => (window as unknown as {contentChanged: number}).contentChanged++);
      }, CONTENT_CHANGED_EVENT);
      await openLocked(page, demo.path);
      await unlock(page, locale, DEMO_PASSWORD, {enter: true});
      await expect(page.getByRole('heading', {level: 2, name: demo.heading})).toBeVisible();
      await expect(page.getByPlaceholder(t.placeholder)).toHaveCount(0);
      expect(await page.evaluate(() => (window as unknown as {contentChanged: number}).contentChanged)).toBe(1);
      // Table of contents from the decrypted headings.
      const toc = page.locator('.table-of-contents');
      await expect(toc.getByRole('link', {name: demo.heading})).toBeVisible();
      // Code highlighted at build time: tokens carry the theme's colours.
      const keyword = content(page).locator('pre.tessera-code__pre .token.keyword').first();
      await expect(keyword).toHaveText('import');
      expect(await keyword.evaluate((el) => getComputedStyle(el).color)).not.toBe(
        await content(page)
          .locator('pre.tessera-code__pre')
          .first()
          .evaluate((el) => getComputedStyle(el).color),
      );
      // The image travels inside the ciphertext.
      const image = content(page).locator('img').first();
      await expect(image).toHaveAttribute('src', /^data:image\/svg\+xml;base64,/);
      expect(await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      // A site link navigates inside the SPA.
      await content(page).getByRole('link', {name: 'Tessera Control', exact: true}).click();
      await expect(page).toHaveURL(new RegExp(`${locale === 'en' ? '/en' : ''}/control/$`));
      await expect(page.locator('h1').first()).toBeVisible();
    });
  });
}

test('an unlocked page with a malformed #hash (#100%) still opens, scrolls and follows the reading', async ({page}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await openLocked(page, DEMO.ru.path);
  await unlock(page, 'ru', DEMO_PASSWORD);
  await expect(page.getByRole('heading', {level: 2, name: DEMO.ru.heading})).toBeVisible();
  // A fresh load: the kept key opens the page, which then honours the address's #fragment.
  await page.goto('/');
  await page.goto(`${DEMO.ru.path}#100%`);
  await expect(page.getByRole('heading', {level: 2, name: DEMO.ru.heading})).toBeVisible();
  await page.evaluate(() => window.scrollTo({top: document.documentElement.scrollHeight, behavior: 'instant'}));
  await expect.poll(() => page.evaluate(() => window.location.hash), {timeout: 3000}).not.toBe('#100%');
  await expect(content(page)).toBeVisible();
  expect(errors).toEqual([]);
});

test('a payload of another format version shows a message instead of a broken page', async ({page}) => {
  await page.route('**/assets/js/*.js', async (route) => {
    // A chunk the page prefetches as the test ends is disposed mid-read when the page closes:
    // there is nothing left to rewrite then, and that is not what this test is about.
    const response = await route.fetch().catch(() => null);
    const body = response && (await response.text().catch(() => null));
    if (!response || body === null) return route.abort().catch(() => undefined);
    await route.fulfill({response, body: body.replace(/\{"v":1,"iv"/g, '{"v":2,"iv"')});
  });
  await openLocked(page, DEMO.en.path);
  await expect(page.getByTestId('protected-message')).toHaveText(
    /encrypted in a format this version of the site cannot read/,
  );
  await expect(page.getByPlaceholder(TEXTS.en.placeholder)).toBeDisabled();
  await expect(content(page)).toHaveCount(0);
  await page.unrouteAll({behavior: 'ignoreErrors'});
});

test.describe('keeping an unlock', () => {
  test('remember: survives a reload and a new context with the same storage; lock again forgets it', async ({
    page,
    browser,
  }) => {
    await openLocked(page, DEMO.en.path);
    await unlock(page, 'en', DEMO_PASSWORD, {remember: true});
    await expect(page.getByRole('heading', {level: 2, name: DEMO.en.heading})).toBeVisible();
    const stored = await page.evaluate(() => JSON.stringify(window.localStorage));
    expect(stored).not.toContain(DEMO_PASSWORD);

    await page.reload();
    // Once the kept keys were tried, the page is open: what keptKeysTried waits for is enough.
    await keptKeysTried(page);
    expect(await content(page).count(), 'open as soon as the kept keys were tried').toBe(1);
    await expect(page.getByRole('heading', {level: 2, name: DEMO.en.heading})).toBeVisible();

    const state = await page.context().storageState();
    const other = await browser.newContext({storageState: state});
    try {
      const second = await other.newPage();
      await second.goto(DEMO.en.path);
      await expect(second.getByRole('heading', {level: 2, name: DEMO.en.heading})).toBeVisible();
    } finally {
      await other.close();
    }

    await page.getByRole('button', {name: TEXTS.en.lock}).click();
    await expect(page.getByPlaceholder(TEXTS.en.placeholder)).toBeVisible();
    await expect(content(page)).toHaveCount(0);
    await page.reload();
    await keptKeysTried(page);
    await expect(page.getByPlaceholder(TEXTS.en.placeholder)).toBeVisible();
    await expect(content(page)).toHaveCount(0);
  });

  test('session only: survives a reload in the tab, not a new context', async ({page, browser}) => {
    await openLocked(page, DEMO.ru.path);
    await unlock(page, 'ru', DEMO_PASSWORD);
    await expect(page.getByRole('heading', {level: 2, name: DEMO.ru.heading})).toBeVisible();
    expect(await page.evaluate(() => window.sessionStorage.getItem('tessera.encrypt.keys'))).toBeTruthy();
    expect(await page.evaluate(() => JSON.stringify({...window.sessionStorage, ...window.localStorage}))).not.toContain(
      DEMO_PASSWORD,
    );
    await page.reload();
    await expect(page.getByRole('heading', {level: 2, name: DEMO.ru.heading})).toBeVisible();

    const other = await browser.newContext({storageState: await page.context().storageState()});
    try {
      await other.addInitScript(watchKeptKeys, KEYS_STORAGE_KEY);
      const second = await other.newPage();
      await second.goto(DEMO.ru.path);
      await keptKeysTried(second);
      await expect(second.getByPlaceholder(TEXTS.ru.placeholder)).toBeVisible();
      await expect(second.getByTestId('protected-content')).toHaveCount(0);
    } finally {
      await other.close();
    }
  });
});

test.describe('who may open what', () => {
  test('an admin password opens two different protected pages, asking once', async ({page}) => {
    await openLocked(page, SENTINEL_PAGE);
    await unlock(page, 'ru', TEST_ADMIN_PASSWORD);
    await expect(page.getByText(SENTINEL_SENTENCE)).toBeVisible();
    await expect(page.getByRole('heading', {level: 2, name: SENTINEL_HEADING})).toBeVisible();
    await expect(content(page).getByRole('img', {name: 'Cobalt lantern diagram'})).toBeVisible();

    // The other test page opens without asking again.
    await page.goto(SECOND_PAGE);
    await expect(page.getByRole('heading', {level: 2, name: 'Second page section'})).toBeVisible();
    await expect(page.getByPlaceholder(TEXTS.ru.placeholder)).toHaveCount(0);
  });

  test('the test admin password opens the test pages only, never a page the site ships', async ({page}) => {
    await openLocked(page, SENTINEL_PAGE);
    await unlock(page, 'ru', TEST_ADMIN_PASSWORD);
    await expect(page.getByText(SENTINEL_SENTENCE)).toBeVisible();
    // Inside the site, to the demo page: its key is kept, but it does not open the demo page.
    const reads = () => page.evaluate(() => (window as unknown as {keptKeys: {reads: number}}).keptKeys.reads);
    const readsBefore = await reads();
    await content(page).getByRole('link', {name: 'ссылка на демонстрационную страницу'}).click();
    await expect(page).toHaveURL(/\/demo\/encrypt\/$/);
    await expect(page.getByPlaceholder(TEXTS.ru.placeholder)).toBeVisible();
    // The demo page tried the kept keys in its own effect: two more reads of the key store.
    await expect.poll(reads, {message: 'the demo page read the kept keys'}).toBeGreaterThanOrEqual(readsBefore + 2);
    await keptKeysTried(page);
    await expect(content(page)).toHaveCount(0);
    // Nor when typed.
    await unlock(page, 'ru', TEST_ADMIN_PASSWORD);
    await expect(page.getByTestId('protected-message')).toHaveText(TEXTS.ru.wrong);
    await expect(content(page)).toHaveCount(0);
  });

  test('the demo page ships exactly the wraps of the real password configuration', async ({page}) => {
    const real = passwordsFor(loadPasswordConfig(siteDir), '/demo/encrypt/');
    const expected = new Set(real.map((e) => JSON.stringify([e.password, e.cost, e.salt ? [...e.salt] : null]))).size;
    const sentinel = await payloadWrapIds(page, SENTINEL_PAGE);
    const second = await payloadWrapIds(page, SECOND_PAGE);
    // The test admin's wrap is the one both test pages share.
    const testOnly = sentinel.filter((id) => second.includes(id));
    expect(testOnly).toHaveLength(1);
    for (const path of [DEMO.ru.path, DEMO.en.path]) {
      const demo = await payloadWrapIds(page, path);
      expect(demo, path).toHaveLength(expected);
      expect(
        demo.filter((id) => testOnly.includes(id)),
        path,
      ).toEqual([]);
    }
  });

  test('a per-path password opens its own page only', async ({page}) => {
    await openLocked(page, SENTINEL_PAGE);
    await unlock(page, 'ru', TEST_SECOND_PASSWORD);
    await expect(page.getByTestId('protected-message')).toHaveText(TEXTS.ru.wrong);
    await expect(content(page)).toHaveCount(0);

    await openLocked(page, SECOND_PAGE);
    await unlock(page, 'ru', TEST_SECOND_PASSWORD);
    await expect(page.getByRole('heading', {level: 2, name: 'Second page section'})).toBeVisible();
    // Its key is kept, but it opens nothing else.
    await page.goto(SENTINEL_PAGE);
    await keptKeysTried(page);
    await expect(page.getByPlaceholder(TEXTS.ru.placeholder)).toBeVisible();
    await expect(content(page)).toHaveCount(0);
  });

  test('the demo password does not open the test pages', async ({page}) => {
    await openLocked(page, SECOND_PAGE);
    await unlock(page, 'ru', DEMO_PASSWORD);
    await expect(page.getByTestId('protected-message')).toHaveText(TEXTS.ru.wrong);
    await expect(content(page)).toHaveCount(0);
  });
});

test.describe('releases', () => {
  const CURRENT_LOG = '/control/coordination-log/';
  const LOG_45 = '/control/4.5/coordination-log/';

  test('an older release’s protected page opens with the password given for the current page, and leads to it', async ({
    page,
  }) => {
    await openLocked(page, LOG_45);
    // Before unlocking: the notice names the release and links the current page, its canonical address.
    const notice = page.locator('.tessera-release-notice');
    await expect(notice).toContainText('выпуск 4.5');
    const link = notice.getByRole('link', {name: 'Эта страница в выпуске 4.6'});
    await expect(link).toHaveAttribute('href', CURRENT_LOG);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${CURRENT_LOG}$`));
    // The password was configured for /control/coordination-log/ only: it opens the page in 4.5 too.
    await unlock(page, 'ru', 'tessera-test-release');
    await expect(page.getByRole('heading', {level: 2, name: 'Release 4.5 section'})).toBeVisible();
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${CURRENT_LOG}$`));
    // The key kept for the tab opens the current page without asking.
    await expect(page.getByRole('heading', {level: 2, name: 'Current release section'})).toBeVisible();
    await expect(page.locator('.tessera-release-notice')).toHaveCount(0);
  });

  test('the release password opens that page only, not other protected pages', async ({page}) => {
    await openLocked(page, SECOND_PAGE);
    await unlock(page, 'ru', 'tessera-test-release');
    await expect(page.getByTestId('protected-message')).toHaveText(TEXTS.ru.wrong);
    await expect(content(page)).toHaveCount(0);
  });
});

test('without secure crypto the form says so instead of failing silently', async ({page}) => {
  await page.addInitScript(() => {
    Object.defineProperty(window.crypto, 'subtle', {value: undefined, configurable: true});
  });
  await openLocked(page, DEMO.en.path);
  await expect(page.getByTestId('protected-message')).toHaveText(TEXTS.en.noCrypto);
  await expect(page.getByPlaceholder(TEXTS.en.placeholder)).toBeDisabled();
});

test('the legacy .html URL of the demo page redirects to it', async ({page, request}) => {
  for (const [legacy, canonical] of [
    ['/demo/encrypt.html', DEMO.ru.path],
    ['/en/demo/encrypt.html', DEMO.en.path],
  ] as const) {
    const head = await request.get(legacy, {maxRedirects: 0});
    expect(head.status()).toBe(301);
    expect(head.headers()['location']).toBe(canonical);
  }
  await page.goto('/demo/encrypt.html');
  await expect(page).toHaveURL(/\/demo\/encrypt\/$/);
  await expect(page.getByPlaceholder(TEXTS.ru.placeholder)).toBeVisible();
});

test('search never returns protected text', async ({page}) => {
  await page.goto(SENTINEL_PAGE);
  await page.locator('.navbar').getByRole('button', {name: 'Поиск', exact: true}).click();
  await page.getByRole('dialog').getByRole('combobox').fill('herons');
  await expect(page.getByText(/Ничего не найдено|No results found/)).toBeVisible();
  await expect(page.getByRole('dialog').getByText(SENTINEL_SENTENCE)).toHaveCount(0);
});

for (const locale of ['ru', 'en'] as const) {
  test(`protected page (${locale}): no serious or critical axe violation, locked or open`, async ({page}) => {
    await openLocked(page, DEMO[locale].path);
    await page.waitForLoadState('networkidle');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await unlock(page, locale, DEMO_PASSWORD);
    await expect(content(page)).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
}
