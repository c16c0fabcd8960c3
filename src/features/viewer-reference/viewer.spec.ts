import {seriousAxeViolations} from '../../../tests/e2e/axe';
import {test, expect} from '../../../tests/e2e/fixtures';
import {REFERENCE_EDIT_URL, REFERENCE_ROUTE} from './plugin/routes';
import {SPEC_GROUPS} from './plugin/specSymbols';

const content = '.theme-doc-markdown';

test('a developer goes from the viewer overview through the tutorial to the class reference', async ({page}) => {
  await page.goto('/en/api/tessera-viewer/');
  await page.locator(content).getByRole('link', {name: 'viewer overview', exact: true}).click();
  await expect(page.locator('h1')).toHaveText('Viewer overview');

  await page.locator(content).getByRole('link', {name: 'a basic application in five steps', exact: true}).click();
  await expect(page.locator('h1')).toHaveText('Tutorial: a basic viewer application in five steps');
  await expect(page.locator(`${content} h2`)).toHaveText([
    /^Step 1/,
    /^Step 2/,
    /^Step 3/,
    /^Step 4/,
    /^Step 5/,
    /^What you built/,
  ]);

  await page.locator(content).getByRole('link', {name: 'Viewer', exact: true}).first().click();
  await expect(page).toHaveURL(new RegExp(`/en${REFERENCE_ROUTE}classes/Viewer/$`));
  // Titled by the symbol's name, its kind right under the title, no reading time.
  await expect(page.locator('h1')).toHaveText('Viewer');
  await expect(page.locator(content).locator('xpath=./p[1]')).toHaveText('Class of @tessera/viewer.');
  await expect(page).toHaveTitle(/^Viewer \| /);
  await expect(page.getByTestId('article-meta')).toHaveCount(0);
  // The page is generated (and git-ignored): "edit" opens the TSDoc sources it is written from.
  await expect(page.getByTestId('article-footer').getByRole('link', {name: /edit this page/i})).toHaveAttribute(
    'href',
    REFERENCE_EDIT_URL,
  );
  // The reference sits in the viewer section's sidebar, with the class highlighted.
  const sidebar = page.getByRole('navigation', {name: /docs sidebar/i});
  await expect(sidebar.getByRole('link', {name: 'API reference'})).toBeVisible();
  await expect(sidebar.locator('.menu__link--active', {hasText: /^Viewer$/})).toBeVisible();

  // Cross-links between symbols: from the class to the interface of its options.
  await page.locator(content).getByRole('link', {name: 'ViewerOptions'}).first().click();
  await expect(page.locator('h1')).toHaveText('ViewerOptions');
  await expect(page.locator(`${content} h3`, {hasText: 'getAccessToken'})).toBeVisible();
});

test('every class the tutorial uses opens its reference page', async ({page}) => {
  await page.goto('/en/api/tessera-viewer/tessera-viewer-howto/basic-app/');
  const hrefs = await page
    .locator(`${content} a[href*="/tessera-viewer-api/classes/"]`)
    .evaluateAll((links) => [...new Set(links.map((a) => (a as HTMLAnchorElement).pathname))]);
  expect(hrefs.length).toBeGreaterThanOrEqual(8);
  for (const href of hrefs) {
    const response = await page.goto(href);
    expect(response?.status(), href).toBe(200);
    await expect(page.locator('h1'), href).toHaveText(/^\w+$/);
    await expect(page.locator(content).locator('xpath=./p[1]'), href).toHaveText(
      /^(Abstract c|C)lass of @tessera\/viewer\.$/,
    );
  }
});

test('the reference home links to an index page for every group the old reference had', async ({page}) => {
  await page.goto(`/en${REFERENCE_ROUTE}`);
  await expect(page.locator('h1')).toHaveText('API reference');
  for (const group of SPEC_GROUPS) {
    await expect(page.locator(content).getByRole('link', {name: group.title, exact: true})).toBeVisible();
  }
  await page.locator(content).getByRole('link', {name: 'Screen Points', exact: true}).click();
  await expect(page.locator('h1')).toHaveText('Screen Points');
  await page.locator(content).getByRole('link', {name: 'ScreenPointsMaterial', exact: true}).click();
  await expect(page.locator('h1')).toHaveText('ScreenPointsMaterial');
});

test('the Russian site shows the English developer pages, marked as English', async ({page}) => {
  await page.goto('/api/tessera-viewer/tessera-viewer-howto/basic-app/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  await expect(page.locator('h1')).toHaveText('Tutorial: a basic viewer application in five steps');
  await expect(page.locator('[lang="en"]').filter({has: page.locator('h1')})).toHaveCount(1);
  await page.goto(`${REFERENCE_ROUTE}classes/Viewer/`);
  await expect(page.locator('h1')).toHaveText('Viewer');
});

for (const [name, path] of [
  ['tutorial with highlighted code', '/en/api/tessera-viewer/tessera-viewer-howto/basic-app/'],
  ['class reference page', `${REFERENCE_ROUTE}classes/ExtensionRegistry/`],
] as const) {
  test(`${name}: no serious or critical axe violation, code tokens included`, async ({page}) => {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
}
