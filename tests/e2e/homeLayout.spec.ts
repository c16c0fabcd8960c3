import {test, expect} from './fixtures';

/** Home pages and product landings (`home: true`, src/components/HomeLayout) on a phone. */
for (const url of ['/', '/en/', '/control/', '/value/']) {
  test(`phone (390 px): nothing in the hero of ${url} runs past the screen, its buttons wrap`, async ({page}) => {
    await page.setViewportSize({width: 390, height: 844});
    await page.goto(url);
    const hero = page.locator('header').filter({has: page.getByRole('heading', {level: 1})}).first();
    await expect(hero).toBeVisible();
    const outside = await hero.evaluate((header) =>
      [header, ...Array.from(header.querySelectorAll('*'))]
        .filter((el) => getComputedStyle(el).display !== 'none')
        .map((el) => ({el, box: el.getBoundingClientRect()}))
        .filter(({box}) => box.width > 0 && (box.left < -0.5 || box.right > document.documentElement.clientWidth + 0.5))
        .map(({el, box}) => `${el.tagName.toLowerCase()}.${el.className} "${(el.textContent ?? '').trim().slice(0, 30)}" ${Math.round(box.left)}–${Math.round(box.right)}`),
    );
    expect(outside).toEqual([]);
    // Each action button shows its whole label inside itself.
    for (const button of await hero.locator('a.button').all()) {
      const fits = await button.evaluate((a) => a.scrollWidth <= a.clientWidth + 0.5);
      expect(fits, await button.innerText()).toBe(true);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  });
}
