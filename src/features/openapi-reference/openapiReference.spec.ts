import type {Locator, Page} from '@playwright/test';
import {seriousAxeViolations} from '../../../tests/e2e/axe';
import {test, expect} from '../../../tests/e2e/fixtures';
import {OPENAPI_REFERENCE_ROUTE} from './plugin/routes';

const content = '.theme-doc-markdown';
const MODELS = `${OPENAPI_REFERENCE_ROUTE}models/`;
const LIST_MODELS = `${MODELS}list-models/`;
const ERRORS = `${OPENAPI_REFERENCE_ROUTE}errors/`;
const SCHEMAS = `${OPENAPI_REFERENCE_ROUTE}schemas/`;

/** The `n`-th element of a kind after a `##` heading of the page (the parameters table after "Parameters"). */
function after(page: Page, heading: string, selector: string, n = 1): Locator {
  return page
    .locator(content)
    .locator(`xpath=./h2[starts-with(normalize-space(), "${heading}")]/following-sibling::${selector}[${n}]`);
}

/** Elements of a kind in a `##` section: after its heading, before the next. */
function inSection(page: Page, heading: string, selector: string): Locator {
  return page
    .locator(content)
    .locator(`xpath=./${selector}[preceding-sibling::h2[1][starts-with(normalize-space(), "${heading}")]]`);
}

function sidebarOf(page: Page): Locator {
  return page.getByRole('navigation', {name: /docs sidebar/i});
}

for (const prefix of ['', '/en'] as const) {
  test.describe(`REST reference operation page, ${prefix === '' ? 'Russian' : 'English'} site`, () => {
    test.use({permissions: ['clipboard-read', 'clipboard-write']});

    test('shows the short name as title, method and path first, the summary under them, the parameter table, every response and the samples; the copy button copies the curl sample', async ({
      page,
    }) => {
      await page.goto(`${prefix}${LIST_MODELS}`);
      await expect(page.locator('h1')).toHaveText('List models');
      await expect(page).toHaveTitle(/^List models \| /);
      // The method and path are the first thing under the title, the summary next; no reading time.
      const first = page.locator(content).locator('xpath=./p[1]');
      await expect(first).toHaveText('GET /projects/{projectId}/models');
      await expect(first).toBeInViewport();
      await expect(page.locator(content).locator('xpath=./p[2]')).toHaveText('Models of a project.');
      await expect(page.getByTestId('article-meta')).toHaveCount(0);
      await expect(page.locator('nav.theme-doc-breadcrumbs .breadcrumbs__item--active')).toHaveText('List models');
      // Every table has a header row with text in each cell.
      for (const header of await page.locator(`${content} table thead tr`).all())
        for (const th of await header.locator('th').allInnerTexts()) expect(th.trim()).not.toBe('');

      const parameters = after(page, 'Parameters', 'table');
      await expect(parameters.getByRole('row')).toHaveCount(4); // header, projectId, limit, cursor
      await expect(parameters.getByRole('row', {name: /projectId path integer \(int64\) yes/})).toBeVisible();
      await expect(parameters.getByRole('row', {name: /limit query integer no Page size/})).toContainText('≤ 500');

      const responses = after(page, 'Responses', 'table');
      await expect(responses.getByRole('row')).toHaveCount(5); // header, 200, 401, 403, 404
      for (const status of ['401', '403', '404'])
        await expect(responses.getByRole('link', {name: status, exact: true})).toHaveAttribute(
          'href',
          new RegExp(`/errors/#${status}-`),
        );
      // Only the success response has its own body section; the shared errors are on the errors page.
      await expect(inSection(page, 'Responses', 'h3')).toHaveText([/^200 OK/]);
      await expect(
        inSection(page, 'Responses', 'p[starts-with(normalize-space(), "Schema:")]').getByRole('link', {
          name: 'ModelPage',
        }),
      ).toBeVisible();
      await expect(
        inSection(page, 'Responses', 'div').locator('pre', {hasText: '"nextCursor": "eyJvIjoxMDB9"'}),
      ).toBeVisible();

      const curl = page
        .locator(content)
        .locator('pre', {hasText: 'curl "https://tessera.company.ru/api/v1/projects/318/models"'});
      await expect(curl).toBeVisible();
      const copy = curl.locator('xpath=following-sibling::button[1]');
      await copy.click();
      await expect(copy).toHaveText(prefix === '' ? 'Скопировано' : 'Copied');
      expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(
        /^curl "https:\/\/tessera\.company\.ru\/api\/v1\/projects\/318\/models" \\\n {2}-H "Authorization: Bearer \$TESSERA_TOKEN"/,
      );
      await expect(
        page.locator(content).locator('pre', {
          hasText: 'export async function listModels(token: string, projectId: number): Promise<ModelPage>',
        }),
      ).toBeVisible();
      // The sidebar marks the operation under its tag, by its name.
      await expect(sidebarOf(page).locator('a[aria-current="page"]')).toHaveText('List models');
    });
  });
}

test.describe('REST reference without JavaScript', () => {
  test.use({javaScriptEnabled: false});

  test('an operation page shows its tables, responses and samples from the HTML alone, and its schema links work', async ({
    page,
  }) => {
    await page.goto(`/en${LIST_MODELS}`);
    await expect(page.locator('h1')).toHaveText('List models');
    const article = page.locator(content);
    await expect(article.getByRole('row', {name: /projectId path integer \(int64\) yes/})).toBeVisible();
    await expect(article.locator('h3', {hasText: '200 OK'})).toBeVisible();
    await expect(
      article.locator('pre', {hasText: 'curl "https://tessera.company.ru/api/v1/projects/318/models"'}),
    ).toBeVisible();
    await article.getByRole('link', {name: 'ModelPage'}).first().click();
    await expect(page).toHaveURL(new RegExp(`/en${SCHEMAS}model-page/$`));
    await expect(page.locator('h1')).toHaveText('ModelPage');
    await expect(page.locator(content).getByRole('row', {name: /nextCursor string or null yes/})).toBeVisible();
  });
});

test('a developer reaches an operation through the sidebar: the tag is a category whose link is its index, with its operations and nested tags under it', async ({
  page,
}) => {
  await page.goto('/en/api/tessera/');
  const sidebar = sidebarOf(page);
  await sidebar.getByRole('link', {name: 'API reference', exact: true}).click();
  await expect(page.locator('h1')).toHaveText('Tessera API reference');
  for (const heading of ['Base URLs', 'Authentication', 'Pagination', 'Errors', 'Rate limits', 'Versioning']) {
    await expect(page.locator(content).getByRole('heading', {level: 2, name: heading})).toBeVisible();
  }
  await sidebar.getByRole('link', {name: 'Models', exact: true}).click();
  await expect(page).toHaveURL(new RegExp(`/en${MODELS}$`));
  await expect(page.locator('h1')).toHaveText('Models');
  await expect(sidebar.locator('a[aria-current="page"]')).toHaveText('Models');
  // The category opened (the innermost one holding the link): its own operations, then its nested tags as categories of their own.
  const category = sidebar
    .locator('li.theme-doc-sidebar-item-category')
    .filter({has: page.getByRole('link', {name: 'Models', exact: true})})
    .last();
  const items = category.locator(':scope > ul > li > a, :scope > ul > li > div > a');
  await expect(items).toHaveText([
    'List models',
    'Create model',
    'Get model',
    'Versions',
    'Geometry bucket',
    'Meta bucket',
  ]);
  await sidebar.getByRole('link', {name: 'Versions', exact: true}).click();
  await expect(page).toHaveURL(new RegExp(`/en${MODELS}versions/$`));
  await sidebar.getByRole('link', {name: 'Get version', exact: true}).click();
  await expect(page).toHaveURL(new RegExp(`/en${MODELS}versions/get-version/$`));
  await expect(page.locator('h1')).toHaveText('Get version');
  await expect(page.locator(content).locator('xpath=./p[1]')).toHaveText('GET /models/{modelId}/versions/{version}');
  // On to its schema, whose page says what else uses it.
  await after(page, 'Responses', 'p[starts-with(normalize-space(), "Schema:")]')
    .getByRole('link', {name: 'ModelVersion', exact: true})
    .click();
  await expect(page).toHaveURL(new RegExp(`/en${SCHEMAS}model-version/$`));
  await expect(page.locator('h1')).toHaveText('ModelVersion');
  await expect(after(page, 'Used by', 'ul').getByRole('link', {name: 'Get version', exact: true})).toBeVisible();
});

test('a tag index lists every operation of the tag and of its nested tags with method, path, name and summary; each leads to its page', async ({
  page,
}) => {
  await page.goto(`/en${MODELS}`);
  const index = page.locator(content).locator('table').first();
  const rows = index.locator('tbody tr');
  await expect(rows).toHaveCount(11);
  await expect(rows.nth(4)).toHaveText(
    /^GET\s*\/models\/\{modelId\}\/versions\/\{version\}\s*Get version\s*One model version\.$/,
  );
  const operations = await rows.locator('td:nth-child(3) a').allInnerTexts();
  for (const name of operations) {
    await page.goto(`/en${MODELS}`);
    await index.getByRole('link', {name, exact: true}).click();
    await expect(page.locator('h1')).toHaveText(name);
  }
  // The last one is on the meta bucket's page; the sidebar marks it and its tag leads back to the tag's index.
  await expect(page).toHaveURL(new RegExp(`/en${MODELS}meta-bucket/get-meta-part/$`));
  await expect(sidebarOf(page).locator('a[aria-current="page"]')).toHaveText(operations.at(-1)!);
  await page
    .locator(content)
    .getByRole('listitem')
    .filter({hasText: /^Tags:/})
    .getByRole('link', {name: 'Meta bucket'})
    .click();
  await expect(page).toHaveURL(new RegExp(`/en${MODELS}meta-bucket/$`));
  await page.locator(content).getByRole('link', {name: 'Models', exact: true}).first().click();
  await expect(page).toHaveURL(new RegExp(`/en${MODELS}$`));
});

test('an operation links its error statuses to the one errors page, which shows the codes and an example', async ({
  page,
}) => {
  await page.goto(`${MODELS}versions/get-version/`);
  const errors = after(page, 'Error codes', 'table');
  await expect(errors.getByRole('row', {name: /404 not-found/})).toBeVisible();
  await errors.getByRole('link', {name: '404', exact: true}).click();
  await expect(page).toHaveURL(new RegExp(`${ERRORS}#404-not-found$`));
  await expect(page.locator(content).getByRole('heading', {level: 2, name: '404 Not Found'})).toBeInViewport();
  await expect(after(page, '404 Not Found', 'p', 2)).toHaveText('Codes (type): not-found.');
  await expect(page.locator(content).locator('pre', {hasText: '"type": "not-found"'})).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`${MODELS}versions/get-version/`));
  await expect(page.locator('h1')).toHaveText('Get version');
});

test("OData: the index lists the entity sets; a set's fields and $filter support are on its tag's index, one link from its operation", async ({
  page,
}) => {
  await page.goto(`${OPENAPI_REFERENCE_ROUTE}odata/`);
  await expect(page.locator('h1')).toHaveText('OData');
  const article = page.locator(content);
  await after(page, 'Entity sets', 'table').getByRole('link', {name: 'Analyses', exact: true}).click();
  await expect(page).toHaveURL(new RegExp(`${OPENAPI_REFERENCE_ROUTE}odata/analyses/#analyses$`));
  await expect(article.getByRole('heading', {level: 3, name: 'Analyses'})).toBeInViewport();
  await expect(article.getByRole('row', {name: /ItemResults array of ODataItemResult Results/}).first()).toBeVisible();
  await expect(article.getByRole('row', {name: /\$expand \/Analyses, \/Analyses\(\{analysisId\}\)/})).toBeVisible();

  // A reader on the operation that reads ItemResults asks which fields $filter takes.
  await page.goto(`${OPENAPI_REFERENCE_ROUTE}odata/results/odata-item-results/`);
  await article.getByRole('link', {name: 'Results', exact: true}).first().click();
  await expect(page).toHaveURL(new RegExp(`${OPENAPI_REFERENCE_ROUTE}odata/results/#itemresults$`));
  await expect(article.getByRole('heading', {level: 3, name: 'ItemResults'})).toBeInViewport();
  await expect(article.getByRole('row', {name: /^\$filter \/ItemResults Operators eq/})).toBeVisible();
  await expect(article.getByRole('row', {name: /^PriceOverridden boolean/}).first()).toBeVisible();
});

test('a hand-written guide links the operations it uses to their pages', async ({page}) => {
  await page.goto('/en/api/tessera/tessera-howto/auth/');
  await page.locator(content).getByRole('link', {name: 'POST /auth/token'}).first().click();
  await expect(page).toHaveURL(/\/en\/api\/tessera\/tessera-reference\/auth\/issue-token\/$/);
  await expect(page.locator('h1')).toHaveText('Issue token');
  await expect(page.locator(content).locator('xpath=./p[1]')).toHaveText('POST /auth/token');
});

test('the schemas index lists every schema with its first sentence; a schema page has its fields, an example and "Used by"', async ({
  page,
}) => {
  await page.goto(`/en${SCHEMAS}`);
  await expect(page.locator('h1')).toHaveText('Schemas');
  await page
    .locator(content)
    .getByRole('row', {name: /^Model A model of a project; its content lives in its versions\.$/})
    .getByRole('link', {name: 'Model'})
    .click();
  await expect(page).toHaveURL(new RegExp(`/en${SCHEMAS}model/$`));
  await expect(page.locator('h1')).toHaveText('Model');
  await expect(
    after(page, 'Fields', 'table').getByRole('row', {name: /latestVersion integer or null no/}),
  ).toBeVisible();
  await expect(after(page, 'Example', 'div').locator('pre')).toContainText('"latestVersion": 12');
  const usedBy = after(page, 'Used by', 'ul');
  await expect(usedBy.getByRole('listitem')).toHaveText([
    'Create model: POST /projects/{projectId}/models',
    'Get model: GET /models/{modelId}',
    'ModelPage: One page of models.',
  ]);
  await usedBy.getByRole('link', {name: 'Get model', exact: true}).click();
  await expect(page).toHaveURL(new RegExp(`/en${MODELS}get-model/$`));
  await expect(page.locator('h1')).toHaveText('Get model');
});

test.describe('REST reference at phone width', () => {
  test.use({viewport: {width: 390, height: 844}});

  for (const [kind, route] of [
    ['the longest operation page', 'catalogues/import-catalogue/'],
    ['an operation page with a long path', 'models/geometry-bucket/get-geometry-chunk/'],
    ['a tag index', 'models/'],
    ['a schema page', 'schemas/geometry-manifest/'],
    ['the OData index', 'odata/'],
  ] as const) {
    test(`no table or code block widens ${kind}`, async ({page}) => {
      await page.goto(`/en${OPENAPI_REFERENCE_ROUTE}${route}`);
      await expect(page.locator(content).locator('table').first()).toBeVisible();
      const [scrollWidth, innerWidth] = await page.evaluate(() => [
        document.documentElement.scrollWidth,
        window.innerWidth,
      ]);
      expect(scrollWidth).toBeLessThanOrEqual(innerWidth!);
    });
  }
});

test('an operation page and a schema page have no serious or critical axe violation', async ({page}) => {
  for (const route of ['catalogues/import-catalogue/', 'schemas/model/', 'catalogues/']) {
    await page.goto(`/en${OPENAPI_REFERENCE_ROUTE}${route}`);
    await page.waitForLoadState('networkidle');
    expect(await seriousAxeViolations(page), route).toEqual([]);
  }
});
