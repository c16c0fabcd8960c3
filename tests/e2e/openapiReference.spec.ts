import type {Locator, Page} from '@playwright/test';
import {seriousAxeViolations} from './axe';
import {test, expect} from './fixtures';
import {OPENAPI_REFERENCE_ROUTE} from '../../plugins/openapi-reference/routes';

const content = '.theme-doc-markdown';
const MODELS = `${OPENAPI_REFERENCE_ROUTE}models/`;
const LIST_MODELS = `${MODELS}#models-of-a-project`;
const ERRORS = `${OPENAPI_REFERENCE_ROUTE}errors/`;

/** The `n`-th element of a kind after an operation's `##` heading (tables: its summary, parameters, responses, the 200 body's fields, error codes). */
function after(page: Page, summary: string, selector: string, n = 1): Locator {
  return page.locator(content).locator(`xpath=./h2[starts-with(normalize-space(), "${summary}")]/following-sibling::${selector}[${n}]`);
}

/** Elements of a kind in an operation's section: after its `##` heading, before the next. */
function inSection(page: Page, summary: string, selector: string): Locator {
  return page.locator(content).locator(`xpath=./${selector}[preceding-sibling::h2[1][starts-with(normalize-space(), "${summary}")]]`);
}

for (const prefix of ['', '/en'] as const) {
  test.describe(`REST reference operation, ${prefix === '' ? 'Russian' : 'English'} site`, () => {
    test.use({permissions: ['clipboard-read', 'clipboard-write']});

    test('shows method and path, the parameter table, every response and the samples; the copy button copies the curl sample', async ({page}) => {
      await page.goto(`${prefix}${LIST_MODELS}`);
      await expect(page.locator('h1')).toHaveText('Models');
      await expect(page.locator(content).getByRole('heading', {level: 2, name: 'Models of a project'})).toBeInViewport();
      await expect(after(page, 'Models of a project', 'p').locator('code')).toHaveText('GET /projects/{projectId}/models');

      const parameters = after(page, 'Models of a project', 'table', 2);
      await expect(parameters.getByRole('row')).toHaveCount(4); // header, projectId, limit, cursor
      await expect(parameters.getByRole('row', {name: /projectId path integer \(int64\) yes/})).toBeVisible();
      await expect(parameters.getByRole('row', {name: /limit query integer no Page size/})).toContainText('≤ 500');

      const responses = after(page, 'Models of a project', 'table', 3);
      await expect(responses.getByRole('row')).toHaveCount(5); // header, 200, 401, 403, 404
      for (const status of ['401', '403', '404']) await expect(responses.getByRole('link', {name: status, exact: true})).toBeVisible();
      // Only the success response has its own body section; the shared errors are on the errors page.
      await expect(inSection(page, 'Models of a project', 'h4')).toHaveText([/^200 OK/]);
      await expect(after(page, 'Models of a project', 'p[starts-with(normalize-space(), "Schema:")]').getByRole('link', {name: 'ModelPage'})).toBeVisible();

      const curl = page.locator(content).locator('pre', {hasText: 'curl "https://tessera.company.ru/api/v1/projects/318/models"'});
      await expect(curl).toBeVisible();
      const copy = curl.locator('xpath=following-sibling::button[1]');
      await copy.click();
      await expect(copy).toHaveText(prefix === '' ? 'Скопировано' : 'Copied');
      expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/^curl "https:\/\/tessera\.company\.ru\/api\/v1\/projects\/318\/models" \\\n {2}-H "Authorization: Bearer \$TESSERA_TOKEN"/);
      await expect(page.locator(content).locator('pre', {hasText: 'export async function listModels(token: string, projectId: number): Promise<ModelPage>'})).toBeVisible();
    });
  });
}

test.describe('REST reference without JavaScript', () => {
  test.use({javaScriptEnabled: false});

  test('an operation shows its tables, responses and samples from the HTML alone, and schema links work', async ({page}) => {
    await page.goto(`/en${LIST_MODELS}`);
    await expect(page.locator('h1')).toHaveText('Models');
    const article = page.locator(content);
    await expect(article.getByRole('row', {name: /projectId path integer \(int64\) yes/}).first()).toBeVisible();
    await expect(article.locator('h4', {hasText: '200 OK'}).first()).toBeVisible();
    await expect(article.locator('pre', {hasText: 'curl "https://tessera.company.ru/api/v1/projects/318/models"'})).toBeVisible();
    await article.getByRole('link', {name: 'ModelPage'}).first().click();
    await expect(page).toHaveURL(/\/schemas\/models\/#modelpage$/);
    await expect(page.locator(`${content} h2#modelpage`)).toBeVisible();
  });
});

test('a developer reaches an operation through the API section sidebar and goes on to its schema', async ({page}) => {
  await page.goto('/en/api/tessera/');
  const sidebar = page.getByRole('navigation', {name: /docs sidebar/i});
  await sidebar.getByRole('link', {name: 'API reference', exact: true}).click();
  await expect(page.locator('h1')).toHaveText('Tessera API reference');
  for (const heading of ['Base URLs', 'Authentication', 'Pagination', 'Errors', 'Rate limits', 'Versioning']) {
    await expect(page.locator(content).getByRole('heading', {level: 2, name: heading})).toBeVisible();
  }
  await sidebar.getByRole('link', {name: 'Models', exact: true}).click();
  await expect(page).toHaveURL(new RegExp(`/en${MODELS}$`));
  await expect(sidebar.locator('a[aria-current="page"]')).toHaveText(/Models/);
  // The tag is split by resource: its pages are under it in the sidebar.
  for (const name of ['Versions', 'Geometry bucket', 'Meta bucket']) await expect(sidebar.getByRole('link', {name, exact: true})).toBeVisible();
  await page.locator(content).getByRole('link', {name: 'Models of a project', exact: true}).click();
  await expect(page).toHaveURL(new RegExp(`/en${LIST_MODELS}$`));
  await expect(page.locator(content).getByRole('heading', {level: 2, name: 'Models of a project'})).toBeInViewport();
  await page.locator(content).getByRole('link', {name: 'Model', exact: true}).first().click();
  await expect(page).toHaveURL(/\/schemas\/models\/#model$/);
  await expect(page.locator(`${content} h2#model`)).toBeInViewport();
});

test('a tag split by resource: its index lists every operation, and each leads to its section on the resource\'s page', async ({page}) => {
  await page.goto(`/en${MODELS}`);
  const index = page.locator(content).locator('table').first();
  const rows = index.locator('tbody tr');
  await expect(rows).toHaveCount(11);
  const operations = await rows.locator('td:first-child a').allInnerTexts();
  for (const name of operations) {
    await page.goto(`/en${MODELS}`);
    const link = index.getByRole('link', {name, exact: true});
    const hash = new URL((await link.getAttribute('href')) ?? '', page.url()).hash;
    await link.click();
    // A heading's accessible name includes its "Direct link" anchor, so find it by its id.
    const heading = page.locator(`${content} h2[id="${hash.slice(1)}"]`);
    await expect(heading).toBeInViewport();
    await expect(heading).toContainText(name);
  }
  // The last one is on the meta bucket's page; the sidebar marks it and the page leads back to the index.
  await expect(page).toHaveURL(new RegExp(`/en${MODELS}meta-bucket/#`));
  const sidebar = page.getByRole('navigation', {name: /docs sidebar/i});
  await expect(sidebar.locator('a[aria-current="page"]')).toHaveText('Meta bucket');
  await page.locator(content).getByRole('link', {name: 'Models', exact: true}).first().click();
  await expect(page).toHaveURL(new RegExp(`/en${MODELS}$`));
  await expect(page.locator('h1')).toHaveText('Models');
});

test('an operation links its error statuses to the one errors page, which shows the codes and an example', async ({page}) => {
  await page.goto(`${MODELS}versions/#one-model-version`);
  const errors = after(page, 'One model version', 'table', 5);
  await expect(errors.getByRole('row', {name: /404 not-found/})).toBeVisible();
  await errors.getByRole('link', {name: '404', exact: true}).click();
  await expect(page).toHaveURL(new RegExp(`${ERRORS}#404-not-found$`));
  const heading = page.locator(content).getByRole('heading', {level: 2, name: '404 Not Found'});
  await expect(heading).toBeInViewport();
  await expect(after(page, '404 Not Found', 'p', 2)).toHaveText('Codes (type): not-found.');
  await expect(page.locator(content).locator('pre', {hasText: '"type": "not-found"'})).toBeVisible();
  // Back on the operation's page (the address's hash follows the section in view).
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`${MODELS}versions/#`));
  await expect(page.locator('h1')).toHaveText('Versions');
});

test('the OData pages list entity sets with fields, navigation properties and query options', async ({page}) => {
  await page.goto(`${OPENAPI_REFERENCE_ROUTE}odata/`);
  await expect(page.locator('h1')).toHaveText('OData');
  const article = page.locator(content);
  await after(page, 'Entity sets', 'table').getByRole('link', {name: 'Analyses', exact: true}).click();
  await expect(page).toHaveURL(new RegExp(`${OPENAPI_REFERENCE_ROUTE}odata/analyses/#analyses$`));
  await expect(article.getByRole('heading', {level: 3, name: 'Analyses'})).toBeInViewport();
  await expect(article.getByRole('row', {name: /ItemResults array of ODataItemResult Results/}).first()).toBeVisible();
  await expect(article.getByRole('row', {name: /\$expand \/Analyses, \/Analyses\(\{analysisId\}\)/})).toBeVisible();
});

test('a hand-written guide links the operations it uses to their reference sections', async ({page}) => {
  await page.goto('/en/api/tessera/tessera-howto/auth/');
  await page.locator(content).getByRole('link', {name: 'POST /auth/token'}).click();
  await expect(page).toHaveURL(/\/en\/api\/tessera\/tessera-reference\/auth\/#issue-an-access-token$/);
  await expect(page.locator(content).getByRole('heading', {level: 2, name: 'Issue an access token'})).toBeInViewport();
});

test('a reference page has no serious or critical axe violation', async ({page}) => {
  await page.goto(`/en${OPENAPI_REFERENCE_ROUTE}catalogues/`);
  await page.waitForLoadState('networkidle');
  expect(await seriousAxeViolations(page)).toEqual([]);
});
