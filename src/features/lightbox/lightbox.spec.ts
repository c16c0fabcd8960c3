import {test, expect, slowCpu} from '../../../tests/e2e/fixtures';
import type {Page} from '@playwright/test';
import {CONTENT_CHANGED_EVENT} from '../../lib/client/contentChanged';

const PAGE = '/control/control-guide/analysis-export/';

/** Adds two more figures to the article the way a decrypted protected page does, and announces them. */
async function insertFigures(page: Page): Promise<void> {
  await page.evaluate((event) => {
    const src = document.querySelector<HTMLImageElement>('.markdown img')!.src;
    for (const id of ['second', 'third']) {
      const p = document.createElement('p');
      p.innerHTML = `<img id="${id}" src="${src}" alt="${id}" width="600" height="300">`;
      document.querySelector('.markdown')!.append(p);
    }
    window.dispatchEvent(new Event(event));
  }, CONTENT_CHANGED_EVENT);
}

test.describe('image lightbox', () => {
  test('images become openable 800 ms after content arrives', async ({page}) => {
    await page.clock.install();
    await page.goto(PAGE);
    await expect(page.locator('.markdown img.tessera-zoomable')).toHaveCount(1);
    await page.clock.pauseAt(Date.now() + 60_000);
    await insertFigures(page);
    await page.clock.runFor(799);
    await expect(page.locator('#second.tessera-zoomable')).toHaveCount(0);
    await page.clock.runFor(1);
    await expect(page.locator('#second.tessera-zoomable, #third.tessera-zoomable')).toHaveCount(2);
  });

  test('opens an article image with download and fullscreen buttons; scrolling closes it', async ({page}) => {
    await page.goto(PAGE);
    const image = page.locator('.markdown img').first();
    await expect(image).toHaveClass(/tessera-zoomable/);
    const src = await image.evaluate((img) => (img as HTMLImageElement).src);
    await image.click();
    const dialog = page.locator('.pswp');
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('.pswp__img').first()).toHaveAttribute('src', src);
    await expect(dialog.getByRole('link', {name: 'Скачать'})).toHaveAttribute('href', src);
    await expect(dialog.getByRole('link', {name: 'Скачать'})).toHaveAttribute('download', '');
    await dialog.getByRole('button', {name: 'Во весь экран'}).click();
    await expect
      .poll(() => page.evaluate(() => document.fullscreenElement?.classList.contains('pswp') ?? false))
      .toBe(true);
    await dialog.getByRole('button', {name: 'Во весь экран'}).click();
    await expect.poll(() => page.evaluate(() => document.fullscreenElement === null)).toBe(true);
    await expect(dialog.locator('.pswp__bullets')).toHaveCount(0); // one image, no bullets
    // A reader scrolls on: the first wheel events after leaving fullscreen may reach PhotoSwipe
    // before it has refitted the image to the smaller window (then it pans instead).
    await expect
      .poll(async () => {
        await page.mouse.wheel(0, 200);
        return dialog.count();
      })
      .toBe(0);
  });

  test('bullets, arrows and keys move between the page images', async ({page}) => {
    await page.goto(`/en/control/control-howto/getting-started/`);
    await expect(page.locator('.markdown img.tessera-zoomable')).toHaveCount(1);
    await insertFigures(page);
    await expect(page.locator('.markdown img.tessera-zoomable')).toHaveCount(3);
    await page.locator('.markdown img').first().click();
    const dialog = page.locator('.pswp');
    const bullets = dialog.locator('.pswp__bullet');
    await expect(bullets).toHaveCount(3);
    await expect(bullets.nth(0)).toHaveAttribute('aria-current', 'true');
    await expect(dialog.locator('.pswp__counter')).toHaveText('1 / 3');
    await dialog.getByRole('button', {name: 'Next'}).click();
    await expect(dialog.locator('.pswp__counter')).toHaveText('2 / 3');
    await expect(bullets.nth(1)).toHaveAttribute('aria-current', 'true');
    await bullets.nth(2).click();
    await expect(dialog.locator('.pswp__counter')).toHaveText('3 / 3');
    await page.waitForTimeout(500); // PhotoSwipe drops arrow keys while a slide change is still settling
    await page.keyboard.press('ArrowLeft');
    await expect(dialog.locator('.pswp__counter')).toHaveText('2 / 3');
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
  });
});

test.describe('image lightbox on a touch phone', () => {
  test.use({viewport: {width: 390, height: 844}, hasTouch: true, isMobile: true});

  test('a swipe moves to the next image', async ({page}) => {
    await page.goto(PAGE);
    await expect(page.locator('.markdown img.tessera-zoomable')).toHaveCount(1);
    await insertFigures(page);
    await expect(page.locator('.markdown img.tessera-zoomable')).toHaveCount(3);
    await page.locator('.markdown img').first().tap();
    const counter = page.locator('.pswp__counter');
    await expect(counter).toHaveText('1 / 3');
    // PhotoSwipe shows its neighbouring slides once the opening animation is over: only then does a swipe move.
    await expect
      .poll(() =>
        page
          .locator('.pswp__item')
          .evaluateAll((items) => items.filter((el) => getComputedStyle(el).display !== 'none').length),
      )
      .toBe(3);
    const cdp = await page.context().newCDPSession(page);
    const y = 420;
    await cdp.send('Input.dispatchTouchEvent', {type: 'touchStart', touchPoints: [{x: 330, y}]});
    for (const x of [290, 230, 170, 110, 60]) {
      await cdp.send('Input.dispatchTouchEvent', {type: 'touchMove', touchPoints: [{x, y}]});
    }
    await cdp.send('Input.dispatchTouchEvent', {type: 'touchEnd', touchPoints: []});
    await expect(counter).toHaveText('2 / 3');
  });
});

const FIRST_ACTION_PAGES = ['/control/control-guide/collision-matrix/', '/en/control/control-howto/getting-started/'];

for (const url of FIRST_ACTION_PAGES) {
  test(`a click on a picture right after the page loads opens it, on a slow CPU: ${url}`, async ({page}) => {
    await slowCpu(page);
    await page.goto(url);
    await page.locator('article .markdown img').first().click();
    // PhotoSwipe is fetched on this first use, on the slow CPU.
    await expect(page.locator('.pswp')).toBeVisible({timeout: 20_000});
    await expect(page.locator('.pswp__img').first()).toBeVisible();
  });

  test.describe('on a touch phone', () => {
    test.use({viewport: {width: 390, height: 844}, hasTouch: true, isMobile: true});

    test(`a tap on a picture right after the page loads opens it, on a slow CPU: ${url}`, async ({page}) => {
      await slowCpu(page);
      await page.goto(url);
      await page.locator('article .markdown img').first().tap();
      await expect(page.locator('.pswp')).toBeVisible({timeout: 20_000});
    });
  });
}
