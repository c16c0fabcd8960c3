import type {Locator, Page} from '@playwright/test';
import {test, expect, SITE_TITLE} from '../../../tests/e2e/fixtures';

/**
 * Opens the phone drawer on `path` at the navbar's level: a docs page opens the
 * drawer on its sidebar, and the navbar's items are one step back.
 */
async function openDrawerItems(page: Page, path: string): Promise<Locator> {
  await page.setViewportSize({width: 390, height: 844});
  await page.goto(path);
  await page.locator('.navbar__toggle').click();
  await page.locator('.navbar-sidebar__back').click();
  return page.locator('.navbar-sidebar__items');
}

/** A product menu's link in the drawer (or, given the page, the same link as an inner locator for `has`). */
const productItem = (scope: Locator | Page, name: string): Locator =>
  scope.locator('.menu__link--sublist', {hasText: name});

/** Every product name in the drawer reads whole, words apart (the brand word is dropped only on narrow desktops). */
async function expectWholeNames(drawer: Locator, names: readonly string[]): Promise<void> {
  for (const name of names)
    expect(
      await productItem(drawer, name)
        .first()
        .evaluate((el) => (el as HTMLElement).innerText.trim()),
    ).toBe(name);
}

interface NavbarFit {
  /** Pairs of top-level navbar items whose boxes overlap, with the overlap in px. */
  readonly overlaps: string[];
  /** Items (or the site title) whose text is cut. */
  readonly cut: string[];
  /** The site title: shown in full, or not displayed at all. */
  readonly title: 'shown' | 'hidden';
  readonly beyondViewport: boolean;
}

/** How the desktop navbar lays out at the current viewport width. */
function navbarFit(page: Page): Promise<NavbarFit> {
  return page.evaluate(() => {
    // Visually hidden text (1 px, clipped) counts as hidden.
    const shown = (el: Element): boolean =>
      getComputedStyle(el).display !== 'none' && el.getBoundingClientRect().width > 1;
    const name = (el: Element): string => (el.textContent ?? '').trim().slice(0, 24) || el.className;
    const items = Array.from(
      document.querySelectorAll('.navbar__brand, .navbar__items > .navbar__item, .navbar__items--right > *'),
    ).filter(shown);
    const overlaps: string[] = [];
    items.forEach((a, i) => {
      const ra = a.getBoundingClientRect();
      for (const b of items.slice(i + 1)) {
        const rb = b.getBoundingClientRect();
        const x = Math.min(ra.right, rb.right) - Math.max(ra.left, rb.left);
        const y = Math.min(ra.bottom, rb.bottom) - Math.max(ra.top, rb.top);
        if (x > 0.5 && y > 0.5) overlaps.push(`${name(a)} / ${name(b)}: ${Math.round(x)} px`);
      }
    });
    const texts = Array.from(
      document.querySelectorAll('.navbar__brand, .navbar__title, .navbar__items .navbar__link'),
    ).filter(shown);
    const cut = texts.filter((el) => el.scrollWidth > el.clientWidth + 0.5).map(name);
    const title = document.querySelector('.navbar__title');
    return {
      overlaps,
      cut,
      title: title && shown(title) ? 'shown' : 'hidden',
      beyondViewport: items.some((el) => el.getBoundingClientRect().right > window.innerWidth),
    } as const;
  });
}

const RU_MENUS = [
  'Tessera',
  'Tessera Space',
  'Tessera Value',
  'Tessera Control',
  'Tessera Site',
  'Tessera API',
] as const;

test.describe('Russian navbar', () => {
  test('has the external home link, six product menus and Uniformat RU', async ({page}) => {
    await page.goto('/');
    const nav = page.locator('nav.navbar');
    const home = nav.getByRole('link', {name: /Сайт Tessera/});
    await expect(home).toHaveAttribute('href', /^https:\/\//);
    for (const menu of RU_MENUS) {
      await expect(nav.getByRole('button', {name: menu, exact: true})).toBeVisible();
    }
    await expect(nav.getByRole('link', {name: 'Uniformat RU'})).toBeVisible();
  });

  for (const menu of RU_MENUS) {
    test(`menu "${menu}" opens and every item leads to a live page`, async ({page}) => {
      await page.goto('/');
      const dropdown = page
        .locator('.navbar__item.dropdown')
        .filter({has: page.getByText(menu, {exact: true})})
        .first();
      await dropdown.hover();
      const items = dropdown.locator('.dropdown__menu a');
      await expect(items.first()).toBeVisible();
      const hrefs = await items.evaluateAll((links) =>
        links.map((a) => (a as HTMLAnchorElement).getAttribute('href') ?? ''),
      );
      expect(hrefs.length).toBeGreaterThan(1);
      await items.first().click();
      await expect(page).toHaveURL(new RegExp(`${hrefs[0]}$`));
      await expect(page.getByTestId('not-found-message')).toHaveCount(0);
      for (const href of hrefs) {
        const response = await page.request.get(href);
        expect(response.status(), href).toBe(200);
      }
    });
  }

  test('the product menu of the section being read shows as active, the others do not', async ({page}) => {
    const nav = page.locator('nav.navbar');
    const menu = (name: string) => nav.getByRole('button', {name, exact: true});
    const colour = (name: string) => menu(name).evaluate((el) => getComputedStyle(el).color);
    const primary = await page
      .goto('/')
      .then(() =>
        page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--ifm-color-primary').trim()),
      );
    expect(primary).toBe('#1257a0');
    // On the home page no product menu is active.
    for (const name of RU_MENUS) await expect(menu(name)).not.toHaveClass(/navbar__link--active/);

    for (const [url, active] of [
      ['/control/control-guide/collision-matrix/', 'Tessera Control'],
      ['/value/value-guide/projects/', 'Tessera Value'],
      ['/api/tessera-viewer/', 'Tessera API'],
    ] as const) {
      await page.goto(url);
      await expect(menu(active), url).toHaveClass(/navbar__link--active/);
      await expect(menu(active), url).toHaveAttribute('aria-current', 'true');
      // The theme's active look: the link colour of the brand.
      expect(await colour(active), url).toBe('rgb(18, 87, 160)');
      for (const other of RU_MENUS.filter((name) => name !== active)) {
        await expect(menu(other), url).not.toHaveClass(/navbar__link--active/);
        await expect(menu(other), url).not.toHaveAttribute('aria-current');
        expect(await colour(other), url).not.toBe('rgb(18, 87, 160)');
      }
    }
    // It follows client-side navigation too.
    await menu('Tessera Value').hover();
    await nav.locator('.dropdown__menu').getByRole('link', {name: 'Веб-версия'}).click();
    await expect(page).toHaveURL(/\/value\/value-web\/$/);
    await expect(menu('Tessera Value')).toHaveClass(/navbar__link--active/);
    await expect(menu('Tessera Control')).not.toHaveClass(/navbar__link--active/);
  });

  test("in the mobile drawer the section's product menu is active too", async ({page}) => {
    const drawer = await openDrawerItems(page, '/control/control-guide/collision-matrix/');
    const control = productItem(drawer, 'Tessera Control');
    await expect(control).toBeVisible();
    await expect(control).toHaveClass(/menu__link--active/);
    await expect(control).toHaveAttribute('aria-current', 'true');
    await expect(productItem(drawer, 'Tessera Value')).not.toHaveClass(/menu__link--active/);
    await expectWholeNames(drawer, RU_MENUS);
    // The product menus' fold buttons speak Russian, and say what a press does.
    const value = drawer.locator('li', {has: productItem(page, 'Tessera Value')});
    await value.getByRole('button', {name: 'Развернуть меню'}).click();
    await expect(drawer.getByRole('link', {name: 'Веб-версия'})).toBeVisible();
    await expect(value.getByRole('button', {name: 'Свернуть меню'})).toBeVisible();
  });

  test('Uniformat RU opens the Uniformat page', async ({page}) => {
    await page.goto('/');
    await page.locator('nav.navbar').getByRole('link', {name: 'Uniformat RU'}).click();
    await expect(page).toHaveURL(/\/uniformat\/$/);
    await expect(page.getByRole('heading', {level: 1})).toBeVisible();
  });
});

const EN_MENUS = [
  'Tessera',
  'Tessera Space',
  'Tessera Value',
  'Tessera Control',
  'Tessera Site',
  'Tessera API',
] as const;

test.describe('English navbar', () => {
  test('has the external home link and the menus of the products with English pages', async ({page}) => {
    await page.goto('/en/');
    const nav = page.locator('nav.navbar');
    await expect(nav.getByRole('link', {name: /Tessera website/})).toHaveAttribute('href', /^https:\/\//);
    const control = nav.getByRole('button', {name: 'Tessera Control', exact: true});
    await control.hover();
    await control.locator('xpath=..').locator('.dropdown__menu').getByRole('link', {name: 'Tutorials'}).click();
    await expect(page).toHaveURL(/\/en\/control\/control-howto\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    // The menu of the section being read is active, with the /en/ prefix.
    await expect(control).toHaveClass(/navbar__link--active/);
    await expect(nav.getByRole('button', {name: 'Tessera', exact: true})).not.toHaveClass(/navbar__link--active/);
  });

  test('shows the menus of the sections translated into English only', async ({page}) => {
    await page.goto('/en/');
    const menus = page.locator('.navbar__items:not(.navbar__items--right) .dropdown > .navbar__link');
    // Uniformat RU has no English pages: no menu leads an English reader to Russian ones.
    await expect(menus).toHaveText([...EN_MENUS]);
    await expect(page.locator('nav.navbar').getByRole('link', {name: 'Uniformat RU'})).toHaveCount(0);
  });

  for (const menu of EN_MENUS) {
    test(`menu "${menu}" opens and every item leads to a live English page`, async ({page}) => {
      await page.goto('/en/');
      const dropdown = page
        .locator('.navbar__item.dropdown')
        .filter({has: page.getByText(menu, {exact: true})})
        .first();
      await dropdown.hover();
      const items = dropdown.locator('.dropdown__menu a');
      await expect(items.first()).toBeVisible();
      const hrefs = await items.evaluateAll((links) =>
        links.map((a) => (a as HTMLAnchorElement).getAttribute('href') ?? ''),
      );
      expect(hrefs.length).toBeGreaterThan(1);
      for (const href of hrefs) expect(href, menu).toMatch(/^\/en\//);
      await items.nth(1).click();
      await expect(page).toHaveURL(new RegExp(`${hrefs[1]}$`));
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await expect(page.getByTestId('not-found-message')).toHaveCount(0);
      for (const href of hrefs) {
        const response = await page.request.get(href);
        expect(response.status(), href).toBe(200);
      }
    });
  }

  test("in the phone drawer the English product menus unfold, the section's menu is active", async ({page}) => {
    const drawer = await openDrawerItems(page, '/en/space/space-guide/collisions/');
    const space = productItem(drawer, 'Tessera Space');
    await expect(space).toBeVisible();
    await expect(space).toHaveClass(/menu__link--active/);
    await expect(productItem(drawer, 'Tessera Site')).not.toHaveClass(/menu__link--active/);
    await expectWholeNames(drawer, EN_MENUS);
    const site = drawer.locator('li', {has: productItem(page, 'Tessera Site')});
    await site.getByRole('button', {name: 'Expand the dropdown'}).click();
    await site.getByRole('link', {name: 'Tutorials'}).click();
    await expect(page).toHaveURL(/\/en\/site\/site-howto\/$/);
    await expect(page.getByRole('heading', {level: 1})).toBeVisible();
  });
});

/** Opens a product menu of the navbar and follows one of its links. */
async function followMenu(page: Page, menu: string, link: string): Promise<void> {
  const button = page.locator('nav.navbar').getByRole('button', {name: menu, exact: true});
  await button.hover();
  await button.locator('xpath=..').locator('.dropdown__menu').getByRole('link', {name: link, exact: true}).click();
}

test.describe('glossary and keyboard shortcuts from every product menu', () => {
  for (const [menu, anchor, section] of [
    ['Tessera', '', ''],
    ['Tessera Space', '#tessera-space', 'Tessera Space'],
    ['Tessera Value', '#tessera-value', 'Tessera Value'],
    ['Tessera Control', '#tessera-control', 'Tessera Control'],
    ['Tessera Site', '#tessera-site', 'Tessera Site'],
  ] as const) {
    test(`${menu}: the shortcuts open at the product's section, the glossary at its top`, async ({page}) => {
      await page.goto('/');
      await followMenu(page, menu, 'Сочетания клавиш');
      await expect(page).toHaveURL(new RegExp(`/tessera/tessera-reference/keyboard-shortcuts/${anchor}$`));
      await expect(page.getByRole('heading', {level: 1})).toHaveText('Сочетания клавиш');
      // The platform's menu opens the page at its top; a product's, at the product's section.
      if (section) await expect(page.getByRole('heading', {level: 2, name: section})).toBeInViewport();
      await page.goto('/');
      await followMenu(page, menu, 'Глоссарий');
      await expect(page).toHaveURL(/\/tessera\/tessera-reference\/glossary\/$/);
      await expect(page.getByRole('heading', {level: 1})).toHaveText('Глоссарий');
      await expect(page.getByText('СОД — среда общих данных')).toBeVisible();
    });
  }

  test('Tessera Control: possible errors open at the product’s section, and a link there lands on the page’s error table', async ({
    page,
  }) => {
    await page.goto('/');
    await followMenu(page, 'Tessera Control', 'Возможные ошибки');
    await expect(page).toHaveURL(/\/tessera\/tessera-reference\/troubleshooting\/#tessera-control$/);
    await expect(page.getByRole('heading', {level: 2, name: 'Tessera Control'})).toBeInViewport();
    // The link in the product's own table (the symptoms above it may lead to the same page).
    const controlTable = page.locator('xpath=//h2[@id="tessera-control"]/following-sibling::table[1]');
    await controlTable.getByRole('link', {name: 'Матрица коллизий', exact: true}).click();
    // The address bar shows the Cyrillic anchor percent-encoded.
    await expect
      .poll(() => decodeURIComponent(page.url()))
      .toMatch(/\/control\/control-guide\/collision-matrix\/#возможные-ошибки$/);
    await expect(page.getByRole('heading', {level: 2, name: 'Возможные ошибки'})).toBeInViewport();
  });

  test('English: the Tessera Control menu leads to its shortcuts and to the glossary', async ({page}) => {
    await page.goto('/en/');
    await followMenu(page, 'Tessera Control', 'Keyboard shortcuts');
    await expect(page).toHaveURL(/\/en\/tessera\/tessera-reference\/keyboard-shortcuts\/#tessera-control$/);
    await expect(page.getByRole('heading', {level: 2, name: 'Tessera Control'})).toBeInViewport();
    // A reference page is the platform's: its menu is the active one.
    await expect(page.locator('nav.navbar').getByRole('button', {name: 'Tessera', exact: true})).toHaveClass(
      /navbar__link--active/,
    );
    await page.goto('/en/');
    await followMenu(page, 'Tessera', 'Glossary');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Glossary');
    await expect(page.getByText('CDE, Common Data Environment')).toBeVisible();
  });
});

test.describe('the navbar fits on one line at every width from 720 px', () => {
  // The layout breakpoints (720, 1440 px), the search label (1600 px), and each step of src/features/site-shell/client/custom.css.
  const widths = [720, 800, 996, 997, 1099, 1100, 1279, 1280, 1439, 1440, 1599, 1600, 1719, 1720, 1920];
  for (const [locale, url] of [
    ['ru', '/control/control-guide/'],
    ['en', '/en/control/control-howto/'],
  ] as const) {
    test(`${locale}: no item overlaps another, no text is cut, the title is whole or hidden`, async ({page}) => {
      await page.setViewportSize({width: 1920, height: 600});
      await page.goto(url);
      for (const width of widths) {
        await page.setViewportSize({width, height: 600});
        const fit = await navbarFit(page);
        expect(fit.overlaps, `${width} px`).toEqual([]);
        expect(fit.cut, `${width} px`).toEqual([]);
        expect(fit.beyondViewport, `${width} px`).toBe(false);
        if (fit.title === 'shown')
          await expect(page.locator('.navbar__title'), `${width} px`).toHaveText(SITE_TITLE[locale]);
      }
    });
  }

  test('the site title shows where it fits: always in English, from 1720 px in Russian', async ({page}) => {
    for (const [url, width, title] of [
      ['/', 1440, 'hidden'],
      ['/', 1600, 'hidden'],
      ['/', 1720, 'shown'],
      ['/', 720, 'hidden'],
      ['/en/', 720, 'shown'],
      ['/en/', 996, 'shown'],
      ['/en/', 997, 'shown'],
      ['/en/', 1440, 'shown'],
      ['/en/', 1600, 'shown'],
    ] as const) {
      await page.setViewportSize({width, height: 600});
      await page.goto(url);
      expect((await navbarFit(page)).title, `${url} at ${width} px`).toBe(title);
      // Shown or not, the title names the brand link, once (the logo is decorative).
      await expect(page.locator('.navbar__brand'), `${url} at ${width} px`).toHaveAccessibleName(
        SITE_TITLE[url === '/' ? 'ru' : 'en'],
      );
      // The logo always stays, at its size (before hydration the theme also renders a dark-mode copy, hidden).
      const logo = await page.locator('.navbar__logo img').filter({visible: true}).boundingBox();
      expect(logo!.width, `${url} at ${width} px`).toBeGreaterThanOrEqual(31);
    }
  });

  test('where the language switch shows only its icon, it keeps its name', async ({page}) => {
    for (const [url, own, other] of [
      ['/', 'Русский', 'English'],
      ['/en/', 'English', 'Русский'],
    ] as const) {
      await page.setViewportSize({width: 1100, height: 600});
      await page.goto(url);
      const label = page.locator('.navbar__items--right .tessera-locale-label');
      await expect(label).toHaveText(own);
      expect((await label.boundingBox())!.width, url).toBeLessThanOrEqual(1);
      await page.locator('nav.navbar .dropdown').filter({hasText: own}).hover();
      await expect(page.locator('nav.navbar').getByRole('link', {name: other, exact: true})).toBeVisible();
    }
  });

  test('below 997 px the product menus drop the brand word from sight and keep it in their names, in both languages', async ({
    page,
  }) => {
    for (const url of ['/', '/en/']) {
      await page.setViewportSize({width: 800, height: 600});
      await page.goto(url);
      const site = page.locator('nav.navbar').getByRole('button', {name: 'Tessera Site', exact: true});
      await expect(site, url).toBeVisible();
      expect((await site.locator('.tessera-nav-brand-word').boundingBox())!.width, url).toBeLessThanOrEqual(1);
    }
  });
});
