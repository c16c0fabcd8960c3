/**
 * Page icons (src/features/icons), set by a page's `icon` field: drawn before the page's name in
 * the sidebar and the breadcrumb, in the colour of the text beside them, and silent to assistive
 * technology, which reads the name alone.
 */
import {test, expect} from '../../../tests/e2e/fixtures';
import {icons} from './shared/icons';

const PAGE = '/value/value-guide/projects/';

test('a page icon is drawn before its name in the sidebar, in the link’s colour, and is not read out', async ({
  page,
}) => {
  await page.goto(PAGE);
  const sidebar = page.locator('aside.theme-doc-sidebar-container nav.menu');
  // projects.md: icon layers; model.md: icon viewer; the guide's index.md: icon book.
  const cases = [
    ['Проекты', icons.layers],
    ['Модель', icons.viewer],
    ['Руководство', icons.book],
  ] as const;
  for (const [name, d] of cases) {
    const link = sidebar.getByRole('link', {name, exact: true});
    await expect(link, name).toBeVisible();
    const icon = link.locator('svg');
    await expect(icon, name).toBeVisible();
    await expect(icon.locator('path'), name).toHaveAttribute('d', d);
    await expect(icon, name).toHaveAttribute('aria-hidden', 'true');
    const [iconBox, textBox] = await Promise.all([
      icon.boundingBox(),
      link.getByText(name, {exact: true}).boundingBox(),
    ]);
    expect(iconBox!.x + iconBox!.width, name).toBeLessThanOrEqual(textBox!.x);
    expect(iconBox!.width, name).toBeGreaterThanOrEqual(14);
    // Drawn with currentColor: the stroke is the link's own colour.
    const [stroke, colour] = await Promise.all([
      icon.evaluate((svg) => getComputedStyle(svg).stroke),
      link.evaluate((a) => getComputedStyle(a).color),
    ]);
    expect(stroke, name).toBe(colour);
  }
  // The current page's link takes the active colour, and so does its icon.
  const active = sidebar.locator('.menu__link--active', {hasText: 'Проекты'});
  await expect(active).toHaveCount(1);
  const inactive = sidebar.getByRole('link', {name: 'Модель', exact: true});
  const strokes = await Promise.all(
    [active, inactive].map((link) => link.locator('svg').evaluate((svg) => getComputedStyle(svg).stroke)),
  );
  expect(strokes[0]).not.toBe(strokes[1]);
});

test('the breadcrumb shows the page’s icon before its name', async ({page}) => {
  await page.goto(PAGE);
  const current = page.locator('.theme-doc-breadcrumbs .breadcrumbs__item').last();
  await expect(current).toContainText('Проекты');
  await expect(current.locator('svg path')).toHaveAttribute('d', icons.layers);
  await expect(current.locator('svg')).toBeVisible();
});
