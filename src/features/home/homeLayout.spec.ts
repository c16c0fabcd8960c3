import {test, expect} from '../../../tests/e2e/fixtures';

/** Home pages and product landings (`home: true`, src/features/home/client/HomeLayout) on a phone. */
for (const url of ['/', '/en/', '/control/', '/value/']) {
  test(`phone (390 px): nothing in the hero of ${url} runs past the screen, its buttons wrap`, async ({page}) => {
    await page.setViewportSize({width: 390, height: 844});
    await page.goto(url);
    const hero = page
      .locator('header')
      .filter({has: page.getByRole('heading', {level: 1})})
      .first();
    await expect(hero).toBeVisible();
    const outside = await hero.evaluate((header) =>
      [header, ...Array.from(header.querySelectorAll('*'))]
        .filter((el) => getComputedStyle(el).display !== 'none')
        .map((el) => ({el, box: el.getBoundingClientRect()}))
        .filter(({box}) => box.width > 0 && (box.left < -0.5 || box.right > document.documentElement.clientWidth + 0.5))
        .map(
          ({el, box}) =>
            `${el.tagName.toLowerCase()}.${el.className} "${(el.textContent ?? '').trim().slice(0, 30)}" ${Math.round(box.left)}–${Math.round(box.right)}`,
        ),
    );
    expect(outside).toEqual([]);
    // Each action button shows its whole label inside itself (every hero here has two).
    await expect(hero.locator('a.button')).toHaveCount(2);
    for (const button of await hero.locator('a.button').all()) {
      const fits = await button.evaluate((a) => a.scrollWidth <= a.clientWidth + 0.5);
      expect(fits, await button.innerText()).toBe(true);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  });
}

/**
 * A home page written with every home field of the old site, plus one bad action and
 * one bad feature that the build reports and leaves out: tests/fixtures/legacy-pages/<locale>/home.md.
 */
for (const [locale, base] of [
  ['ru', '/test-fixtures/legacy/'],
  ['en', '/en/test-fixtures/legacy/'],
] as const) {
  const t =
    locale === 'ru'
      ? ({
          hero: 'Проверка моделей без правок',
          tagline: 'Главная страница, написанная полями старого сайта, собирается как есть.',
          heroAlt: 'Схема продуктов Tessera вокруг общей платформы',
          actions: ['Все поля метаданных', 'Страница без навигации'],
          features: ['Матрица коллизий', 'Руководство'],
          featureDetails: 'Группы элементов в строках и столбцах, допуск в каждой ячейке.',
          highlight: 'С чего начать',
          highlightDescription: 'Три шага от загрузки модели до замечаний.',
          highlightAlt: 'Схема из трёх шагов — загрузка, проверка, замечания',
          items: ['Загрузить модель', 'Проверить модель'],
          body: 'Текст страницы под сгенерированными частями',
        } as const)
      : ({
          hero: 'Model checking without edits',
          tagline: "A home page written with the old site's fields builds as it is.",
          heroAlt: 'The Tessera products around their common platform',
          actions: ['Every metadata field', 'A page without navigation'],
          features: ['Collision matrix', 'Guide'],
          featureDetails: 'Element groups in rows and columns, a tolerance in every cell.',
          highlight: 'Where to start',
          highlightDescription: 'Three steps from uploading a model to issues.',
          highlightAlt: 'A diagram of three steps: upload, check, issues',
          items: ['Upload a model', 'Check the model'],
          body: "The page's own text below the generated parts",
        } as const);

  // Pictures are static files, which each locale's build serves under its own base URL.
  const staticRoot = locale === 'en' ? '/en' : '';

  test.describe(`home page from old frontmatter (${locale})`, () => {
    test.beforeEach(async ({page}) => {
      await page.setViewportSize({width: 1440, height: 900});
      await page.goto(`${base}home/`);
    });

    test('hero: heading, tagline, picture with its alt text, buttons of both types with their links', async ({
      page,
    }) => {
      const hero = page
        .locator('header')
        .filter({has: page.getByRole('heading', {level: 1})})
        .first();
      await expect(hero.getByRole('heading', {level: 1})).toHaveText(t.hero);
      await expect(hero.getByText(t.tagline)).toBeVisible();
      const picture = hero.getByRole('img', {name: t.heroAlt});
      await expect(picture).toBeVisible();
      await expect(picture).toHaveAttribute('src', `${staticRoot}/img/hero.svg`);
      expect(await picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      const buttons = hero.getByRole('link');
      await expect(buttons).toHaveText(t.actions);
      await expect(buttons.nth(0)).toHaveAttribute('href', `${base}all-meta/`);
      await expect(buttons.nth(0)).toHaveClass(/button--primary/);
      await expect(buttons.nth(1)).toHaveAttribute('href', `${base}no-chrome/`);
      await expect(buttons.nth(1)).toHaveClass(/button--secondary/);
      // The primary button stands out: filled, unlike the secondary one.
      const [primary, secondary] = await Promise.all(
        [0, 1].map((i) => buttons.nth(i).evaluate((a) => getComputedStyle(a).backgroundColor)),
      );
      expect(primary).not.toBe(secondary);
      // The action without a link is left out, not shown half-made.
      await expect(page.getByText(locale === 'ru' ? 'Кнопка без ссылки' : 'A button without a link')).toHaveCount(0);
    });

    test('feature cards: icon, title, details; a card with a link opens its page; the bad card is left out', async ({
      page,
    }) => {
      const cards = page
        .locator('section', {has: page.getByRole('heading', {level: 2, name: t.features[0]})})
        .locator(':scope > *');
      await expect(cards).toHaveCount(2);
      await expect(cards.getByRole('heading', {level: 2})).toHaveText(t.features);
      await expect(cards.nth(0).locator('svg')).toBeVisible();
      await expect(cards.nth(0)).toContainText(t.featureDetails);
      await expect(cards.nth(0)).toHaveAttribute('href', `${base}all-meta/`);
      await expect(cards.nth(1).getByRole('link')).toHaveCount(0);
      await expect(page.getByText('42', {exact: true})).toHaveCount(0);
      await cards.nth(0).click();
      await expect(page).toHaveURL(`${base}all-meta/`);
    });

    test('highlights: heading, description, picture with alt text, items with icons and links; then the page text', async ({
      page,
    }) => {
      const section = page.locator('section', {has: page.getByRole('heading', {level: 2, name: t.highlight})});
      await expect(section.getByText(t.highlightDescription)).toBeVisible();
      const picture = section.getByRole('img', {name: t.highlightAlt});
      await expect(picture).toBeVisible();
      expect(await picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      const items = section.getByRole('listitem');
      await expect(items).toHaveCount(2);
      await expect(items.nth(0).locator('svg')).toBeVisible();
      await expect(items.nth(0).getByRole('link', {name: t.items[0]})).toHaveAttribute('href', `${base}nested/`);
      await expect(items.nth(1)).toContainText(t.items[1]);
      await expect(items.nth(1).getByRole('link')).toHaveCount(0);
      await expect(page.locator('article').getByText(t.body)).toBeVisible();
    });

    test('on a phone the highlight picture sits right under its text, inside the screen', async ({page}) => {
      await page.setViewportSize({width: 390, height: 844});
      const section = page.locator('section', {has: page.getByRole('heading', {level: 2, name: t.highlight})});
      const [list, picture] = await Promise.all([
        section.getByRole('list').boundingBox(),
        section.getByRole('img', {name: t.highlightAlt}).boundingBox(),
      ]);
      expect(picture!.y).toBeGreaterThanOrEqual(list!.y + list!.height);
      expect(picture!.y - (list!.y + list!.height)).toBeLessThan(48);
      expect(picture!.x).toBeGreaterThanOrEqual(0);
      expect(picture!.x + picture!.width).toBeLessThanOrEqual(390);
    });

    test('heroImageDark and the highlight dark picture show in the dark colour mode only, with the same alt text', async ({
      page,
    }) => {
      const darkHero = page.locator(`img[src="${staticRoot}/test-fixtures/img/hero-dark.svg"]`);
      const darkHighlight = page.locator(`img[src="${staticRoot}/test-fixtures/img/workflow-dark.svg"]`);
      await expect(darkHero).toBeHidden();
      await expect(darkHighlight).toBeHidden();
      // The site forces light mode (site.config.ts colorMode 'disable'); a site in dark mode sets this attribute.
      await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'dark'));
      await expect(darkHero).toBeVisible();
      await expect(darkHero).toHaveAttribute('alt', t.heroAlt);
      await expect(darkHighlight).toBeVisible();
      await expect(darkHighlight).toHaveAttribute('alt', t.highlightAlt);
      await expect(page.getByRole('img', {name: t.heroAlt})).toHaveCount(1);
      await expect(page.locator(`img[src="${staticRoot}/img/hero.svg"]`)).toBeHidden();
      await expect
        .poll(() => darkHero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
        .toBe(true);
    });
  });
}

test('home pages keep a heading outline without skipped levels (h1, then h2 cards and sections)', async ({page}) => {
  for (const url of ['/', '/en/', '/control/', '/en/control/']) {
    await page.goto(url);
    const levels = await page
      .locator('main :is(h1, h2, h3, h4, h5, h6)')
      .evaluateAll((hs) => hs.map((h) => Number(h.tagName[1])));
    expect(levels[0], url).toBe(1);
    levels.forEach((level, i) => {
      if (i > 0)
        expect(level, `${url}: heading ${i + 1} after h${levels[i - 1]}`).toBeLessThanOrEqual((levels[i - 1] ?? 1) + 1);
    });
  }
});

test('the English home has a card for every product with English pages, each leading to its English landing', async ({
  page,
}) => {
  await page.goto('/en/');
  for (const [name, path] of [
    ['Tessera Control', '/en/control/'],
    ['Tessera Space', '/en/space/'],
    ['Tessera Site', '/en/site/'],
    ['Tessera platform', '/en/tessera/'],
    ['Tessera API', '/en/api/tessera/'],
    ['Tessera Viewer', '/en/api/tessera-viewer/'],
  ] as const) {
    const card = page.locator('main a', {has: page.getByRole('heading', {level: 2, name, exact: true})});
    await expect(card, name).toHaveAttribute('href', path);
  }
  await page.locator('main a', {has: page.getByRole('heading', {level: 2, name: 'Tessera Site', exact: true})}).click();
  await expect(page).toHaveURL(/\/en\/site\/$/);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Tessera Site');
});
