import {seriousAxeViolations} from './axe';
import {test, expect} from './fixtures';
import {OPENAPI_REFERENCE_ROUTE} from '../../plugins/openapi-reference/routes';

const content = '.theme-doc-markdown';
const OPERATION = `${OPENAPI_REFERENCE_ROUTE}models/list-models/`;

for (const prefix of ['', '/en'] as const) {
  test.describe(`REST reference operation page, ${prefix === '' ? 'Russian' : 'English'} site`, () => {
    test.use({permissions: ['clipboard-read', 'clipboard-write']});

    test('shows method and path, the parameter and field tables, every response and samples; the copy button copies the curl sample', async ({page}) => {
      await page.goto(`${prefix}${OPERATION}`);
      await expect(page.locator('h1')).toHaveText('Models of a project');
      const article = page.locator(content);
      await expect(article.locator('code', {hasText: 'GET /projects/{projectId}/models'}).first()).toBeVisible();

      const parameters = article.locator('table').filter({has: page.getByRole('columnheader', {name: 'In'})});
      await expect(parameters.getByRole('row')).toHaveCount(4); // header, projectId, limit, cursor
      await expect(parameters.getByRole('row', {name: /projectId path integer \(int64\) yes/})).toBeVisible();
      await expect(parameters.getByRole('row', {name: /limit query integer no Page size/})).toContainText('≤ 500');

      for (const status of ['200 OK', '401 Unauthorized', '403 Forbidden', '404 Not Found']) {
        await expect(article.getByRole('heading', {level: 3, name: status})).toBeVisible();
      }
      await expect(article.getByRole('link', {name: 'ModelPage'}).first()).toBeVisible();
      await expect(article.getByRole('row', {name: /404 not-found/})).toBeVisible();

      const curl = article.locator('pre', {hasText: 'curl "https://tessera.company.ru/api/v1/projects/318/models"'});
      await expect(curl).toBeVisible();
      const copy = article.locator('.tessera-copy').nth(await article.locator('pre').evaluateAll((blocks) => blocks.findIndex((b) => b.textContent?.startsWith('curl '))));
      await copy.click();
      await expect(copy).toHaveText(prefix === '' ? 'Скопировано' : 'Copied');
      expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/^curl "https:\/\/tessera\.company\.ru\/api\/v1\/projects\/318\/models" \\\n {2}-H "Authorization: Bearer \$TESSERA_TOKEN"/);
      await expect(article.locator('pre', {hasText: 'export async function listModels(token: string, projectId: number): Promise<ModelPage>'})).toBeVisible();
    });
  });
}

test.describe('REST reference without JavaScript', () => {
  test.use({javaScriptEnabled: false});

  test('an operation page shows its tables, responses and samples from the HTML alone', async ({page}) => {
    await page.goto(`/en${OPERATION}`);
    await expect(page.locator('h1')).toHaveText('Models of a project');
    const article = page.locator(content);
    await expect(article.getByRole('row', {name: /projectId path integer \(int64\) yes/})).toBeVisible();
    await expect(article.getByRole('heading', {level: 3, name: '200 OK'})).toBeVisible();
    await expect(article.locator('pre', {hasText: 'curl "https://tessera.company.ru/api/v1/projects/318/models"'})).toBeVisible();
    // Links between pages are plain links: the schema page opens too.
    await article.getByRole('link', {name: 'ModelPage'}).first().click();
    await expect(page.locator('h1')).toHaveText('ModelPage');
    await expect(page.locator(content).getByRole('row', {name: /items\b.*array of Model/})).toBeVisible();
  });
});

test('a developer finds an operation through the API section sidebar and goes on to its schema', async ({page}) => {
  await page.goto('/en/api/tessera/');
  const sidebar = page.getByRole('navigation', {name: /docs sidebar/i});
  await sidebar.getByRole('link', {name: 'API reference', exact: true}).click();
  await expect(page.locator('h1')).toHaveText('Tessera API reference');
  for (const heading of ['Base URLs', 'Authentication', 'Pagination', 'Errors', 'Rate limits', 'Versioning']) {
    await expect(page.locator(content).getByRole('heading', {level: 2, name: heading})).toBeVisible();
  }
  await sidebar.getByRole('link', {name: 'Models', exact: true}).click();
  await expect(page.locator('h1')).toHaveText('Models');
  await sidebar.getByRole('link', {name: 'Models of a project', exact: true}).click();
  await expect(page).toHaveURL(new RegExp(`/en${OPERATION}$`));
  await expect(sidebar.locator('.menu__link--active', {hasText: /^Models of a project$/})).toBeVisible();
  await page.locator(content).getByRole('link', {name: 'Model', exact: true}).first().click();
  await expect(page.locator('h1')).toHaveText('Model');
  await expect(page.locator(content).getByRole('link', {name: 'Create an empty model in a project'})).toBeVisible();
});

test('the OData page lists entity sets with fields, navigation properties and query options', async ({page}) => {
  await page.goto(`${OPENAPI_REFERENCE_ROUTE}odata/`);
  await expect(page.locator('h1')).toHaveText('OData');
  const analyses = page.locator(content);
  await expect(analyses.getByRole('heading', {level: 2, name: 'Analyses'})).toBeVisible();
  await expect(analyses.getByRole('row', {name: /ItemResults array of ODataItemResult/})).toBeVisible();
  await expect(analyses.getByRole('row', {name: /\$expand \/Analyses, \/Analyses\(\{analysisId\}\)/})).toBeVisible();
});

test('a hand-written guide links the operations it uses to their reference pages', async ({page}) => {
  await page.goto('/en/api/tessera/tessera-howto/auth/');
  await page.locator(content).getByRole('link', {name: 'POST /auth/token'}).click();
  await expect(page.locator('h1')).toHaveText('Issue an access token');
  await expect(page.locator(content).getByRole('cell', {name: 'none'})).toBeVisible();
});

test('an operation page has no serious or critical axe violation', async ({page}) => {
  await page.goto(`/en${OPENAPI_REFERENCE_ROUTE}catalogues/import-catalogue/`);
  await page.waitForLoadState('networkidle');
  expect(await seriousAxeViolations(page)).toEqual([]);
});
