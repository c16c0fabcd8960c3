import fs from 'node:fs';
import path from 'node:path';
import type {Browser, BrowserContext, Page, Request} from '@playwright/test';
import {test, expect, LOCALE_CHOICE_KEY} from '../../../tests/e2e/fixtures';
import {siteConfig} from '../../../site.config';
import {
  anchorPairsFor,
  buildLocaleMap,
  translatedDocsDir,
  localeRoutes,
  markdownBody,
  pairedRoutes,
} from './plugin/localeMap';
import {otherLanguageTargets} from './plugin/otherLanguageLinks';
import {splitFrontMatter} from '../frontmatter/plugin/frontMatterFile';

const buildDir = path.resolve(__dirname, '../../../build');

/** Counts the page's reads of the reader's answer to the offer: LocaleSuggestion's effect reads it once hydrated. */
function watchChoiceReads(key: string): void {
  const w = window as unknown as {choiceReads: number};
  w.choiceReads = 0;
  const getItem = Storage.prototype.getItem;
  Storage.prototype.getItem = function (this: Storage, name: string) {
    if (name === key) w.choiceReads += 1;
    return getItem.call(this, name);
  };
}

/** A reader's first visit in a browser set to `locale`: nothing stored yet. */
async function freshContext(browser: Browser, locale: string, baseURL: string | undefined): Promise<BrowserContext> {
  const context = await browser.newContext({locale, baseURL});
  await context.addInitScript(watchChoiceReads, LOCALE_CHOICE_KEY);
  return context;
}

/** A new page whose requests in flight are counted, so a test can wait for the dialog's code to have arrived. */
async function watchedPage(context: BrowserContext): Promise<{page: Page; inflight: Set<Request>}> {
  const page = await context.newPage();
  const inflight = new Set<Request>();
  page.on('request', (request) => inflight.add(request));
  page.on('requestfinished', (request) => inflight.delete(request));
  page.on('requestfailed', (request) => inflight.delete(request));
  return {page, inflight};
}

/**
 * The page has decided whether to offer the other language, and an offer would be on screen by
 * now: the page hydrated, its effect read the reader's stored answer (and decided in the same
 * step), React rendered the decision (two frames), and every request started by then, the
 * dialog's lazily loaded code among them, has ended. Only then does "no dialog" mean the page
 * chose not to ask, rather than that it has not got round to it.
 */
async function offerDecided(page: Page, inflight: ReadonlySet<Request>): Promise<void> {
  const frames = () => page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true', {timeout: 60_000});
  await expect
    .poll(() => page.evaluate(() => (window as unknown as {choiceReads: number}).choiceReads), {
      message: 'the page read the stored answer to the offer',
      timeout: 30_000,
    })
    .toBeGreaterThan(0);
  await frames();
  await expect.poll(() => inflight.size, {message: 'requests the page started have ended', timeout: 30_000}).toBe(0);
  await frames();
}

test.describe('language switch', () => {
  test('on a translated page goes to the same page in English and back', async ({page}) => {
    await page.goto('/control/control-howto/');
    await page.locator('nav.navbar .dropdown').filter({hasText: 'Русский'}).hover();
    await page.locator('nav.navbar').getByRole('link', {name: 'English', exact: true}).click();
    await expect(page).toHaveURL(/\/en\/control\/control-howto\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.locator('nav.navbar .dropdown').filter({hasText: 'English'}).hover();
    await page.locator('nav.navbar').getByRole('link', {name: 'Русский', exact: true}).click();
    await expect(page).toHaveURL(/\/control\/control-howto\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  });

  test('on an untranslated page goes to the English home, never to a 404', async ({page}) => {
    // The Uniformat reference is the one section the English site does not have.
    await page.goto('/uniformat/');
    await page.locator('nav.navbar .dropdown').filter({hasText: 'Русский'}).hover();
    const english = page.locator('nav.navbar').getByRole('link', {name: 'English', exact: true});
    await expect(english).toHaveAttribute('href', '/en/');
    await english.click();
    await expect(page).toHaveURL(/\/en\/$/);
    await expect(page.getByTestId('not-found-message')).toHaveCount(0);
  });

  test('on the 404 page goes to the other home', async ({page}) => {
    await page.goto('/en/no-such-page/');
    await page.locator('nav.navbar .dropdown').filter({hasText: 'English'}).hover();
    await expect(page.locator('nav.navbar').getByRole('link', {name: 'Русский', exact: true})).toHaveAttribute(
      'href',
      '/',
    );
  });

  test('carries the section anchor to the same heading in English, and the reader lands there', async ({page}) => {
    await page.goto('/control/control-howto/before-start/#соглашения-об-именовании');
    await page.locator('nav.navbar .dropdown').filter({hasText: 'Русский'}).hover();
    const english = page.locator('nav.navbar').getByRole('link', {name: 'English', exact: true});
    await expect(english).toHaveAttribute('href', '/en/control/control-howto/before-start/#naming-conventions');
    await english.click();
    await expect(page).toHaveURL(/\/en\/control\/control-howto\/before-start\/#naming-conventions$/);
    const heading = page.locator('#naming-conventions');
    await expect(heading).toHaveText('Naming conventions');
    // Scrolled to the heading: far down the page, the heading at the top of the viewport, below the navbar.
    await expect(heading).toBeInViewport();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    const top = await heading.evaluate((el) => el.getBoundingClientRect().top);
    expect(top).toBeGreaterThanOrEqual(0);
    expect(top).toBeLessThan(200);
  });

  test('follows the anchor the reader moves to, and carries it back to Russian', async ({page}) => {
    await page.goto('/en/control/control-howto/getting-started/');
    await page.locator('.table-of-contents').getByRole('link', {name: 'Step 4. Fill in the collision matrix'}).click();
    await expect(page).toHaveURL(/#step-4-fill-in-the-collision-matrix$/);
    await page.locator('nav.navbar .dropdown').filter({hasText: 'English'}).hover();
    const russian = page.locator('nav.navbar').getByRole('link', {name: 'Русский', exact: true});
    await expect(russian).toHaveAttribute(
      'href',
      '/control/control-howto/getting-started/#шаг-4-заполните-матрицу-коллизий',
    );
    await russian.click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
    expect(decodeURIComponent(new URL(page.url()).hash)).toBe('#шаг-4-заполните-матрицу-коллизий');
    await expect(page.locator('#шаг-4-заполните-матрицу-коллизий')).toBeInViewport();
  });

  test('drops an anchor that has no counterpart, keeps one on pages both locales share', async ({page}) => {
    await page.goto('/control/control-howto/before-start/#no-such-section');
    await page.locator('nav.navbar .dropdown').filter({hasText: 'Русский'}).hover();
    await expect(page.locator('nav.navbar').getByRole('link', {name: 'English', exact: true})).toHaveAttribute(
      'href',
      '/en/control/control-howto/before-start/',
    );
    // English developer docs are the same page in both trees: same ids.
    await page.goto('/api/tessera/tessera-howto/auth/#personal-api-tokens');
    await page.locator('nav.navbar .dropdown').filter({hasText: 'Русский'}).hover();
    await expect(page.locator('nav.navbar').getByRole('link', {name: 'English', exact: true})).toHaveAttribute(
      'href',
      '/en/api/tessera/tessera-howto/auth/#personal-api-tokens',
    );
    // The catalog heading is rendered by a component under one id in both locales.
    await page.goto('/control/control-howto/#catalog');
    await page.locator('nav.navbar .dropdown').filter({hasText: 'Русский'}).hover();
    await expect(page.locator('nav.navbar').getByRole('link', {name: 'English', exact: true})).toHaveAttribute(
      'href',
      '/en/control/control-howto/#catalog',
    );
  });

  test('on the protected demo page goes to its English version', async ({page}) => {
    await page.goto('/demo/encrypt/');
    await page.locator('nav.navbar .dropdown').filter({hasText: 'Русский'}).hover();
    const english = page.locator('nav.navbar').getByRole('link', {name: 'English', exact: true});
    await expect(english).toHaveAttribute('href', '/en/demo/encrypt/');
    await english.click();
    await expect(page).toHaveURL(/\/en\/demo\/encrypt\/$/);
    await expect(page.getByRole('heading', {level: 1, name: 'Protected page'})).toBeVisible();
  });

  test('on a section’s tag index goes to the other locale’s index', async ({page}) => {
    const cases: [string, string][] = [
      ['/api/tags/', '/en/api/tags/'],
      ['/api/tessera-viewer/tags/', '/en/api/tessera-viewer/tags/'],
      ['/control/tags/', '/en/control/tags/'],
      ['/value/tags/', '/en/value/tags/'],
    ];
    for (const [from, to] of cases) {
      await page.goto(from);
      await page.locator('nav.navbar .dropdown').filter({hasText: 'Русский'}).hover();
      await expect(page.locator('nav.navbar').getByRole('link', {name: 'English', exact: true}), from).toHaveAttribute(
        'href',
        to,
      );
    }
    await page.goto('/en/api/tags/');
    await page.locator('nav.navbar .dropdown').filter({hasText: 'English'}).hover();
    const russian = page.locator('nav.navbar').getByRole('link', {name: 'Русский', exact: true});
    await expect(russian).toHaveAttribute('href', '/api/tags/');
    await russian.click();
    await expect(page).toHaveURL(/\/api\/tags\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
    await expect(page.locator('h1')).toHaveText('Теги');
  });

  test('hreflang alternates exist only for pages that exist in both locales', async ({page}) => {
    await page.goto('/control/control-howto/');
    await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
      'href',
      /\/en\/control\/control-howto\/$/,
    );
    for (const paired of ['/demo/encrypt/', '/api/tags/', '/control/tags/', '/value/', '/value/tags/']) {
      await page.goto(paired);
      await expect(page.locator('link[rel="alternate"][hreflang="en"]'), paired).toHaveAttribute(
        'href',
        `https://help.tessera.example/en${paired}`,
      );
      await expect(page.locator('link[rel="alternate"][hreflang="ru"]'), paired).toHaveAttribute(
        'href',
        `https://help.tessera.example${paired}`,
      );
    }
    for (const unpaired of ['/uniformat/', '/uniformat/uniformat-google/']) {
      await page.goto(unpaired);
      await expect(page.locator('link[rel="alternate"][hreflang="en"]'), unpaired).toHaveCount(0);
    }
  });
});

/**
 * An English page of the current content that links to a page only the Russian site has, and that link:
 * found from the files, so the test follows whichever such link the translations have today.
 */
function englishLinkToRussianPage(): {page: string; href: string; text: string; title: string} | undefined {
  const siteDir = path.resolve(__dirname, '../../..');
  const map = buildLocaleMap(siteDir, siteConfig.sections, siteConfig.locales);
  const targetOf = otherLanguageTargets(map, siteConfig.sections, 'en');
  for (const page of map.pages.filter(
    (p) => p.in.en && siteConfig.sections.find((s) => s.id === p.section)?.sourceLanguage === 'ru',
  )) {
    const body = markdownBody(
      fs.readFileSync(path.join(translatedDocsDir(siteDir, page.section, 'en'), page.relPath), 'utf8'),
    );
    // A plain-text link in a paragraph (not in a table, which the theme may scroll), without an anchor.
    for (const line of body.split('\n').filter((l) => !/^\s*\|/.test(l))) {
      for (const [, text = '', url = ''] of line.matchAll(/(?<!!)\[([^\]`*]+)\]\((\/[^)\s#]*)\)/g)) {
        const target = targetOf(url);
        if (target?.file !== undefined) {
          const title = splitFrontMatter(fs.readFileSync(path.join(siteDir, target.file), 'utf8')).frontMatter.title;
          if (typeof title === 'string') return {page: `/en${page.route}`, href: target.href, text, title};
        }
      }
    }
  }
  return undefined;
}

test.describe('links to pages without an English translation', () => {
  test('keep the sentence, are marked "(in Russian)" and open the Russian page', async ({page}) => {
    const link = englishLinkToRussianPage();
    expect(link, 'some English page links to a page that exists only in Russian').toBeDefined();
    const {page: from, href, text, title} = link!;
    await page.goto(from);
    const anchor = page.locator('article').locator(`a[href="${href}"]`).filter({hasText: text}).first();
    await expect(anchor).toBeVisible();
    await expect(anchor).toHaveAttribute('hreflang', 'ru');
    // The marker follows the link in the same sentence.
    const after = await anchor.evaluate((a) => a.nextSibling?.textContent ?? '');
    expect(after.startsWith(' (in Russian)')).toBe(true);
    await anchor.click();
    await expect(page).toHaveURL(new RegExp(`${href.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
    // A whole new document from the other locale's build, which a busy machine may take a while to stream.
    await expect(page.locator('article h1').first()).toHaveText(title, {timeout: 30_000});
  });
});

test.describe('locale suggestion', () => {
  test('offers English to an English browser on the Russian site; Switch goes to the English page', async ({
    browser,
    baseURL,
  }) => {
    const context = await freshContext(browser, 'en-US', baseURL);
    const {page, inflight} = await watchedPage(context);
    await page.goto('/control/control-howto/');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAttribute('lang', 'en');
    await expect(dialog.getByRole('heading')).toHaveText('Read Tessera Help in English?');
    await expect(dialog.getByRole('checkbox', {name: 'Remember my choice'})).toBeVisible();
    await expect(dialog.getByRole('link', {name: 'Switch'})).toBeFocused();
    await dialog.getByRole('link', {name: 'Switch'}).click();
    await expect(page).toHaveURL(/\/en\/control\/control-howto\/$/);
    // In English now, the language the browser prefers: nothing to offer.
    await offerDecided(page, inflight);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await context.close();
  });

  test('Cancel closes it and it does not ask again', async ({browser, baseURL}) => {
    const context = await freshContext(browser, 'en-US', baseURL);
    const {page, inflight} = await watchedPage(context);
    await page.goto('/value/');
    await page.getByRole('dialog').getByRole('button', {name: 'Cancel'}).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page).toHaveURL(/\/value\/$/);
    await page.goto('/control/');
    await offerDecided(page, inflight);
    await expect(page.locator('h1').first()).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await context.close();
  });

  test('Escape cancels, focus stays trapped in the dialog', async ({browser, baseURL}) => {
    const context = await freshContext(browser, 'en-US', baseURL);
    const page = await context.newPage();
    await page.goto('/');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    for (let i = 0; i < 4; i += 1) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await context.close();
  });

  test('a remembered choice stops the offer, without switching by itself', async ({browser, baseURL}) => {
    const context = await freshContext(browser, 'en-US', baseURL);
    const {page, inflight} = await watchedPage(context);
    await page.goto('/');
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('checkbox', {name: 'Remember my choice'}).check();
    await dialog.getByRole('link', {name: 'Switch'}).click();
    await expect(page).toHaveURL(/\/en\/$/);
    await page.goto('/control/');
    await offerDecided(page, inflight);
    await expect(page.locator('h1').first()).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page).toHaveURL(/\/control\/$/);
    await context.close();
  });

  test('on the protected demo page offers its English version', async ({browser, baseURL}) => {
    const context = await freshContext(browser, 'en-US', baseURL);
    const page = await context.newPage();
    await page.goto('/demo/encrypt/');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('this page is available in English');
    await expect(dialog).not.toContainText('no English version');
    await dialog.getByRole('link', {name: 'Switch'}).click();
    await expect(page).toHaveURL(/\/en\/demo\/encrypt\/$/);
    await context.close();
  });

  test('on the 404 page offers the other home, without claiming the page is untranslated', async ({
    browser,
    baseURL,
  }) => {
    const context = await freshContext(browser, 'en-US', baseURL);
    const page = await context.newPage();
    const response = await page.goto('/control/no-such-page/');
    expect(response?.status()).toBe(404);
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('There is no page at this address');
    await expect(dialog).not.toContainText('no English version');
    await expect(dialog.getByRole('link', {name: 'Switch'})).toHaveAttribute('href', '/en/');
    await dialog.getByRole('link', {name: 'Switch'}).click();
    await expect(page).toHaveURL(/\/en\/$/);
    await context.close();

    const russian = await freshContext(browser, 'ru-RU', baseURL);
    const other = await russian.newPage();
    await other.goto('/en/control/control-howto/no-such-page/');
    await expect(other.getByRole('dialog')).toContainText('По этому адресу страницы нет');
    await expect(other.getByRole('dialog').getByRole('link', {name: 'Перейти'})).toHaveAttribute('href', '/');
    await russian.close();
  });

  test('Switch keeps the reader at the same section of the translation', async ({browser, baseURL}) => {
    const context = await freshContext(browser, 'en-US', baseURL);
    const page = await context.newPage();
    await page.goto('/control/control-howto/before-start/#возможные-ошибки');
    const dialog = page.getByRole('dialog');
    // The offer comes after hydration and its own chunk: seconds on a busy machine.
    await expect(dialog).toBeVisible({timeout: 30_000});
    await expect(dialog.getByRole('link', {name: 'Switch'})).toHaveAttribute(
      'href',
      '/en/control/control-howto/before-start/#possible-errors',
    );
    await dialog.getByRole('link', {name: 'Switch'}).click();
    await expect(page).toHaveURL(/\/en\/control\/control-howto\/before-start\/#possible-errors$/);
    await expect(page.locator('#possible-errors')).toBeInViewport();
    await context.close();
  });

  test('offers Russian to a Russian browser on the English site, and nothing on the Russian site', async ({
    browser,
    baseURL,
  }) => {
    const context = await freshContext(browser, 'ru-RU', baseURL);
    const {page, inflight} = await watchedPage(context);
    await page.goto('/');
    await offerDecided(page, inflight);
    await expect(page.locator('h1').first()).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.goto('/en/');
    await expect(page.getByRole('dialog')).toHaveAttribute('lang', 'ru');
    await expect(page.getByRole('dialog').getByRole('heading')).toHaveText('Открыть справку Tessera на русском?');
    await expect(page.getByRole('dialog').getByRole('link', {name: 'Перейти'})).toHaveAttribute('href', '/');
    await context.close();
  });
});

test.describe('English developer docs in the Russian tree', () => {
  test('their tag index marks the English tags and page titles lang="en", the Russian page text not', async ({
    page,
  }) => {
    await page.goto('/api/tags/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
    const lists = page.locator('main section ul');
    expect(await lists.count()).toBeGreaterThan(0);
    for (const list of await lists.all()) await expect(list).toHaveAttribute('lang', 'en');
    const tag = page.getByRole('list', {name: 'Теги'}).getByRole('link').first();
    expect(await tag.evaluate((el) => el.closest('[lang]')?.getAttribute('lang'))).toBe('en');
    expect(await page.locator('main h1').evaluate((h1) => h1.closest('[lang]')?.getAttribute('lang'))).toBe('ru');
    // The page count beside a tag is the site's words, in Russian.
    const count = page
      .locator('main section h2')
      .first()
      .getByText(/страниц/);
    expect(await count.evaluate((el) => el.closest('[lang]')?.getAttribute('lang'))).toBe('ru');
  });

  test('tag indexes of Russian sections and of the English tree carry no extra lang', async ({page}) => {
    for (const path of ['/control/tags/', '/en/api/tags/', '/en/control/tags/']) {
      await page.goto(path);
      await expect(page.locator('main [lang]'), path).toHaveCount(0);
    }
    // An English translation of a Russian section is English, not marked Russian.
    await page.goto('/en/control/control-howto/getting-started/');
    await expect(page.locator('main [lang="ru"]')).toHaveCount(0);
  });
});

/** The share of Cyrillic among the letters of a text. */
function cyrillicShare(text: string): number {
  const letters = text.match(/\p{L}/gu) ?? [];
  return letters.length ? (text.match(/\p{Script=Cyrillic}/gu) ?? []).length / letters.length : 0;
}

test('no English page carries Russian body text', () => {
  const files: string[] = [];
  const walk = (dir: string): void => {
    for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
      const abs = path.join(dir, entry.name);
      if (entry.isDirectory() && entry.name !== 'assets') walk(abs);
      else if (entry.name === 'index.html') files.push(abs);
    }
  };
  walk(path.join(buildDir, 'en'));
  expect(files.length).toBeGreaterThan(5);
  const offenders = files.flatMap((file) => {
    const html = fs.readFileSync(file, 'utf8');
    const main = /<main[\s\S]*<\/main>/.exec(html)?.[0] ?? '';
    // Code samples may carry Russian data values (project names, property names); prose may not.
    const text = main
      .replace(/<script[\s\S]*?<\/script>/g, ' ')
      .replace(/<pre[\s\S]*?<\/pre>/g, ' ')
      .replace(/<code[\s\S]*?<\/code>/g, ' ')
      .replace(/<[^>]+>/g, ' ')
      // A Russian term given beside its English one, in parentheses or quotes, is a gloss, not
      // untranslated prose; so are Russian abbreviations used as names (СП, КСИ, ТИМ, СОД, ЦИМ).
      .replace(/\([^()]*\)|"[^"]*"|“[^”]*”|«[^»]*»/g, (gloss) => (cyrillicShare(gloss) > 0.3 ? ' ' : gloss))
      .replace(/(?<!\p{L})\p{Lu}{2,5}(?!\p{L})/gu, (word) => (/\p{Script=Cyrillic}/u.test(word) ? ' ' : word));
    const share = cyrillicShare(text);
    return share > 0.02 ? [`${path.relative(buildDir, file)}: ${(share * 100).toFixed(1)}% Cyrillic`] : [];
  });
  expect(offenders).toEqual([]);
});

/** Ids of the elements of a built page (attributes are unquoted in the minified HTML). */
function builtIds(route: string): Set<string> {
  const html = fs.readFileSync(path.join(buildDir, route, 'index.html'), 'utf8');
  return new Set([...html.matchAll(/\sid=(?:"([^"]*)"|([^\s>]+))/g)].map((m) => m[1] ?? m[2] ?? ''));
}

test('every paired section anchor exists on both built pages', () => {
  const siteDir = path.resolve(__dirname, '../../..');
  const map = buildLocaleMap(siteDir, siteConfig.sections, siteConfig.locales);
  const translated = map.pages.filter(
    (p) => p.in.ru && p.in.en && siteConfig.sections.find((s) => s.id === p.section)?.sourceLanguage === 'ru',
  );
  expect(translated.length).toBeGreaterThan(3);
  const problems: string[] = [];
  let pairs = 0;
  for (const page of translated) {
    const section = siteConfig.sections.find((s) => s.id === page.section)!;
    const files = {
      ru: path.join(siteDir, section.dir, page.relPath),
      en: path.join(translatedDocsDir(siteDir, section.id, 'en'), page.relPath),
    };
    const ids = {ru: builtIds(page.route), en: builtIds(`en${page.route}`)};
    for (const [from, to] of [
      ['ru', 'en'],
      ['en', 'ru'],
    ] as const) {
      const found =
        anchorPairsFor(
          siteDir,
          siteConfig.sections,
          siteConfig.locales,
          files[from],
          markdownBody(fs.readFileSync(files[from], 'utf8')),
        )?.[to] ?? {};
      for (const [a, b] of Object.entries(found)) {
        pairs += 1;
        if (!ids[from].has(a)) problems.push(`${from}${page.route}: no #${a}`);
        if (!ids[to].has(b)) problems.push(`${to}${page.route}: no #${b} (paired with #${a})`);
      }
    }
  }
  expect(pairs).toBeGreaterThan(20);
  expect(problems).toEqual([]);
});

test("each sitemap lists its locale's built pages, paired pages in both", () => {
  const map = buildLocaleMap(path.resolve(__dirname, '../../..'), siteConfig.sections, siteConfig.locales);
  const locs = (file: string): Set<string> =>
    new Set(
      [...fs.readFileSync(path.join(buildDir, file), 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map(
        (m) => new URL(m[1]!).pathname,
      ),
    );
  const sitemaps = {ru: locs('sitemap.xml'), en: locs('en/sitemap.xml')};
  for (const route of pairedRoutes(map, 'ru', 'en')) {
    expect(sitemaps.ru, route).toContain(route);
    expect(sitemaps.en, route).toContain(`/en${route}`);
  }
  for (const [locale, urls] of Object.entries(sitemaps)) {
    expect(urls.size).toBeGreaterThan(50);
    // Nothing the sitemap lists is missing from the build, and no Russian-only page is listed under /en/.
    for (const url of urls)
      expect(fs.existsSync(path.join(buildDir, decodeURIComponent(url), 'index.html')), `${locale}: ${url}`).toBe(true);
  }
  const russianOnly = localeRoutes(map, 'ru').filter((route) => !localeRoutes(map, 'en').includes(route));
  // The Uniformat reference has no English version.
  expect(russianOnly).toEqual(expect.arrayContaining(['/uniformat/', '/uniformat/uniformat-google/']));
  for (const route of russianOnly) expect(sitemaps.en, route).not.toContain(`/en${route}`);
});
