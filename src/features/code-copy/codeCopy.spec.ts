import {test, expect} from '../../../tests/e2e/fixtures';
import {CONTENT_CHANGED_EVENT} from '../../lib/client/contentChanged';

const PAGE = '/api/tessera/tessera-howto/auth/';

test.describe('copy button on code blocks', () => {
  test.use({permissions: ['clipboard-read', 'clipboard-write']});

  test('copies the block and says "Copied" for 2000 ms', async ({page}) => {
    await page.clock.install();
    await page.goto(`/en${PAGE}`);
    const block = page.locator('article pre').first();
    const button = page.locator('article .tessera-copy').first();
    await expect(button).toBeVisible();
    await expect(page.locator('article .tessera-copy')).toHaveCount(await page.locator('article pre').count());
    const code = await block.locator('code').evaluate((c) => (c as HTMLElement).innerText.replace(/\n$/, ''));
    expect(code.split('\n').length).toBeGreaterThan(1);

    await page.clock.pauseAt(Date.now() + 60_000);
    await button.click();
    await expect(button).toHaveText('Copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
    await page.clock.runFor(1999);
    await expect(button).toHaveText('Copied');
    await page.clock.runFor(1);
    await expect(button).toHaveText('');
  });

  test('is attached 500 ms after content arrives, also for content inserted later', async ({page}) => {
    await page.clock.install();
    await page.goto(PAGE);
    await expect(page.locator('article .tessera-copy').first()).toBeVisible();
    await page.clock.pauseAt(Date.now() + 60_000);
    // What a protected page does after decrypting: insert HTML, then announce it.
    await page.evaluate((event) => {
      const pre = document.createElement('pre');
      pre.id = 'inserted';
      pre.innerHTML = '<code>echo inserted</code>';
      document.querySelector('.markdown')!.append(pre);
      window.dispatchEvent(new Event(event));
    }, CONTENT_CHANGED_EVENT);
    const inserted = page.locator('#inserted + .tessera-copy');
    await page.clock.runFor(499);
    await expect(inserted).toHaveCount(0);
    await page.clock.runFor(1);
    await expect(inserted).toHaveCount(1);
  });

  test('is hidden on screens up to 419 px', async ({page}) => {
    await page.setViewportSize({width: 419, height: 800});
    await page.goto(PAGE);
    const button = page.locator('article .tessera-copy').first();
    await expect(button).toBeAttached();
    await expect(button).toBeHidden();
    await page.setViewportSize({width: 420, height: 800});
    await expect(button).toBeVisible();
  });

  test('speaks Russian on the Russian site', async ({page}) => {
    await page.goto(PAGE);
    await expect(page.locator('article .tessera-copy').first()).toHaveAttribute('aria-label', 'Копировать код');
  });
});
