import type {Page, TestInfo} from '@playwright/test';
import {test, expect} from './fixtures';

/**
 * Does the site look right? Every page type, the search window with results, the page menu and
 * the phone drawer, at phone and desktop widths in both languages: no visible control has text
 * cut off (its content larger than its box, or its box larger than the box that clips it, where no
 * ellipsis is meant), no two controls overlap, and the page does not scroll sideways. A test that
 * finds controls in the DOM cannot see a filter row squashed to a sliver; this one measures what
 * is drawn. Each state is written as a screenshot next to the test's results for a person to look
 * at (`test-results/…/<state>.png`, attached to the report).
 */

const PAGES = [
  ['home', '/', '/en/'],
  ['section landing', '/control/', '/en/control/'],
  ['article', '/control/control-guide/analysis-export/', '/en/control/control-howto/getting-started/'],
  [
    'REST operation',
    '/api/tessera/tessera-reference/catalogues/import-catalogue/',
    '/en/api/tessera/tessera-reference/catalogues/import-catalogue/',
  ],
  ['schema', '/api/tessera/tessera-reference/schemas/model/', '/en/api/tessera/tessera-reference/schemas/model/'],
  [
    'viewer API',
    '/api/tessera-viewer/tessera-viewer-api/classes/Viewer/',
    '/en/api/tessera-viewer/tessera-viewer-api/classes/Viewer/',
  ],
  ['tag index', '/control/tags/', '/en/control/tags/'],
  ['protected page', '/demo/encrypt/', '/en/demo/encrypt/'],
  ['404', '/no-such-page/', '/en/no-such-page/'],
] as const;

const WIDTHS = [
  ['phone', 390, 844],
  ['desktop', 1280, 800],
] as const;

/** Pages whose first screen must show the title and the start of the text on a phone. */
const READING_PAGES = new Set(['article', 'REST operation', 'schema', 'viewer API']);

const SEARCH = {ru: ['матрица', 'vfnhbwf rjkkbpbq'], en: ['collision matrix']} as const;

interface Problem {
  readonly kind: 'clipped' | 'squashed' | 'overlap' | 'sideways';
  readonly what: string;
}

/**
 * Measures what the reader sees, in the page. Controls are links, buttons, inputs and elements
 * with a control role; inside an open modal dialog (search, the phone drawer) only its own count.
 *
 * - clipped: a control (or a box inside it) that cuts off its overflow has content wider or
 *   taller than itself, unless it ends the text with an ellipsis (`text-overflow: ellipsis`
 *   horizontally, `-webkit-line-clamp` vertically), or it scrolls (`overflow: auto|scroll`).
 * - squashed: a box that clips (or scrolls) is smaller than a control inside it on some axis,
 *   so the control can never be seen whole, even by scrolling: the search window's filter row
 *   squeezed to 7 px by its results.
 * - overlap: two controls, neither inside the other, share more than 2 px × 2 px (line by line
 *   for links that wrap).
 * - sideways: the document is wider than the window.
 */
function measure(): Problem[] {
  const problems: Problem[] = [];
  const CONTROL =
    'a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button], [role=tab], [role=radio], [role=checkbox], [role=switch], [role=menuitem], [role=option], [role=combobox]';
  const describe = (el: Element): string => {
    const text = (el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 60);
    const label = text || el.getAttribute('aria-label') || (el as HTMLInputElement).placeholder || '';
    const cls = typeof el.className === 'string' && el.className ? `.${el.className.trim().split(/\s+/)[0]}` : '';
    return `<${el.tagName.toLowerCase()}${cls}> "${label}"`;
  };
  const box = (r: DOMRect): string =>
    `${Math.round(r.width)}×${Math.round(r.height)} at ${Math.round(r.x)},${Math.round(r.y)}`;

  const root = document.documentElement;
  if (root.scrollWidth > window.innerWidth + 1)
    problems.push({
      kind: 'sideways',
      what: `the page is ${root.scrollWidth} px wide in a ${window.innerWidth} px window`,
    });

  const modal = Array.from(
    document.querySelectorAll('[role=dialog][aria-modal=true], .navbar-sidebar--show .navbar-sidebar'),
  )
    .filter((d) => d.checkVisibility())
    .at(-1);
  const scope: ParentNode = modal ?? document;

  /** Hidden from sight on purpose: a visually hidden label or skip link (clipped to 1 px), or not drawn at all. */
  const hiddenOnPurpose = (el: Element): boolean => {
    for (let node: Element | null = el; node; node = node.parentElement) {
      const style = getComputedStyle(node);
      if (style.clip !== 'auto' && style.position === 'absolute') return true;
      if (style.clipPath.startsWith('inset(50%')) return true;
    }
    return false;
  };
  const controls = Array.from(scope.querySelectorAll<HTMLElement>(CONTROL)).filter((el) => {
    if (!el.checkVisibility({opacityProperty: true, visibilityProperty: true, contentVisibilityAuto: true}))
      return false;
    const r = el.getBoundingClientRect();
    return r.width > 2 && r.height > 2 && !hiddenOnPurpose(el);
  });

  const clips = (style: CSSStyleDeclaration, axis: 'x' | 'y'): boolean =>
    (axis === 'x' ? style.overflowX : style.overflowY) !== 'visible';
  const scrolls = (style: CSSStyleDeclaration, axis: 'x' | 'y'): boolean =>
    ['auto', 'scroll'].includes(axis === 'x' ? style.overflowX : style.overflowY);

  for (const control of controls) {
    // The control and the boxes inside it that cut off what overflows them.
    for (const el of [control, ...Array.from(control.querySelectorAll<HTMLElement>('*'))]) {
      const style = getComputedStyle(el);
      if (style.display.startsWith('inline') && style.display !== 'inline-block' && style.display !== 'inline-flex')
        continue;
      if (el !== control && (!el.checkVisibility({visibilityProperty: true}) || hiddenOnPurpose(el))) continue;
      const wide = el.scrollWidth > el.clientWidth + 1 && clips(style, 'x') && !scrolls(style, 'x');
      const tall = el.scrollHeight > el.clientHeight + 1 && clips(style, 'y') && !scrolls(style, 'y');
      if (wide && style.textOverflow !== 'ellipsis')
        problems.push({
          kind: 'clipped',
          what: `${describe(control)}: content ${el.scrollWidth} px wide in a ${el.clientWidth} px box`,
        });
      if (tall && style.webkitLineClamp === 'none')
        problems.push({
          kind: 'clipped',
          what: `${describe(control)}: content ${el.scrollHeight} px tall in a ${el.clientHeight} px box`,
        });
    }
    // Boxes around it that clip: each must be at least as large as the control, on every axis it clips.
    const r = control.getBoundingClientRect();
    for (let node = control.parentElement; node && node !== document.body; node = node.parentElement) {
      const style = getComputedStyle(node);
      const inner = node.getBoundingClientRect();
      const bordersX = node.clientLeft * 2;
      const bordersY = node.clientTop * 2;
      if (clips(style, 'y') && node.clientHeight > 0 && inner.height - bordersY < r.height - 1)
        problems.push({
          kind: 'squashed',
          what: `${describe(control)} (${box(r)}) in ${describe(node).split(' "')[0]} ${Math.round(node.clientHeight)} px tall`,
        });
      if (clips(style, 'x') && node.clientWidth > 0 && inner.width - bordersX < r.width - 1)
        problems.push({
          kind: 'squashed',
          what: `${describe(control)} (${box(r)}) in ${describe(node).split(' "')[0]} ${Math.round(node.clientWidth)} px wide`,
        });
    }
  }

  // Overlap, by the rectangles each control draws (a wrapped link draws one per line), cut to the
  // boxes that clip it: a sidebar link scrolled out of its menu is not drawn over the footer.
  const drawn = (el: HTMLElement): DOMRect[] => {
    let clip = new DOMRect(-1e6, -1e6, 2e6, 2e6);
    for (let node = el.parentElement; node && node !== document.body; node = node.parentElement) {
      const style = getComputedStyle(node);
      const r = node.getBoundingClientRect();
      const left = clips(style, 'x') ? Math.max(clip.left, r.left) : clip.left;
      const right = clips(style, 'x') ? Math.min(clip.right, r.right) : clip.right;
      const top = clips(style, 'y') ? Math.max(clip.top, r.top) : clip.top;
      const bottom = clips(style, 'y') ? Math.min(clip.bottom, r.bottom) : clip.bottom;
      clip = new DOMRect(left, top, Math.max(0, right - left), Math.max(0, bottom - top));
      // Boxes around a fixed one do not clip it.
      if (style.position === 'fixed') break;
    }
    return Array.from(el.getClientRects())
      .map((r) => {
        const left = Math.max(r.left, clip.left);
        const top = Math.max(r.top, clip.top);
        return new DOMRect(left, top, Math.min(r.right, clip.right) - left, Math.min(r.bottom, clip.bottom) - top);
      })
      .filter((r) => r.width > 1 && r.height > 1);
  };
  const rects = controls.map(drawn);
  for (let i = 0; i < controls.length; i++) {
    for (let j = i + 1; j < controls.length; j++) {
      const a = controls[i]!;
      const b = controls[j]!;
      if (a.contains(b) || b.contains(a)) continue;
      const hit = rects[i]!.some((ra) =>
        rects[j]!.some(
          (rb) =>
            Math.min(ra.right, rb.right) - Math.max(ra.left, rb.left) > 2 &&
            Math.min(ra.bottom, rb.bottom) - Math.max(ra.top, rb.top) > 2,
        ),
      );
      if (hit) problems.push({kind: 'overlap', what: `${describe(a)} and ${describe(b)}`});
    }
  }
  return problems;
}

/** Writes the state's screenshot as an artefact, then fails with every problem found in it. */
async function check(page: Page, testInfo: TestInfo, state: string): Promise<void> {
  // Fonts and the frame after the last change: measure what is drawn.
  await page.evaluate(async () => {
    await document.fonts.ready;
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
  const file = testInfo.outputPath(`${state.replace(/[^\p{L}\p{N}-]+/gu, '-')}.png`);
  await page.screenshot({path: file});
  await testInfo.attach(state, {path: file, contentType: 'image/png'});
  const problems = await page.evaluate(measure);
  expect(
    problems.map((p) => `${p.kind}: ${p.what}`),
    `${state} (screenshot: ${file})`,
  ).toEqual([]);
}

async function ready(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true', {timeout: 60_000});
  await page.waitForLoadState('load');
}

for (const [locale, index] of [
  ['ru', 1],
  ['en', 2],
] as const) {
  for (const [device, width, height] of WIDTHS) {
    test.describe(`looks right: ${locale}, ${device} (${width}×${height})`, () => {
      test.use({viewport: {width, height}});

      for (const entry of PAGES) {
        const [kind] = entry;
        const url = entry[index];
        test(`${kind} ${url}`, async ({page}, testInfo) => {
          // The article also opens the page menu and the drawer: three states on a busy machine.
          if (kind === 'article') test.setTimeout(120_000);
          const response = await page.goto(url);
          expect(response?.status()).toBe(kind === '404' ? 404 : 200);
          await ready(page);
          await check(page, testInfo, `${kind} ${locale} ${device}`);
          if (device === 'phone' && READING_PAGES.has(kind)) {
            // The first screen shows the title and the start of the text.
            await expect(page.locator('article h1')).toBeInViewport({ratio: 1});
            await expect(page.locator('.theme-doc-markdown > p').first()).toBeInViewport();
          }
          if (kind === 'article') {
            // The meta line takes the header's width and each of its items one line (no column of
            // "Время чтения:", "4 минуты", "748 слов" beside the page menu).
            const meta = page.getByTestId('article-meta');
            await expect(meta).toBeVisible();
            const [metaWidth, contentWidth, itemHeights, lineHeight] = await meta.evaluate((el) => [
              el.getBoundingClientRect().width,
              el.closest('.markdown')!.getBoundingClientRect().width,
              Array.from(el.querySelectorAll('[data-meta]')).map((item) => item.getBoundingClientRect().height),
              Number.parseFloat(getComputedStyle(el).lineHeight),
            ]);
            if (device === 'phone') expect(metaWidth).toBeGreaterThan(contentWidth - 2);
            for (const h of itemHeights as number[]) expect(h).toBeLessThan((lineHeight as number) * 1.6);

            // The page menu, open.
            await page
              .locator('.theme-doc-markdown header')
              .getByRole('button', {name: /Markdown/})
              .click();
            await expect(page.getByRole('menu')).toBeVisible();
            await check(page, testInfo, `page menu ${locale} ${device}`);
            await page.keyboard.press('Escape');

            if (device === 'phone') {
              await page.locator('.navbar__toggle').click();
              await expect(page.locator('.navbar-sidebar .menu__link--active').first()).toBeVisible();
              await check(page, testInfo, `phone drawer ${locale} ${device}`);
            }
          }
        });
      }

      test('the search window, with results and without', async ({page}, testInfo) => {
        test.setTimeout(120_000);
        await page.goto(locale === 'ru' ? '/control/' : '/en/control/');
        await ready(page);
        await page.keyboard.press('Control+k');
        const dialog = page.getByRole('dialog');
        const input = dialog.getByRole('combobox');
        await expect(input).toBeFocused();
        await check(page, testInfo, `search empty ${locale} ${device}`);
        for (const query of SEARCH[locale]) {
          await input.fill(query);
          await expect(dialog.locator('a[role="option"]').nth(4)).toBeVisible();
          await check(page, testInfo, `search ${query} ${locale} ${device}`);
        }
        // A section chosen: the chosen chip keeps its label.
        await dialog.getByRole('radio').nth(1).click();
        await expect(dialog.getByRole('radio').nth(1)).toHaveAttribute('aria-checked', 'true');
        await check(page, testInfo, `search one section ${locale} ${device}`);
        // A short window: the filter row stays whole, the results make room.
        await page.setViewportSize({width, height: 420});
        await check(page, testInfo, `search short window ${locale} ${device}`);
      });
    });
  }
}
