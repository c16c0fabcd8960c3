import {describe, expect, it} from 'vitest';
import postcss from 'postcss';
import {customMedia, rewriteMediaParams} from './plugin/mediaQueries';
import {breakpointsPostCss} from './plugin/postcss';
import {siteConfig} from '../../../site.config';

const b = {mobileMax: 719, desktopMin: 1440, tocColumnMin: 997};

describe('rewriteMediaParams', () => {
  it("moves the theme's 996/997 px breakpoint to the site's 719/720 px in package stylesheets", () => {
    expect(rewriteMediaParams('(max-width: 996px)', b, {themeNumbers: true})).toBe('(max-width: 719px)');
    expect(rewriteMediaParams('(min-width: 997px)', b, {themeNumbers: true})).toBe('(min-width: 720px)');
    expect(rewriteMediaParams('screen and (min-width:997px) and (max-width: 1200px)', b, {themeNumbers: true})).toBe(
      'screen and (min-width: 720px) and (max-width: 1200px)',
    );
  });

  it('leaves other widths and our own literal numbers alone', () => {
    expect(rewriteMediaParams('(max-width: 576px)', b, {themeNumbers: true})).toBe('(max-width: 576px)');
    expect(rewriteMediaParams('(min-width: 1440px)', b, {themeNumbers: true})).toBe('(min-width: 1440px)');
    expect(rewriteMediaParams('(min-width: 997px) and (max-width: 1099px)', b, {themeNumbers: false})).toBe(
      '(min-width: 997px) and (max-width: 1099px)',
    );
  });

  it('expands named queries from the configured numbers', () => {
    expect(rewriteMediaParams('(--tessera-mobile)', b, {themeNumbers: false})).toBe('(max-width: 719px)');
    expect(rewriteMediaParams('(--tessera-above-mobile) and (max-width: 1279px)', b, {themeNumbers: false})).toBe(
      '(min-width: 720px) and (max-width: 1279px)',
    );
    expect(rewriteMediaParams('(--tessera-toc-folded)', b, {themeNumbers: false})).toBe(
      '(min-width: 720px) and (max-width: 996px)',
    );
    expect(rewriteMediaParams('(--tessera-desktop)', {...b, desktopMin: 1600}, {themeNumbers: false})).toBe(
      '(min-width: 1600px)',
    );
  });

  it('fails on an unknown name instead of never matching', () => {
    expect(() => rewriteMediaParams('(--tessera-tablet)', b, {themeNumbers: false})).toThrow(
      /Unknown media query name "--tessera-tablet"/,
    );
  });

  it("the site's breakpoints are in order and give every named query a width", () => {
    const {mobileMax, tocColumnMin, desktopMin} = siteConfig.breakpoints;
    // Otherwise the tablet layout (contents folded above the article) would match no width.
    expect(mobileMax + 1).toBeLessThan(tocColumnMin);
    expect(tocColumnMin).toBeLessThanOrEqual(desktopMin);
    const media = customMedia(siteConfig.breakpoints);
    expect(Object.keys(media)).toContain('--tessera-mobile');
    for (const [name, query] of Object.entries(media))
      expect(query, name).toMatch(/^\((min|max)-width: \d+px\)( and \((min|max)-width: \d+px\))?$/);
  });
});

describe('breakpointsPostCss', () => {
  const run = (css: string, from: string): string => postcss([breakpointsPostCss(b)]).process(css, {from}).css;

  it('rewrites a package stylesheet and expands names in ours', () => {
    expect(run('@media (max-width: 996px) { a { color: red } }', '/site/node_modules/infima/default.css')).toBe(
      '@media (max-width: 719px) { a { color: red } }',
    );
    expect(run('@media (--tessera-mobile) { a { color: red } }', '/site/src/css/custom.css')).toBe(
      '@media (max-width: 719px) { a { color: red } }',
    );
    expect(run('@media (max-width: 996px) { a { color: red } }', '/site/src/css/custom.css')).toBe(
      '@media (max-width: 996px) { a { color: red } }',
    );
  });

  it('names the stylesheet of a typo', () => {
    expect(() => run('@media (--tessera-phone) { a { color: red } }', '/site/src/css/custom.css')).toThrow(
      /--tessera-phone.*custom\.css/s,
    );
  });
});
