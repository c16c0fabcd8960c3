import {test, expect} from '../../../tests/e2e/fixtures';

/**
 * The catalog in any page: `<Catalog />` in a page that is not a docs
 * page (tests/fixtures/pages, test build only) lists the same pages as in a
 * docs page, with no script error.
 */
for (const [locale, prefix] of [
  ['ru', ''],
  ['en', '/en'],
] as const) {
  const t = locale === 'ru' ? {heading: 'Каталог', empty: 'Нет каталога'} : {heading: 'Catalog', empty: 'No catalog'};

  test(`a catalog outside the docs lists a section's pages as its docs page does (${locale})`, async ({page}) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    // What the section's own index page (a docs page) lists.
    await page.goto(`${prefix}/test-fixtures/legacy/`);
    const inDocs = await page
      .getByTestId('catalog')
      .locator(':scope > ul > li > a')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(inDocs.length).toBeGreaterThan(2);

    await page.goto(`${prefix}/test-fixtures/pages/catalog/`);
    await expect(page.locator('.theme-doc-sidebar-container')).toHaveCount(0);
    const catalogs = page.getByTestId('catalog');
    await expect(catalogs).toHaveCount(3);
    const fixtures = catalogs.nth(0);
    await expect(fixtures.getByRole('heading', {level: 2})).toHaveText(t.heading);
    const outside = await fixtures
      .locator(':scope > ul > li > a')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(outside).toEqual(inDocs);
    // Descriptions come along; index: false pages stay out.
    await expect(
      fixtures
        .locator('li', {has: page.locator(`a[href="${prefix}/test-fixtures/legacy/all-meta/"]`)})
        .locator('p')
        .first(),
    ).not.toBeEmpty();
    await expect(fixtures.locator(`a[href="${prefix}/test-fixtures/legacy/hidden/"]`)).toHaveCount(0);

    // Another section by its site path, one level deep; links stay in the page's locale.
    const control = catalogs.nth(1);
    await expect(control.locator(`a[href="${prefix}/control/control-howto/"]`).first()).toBeVisible();
    await expect(control.locator(':scope > ul > li li')).toHaveCount(0);

    // Nothing below this page: the catalog's empty text.
    await expect(catalogs.nth(2)).toHaveText(t.empty);

    // A docs page lists another section the same way.
    await page.goto(`${prefix}/test-fixtures/legacy/nested/`);
    const inDocsPage = page.getByTestId('catalog');
    await expect(inDocsPage).toHaveCount(2);
    await expect(inDocsPage.nth(0).locator(`a[href="${prefix}/test-fixtures/legacy/nested/listed/"]`)).toBeVisible();
    await expect(inDocsPage.nth(1).locator(`a[href="${prefix}/control/control-howto/"]`).first()).toBeVisible();
    await page.goBack();

    // The links work client-side.
    await control.locator(`a[href="${prefix}/control/control-howto/"]`).first().click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/control/control-howto/$`));
    await expect(page.locator('h1')).toBeVisible();
    expect(errors).toEqual([]);
  });
}

test('only pages with a catalog download its data', async ({page}) => {
  // A sidebar link of the fixture section: in its sidebars (catalog data, docs pages of that section), never in shared code.
  // The bundler keeps the key quoted in big JSON modules (JSON.parse) and drops the quotes in small ones.
  const marker = /"?href"?:"\/test-fixtures\/legacy\/nested\/listed\/?"/;
  // The scripts this page loaded, from its own resource timeline (a response event can still arrive
  // from the page navigated away from), each read again from the server: an unreadable one fails.
  const loads = async (url: string): Promise<boolean> => {
    await page.goto(url);
    // Everything the page needs has been asked for once React has taken it over.
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true', {timeout: 60_000});
    await page.waitForLoadState('networkidle');
    const scripts = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .filter((name) => new URL(name).pathname.endsWith('.js')),
    );
    expect(scripts.length, url).toBeGreaterThan(0);
    const bodies = await Promise.all(
      scripts.map(async (script) => {
        const response = await page.request.get(script);
        expect(response.status(), script).toBe(200);
        return response.text();
      }),
    );
    return bodies.some((body) => marker.test(body));
  };
  expect(await loads('/')).toBe(false);
  expect(await loads('/control/control-guide/analysis-export/')).toBe(false);
  expect(await loads('/test-fixtures/pages/catalog/')).toBe(true);
});
