import {test, expect} from '../../../tests/e2e/fixtures';

/** Code is highlighted at build time (src/features/code-highlight): readers get colours without a highlighter. */
test.describe('code blocks', () => {
  test('a reader sees coloured HTTP and TypeScript examples', async ({page}) => {
    await page.goto('/en/api/tessera/tessera-howto/auth/');
    const request = page.locator('pre code', {hasText: 'GET /api/v1/me HTTP/1.1'}).first();
    await request.scrollIntoViewIfNeeded();
    await expect(request).toBeVisible();
    const method = request.locator('.token.method').first();
    await expect(method).toHaveText('GET');
    // Method names are red, header names green: not the body text colour.
    await expect(method).toHaveCSS('color', 'rgb(207, 34, 46)');
    await expect(request.locator('.token.header-name').first()).toHaveCSS('color', 'rgb(17, 99, 41)');

    const typescript = page.locator('pre code.language-ts').first();
    await expect(typescript.locator('.token.keyword').first()).toBeVisible();
    // The block scrolls sideways by keyboard too.
    await typescript.locator('xpath=..').focus();
    await expect(typescript.locator('xpath=..')).toBeFocused();
  });

  test('the browser never downloads a syntax highlighter', async ({page}) => {
    const urls: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') urls.push(request.url());
    });
    await page.goto('/api/tessera/tessera-howto/auth/');
    await page.waitForLoadState('networkidle');
    const scripts = await Promise.all(urls.map(async (url) => (await page.request.get(url)).text()));
    expect(scripts.length).toBeGreaterThan(0);
    // Prism's grammar tables carry this key for every language it knows.
    expect(scripts.filter((source) => source.includes('greedy:!0') && source.includes('punctuation'))).toEqual([]);
    expect(await page.evaluate(() => 'Prism' in window)).toBe(false);
  });
});
