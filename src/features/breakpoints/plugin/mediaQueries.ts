/**
 * The site's layout breakpoints (site.config.ts: mobile up to 719 px, desktop from
 * 1440 px) in every stylesheet. Infima and the Docusaurus theme hard-code
 * their one breakpoint (mobile up to 996 px, desktop from 997 px); our own
 * stylesheets name the breakpoints instead, as custom media in the CSS
 * Media Queries 5 syntax (`@media (--tessera-mobile)`). Both become the
 * numbers of `siteConfig.breakpoints`, so changing them is a one-line change.
 */

export interface Breakpoints {
  /** Widest viewport that gets the phone layout (navbar menu button, sidebar drawer). */
  readonly mobileMax: number;
  /** Narrowest viewport that gets the full desktop layout (navbar items at full size, widest content column). */
  readonly desktopMin: number;
  /**
   * Narrowest viewport with the table of contents in its own column. Below
   * it (and above mobile) the sidebar sits beside the article and the
   * contents fold above it: a third column would leave the text too narrow.
   */
  readonly tocColumnMin: number;
}

/** The theme's own breakpoint (Infima and @docusaurus/theme-classic). */
const THEME_MOBILE_MAX = 996;

/** Our named media queries. */
export function customMedia(b: Breakpoints): Readonly<Record<string, string>> {
  return {
    '--tessera-mobile': `(max-width: ${b.mobileMax}px)`,
    '--tessera-above-mobile': `(min-width: ${b.mobileMax + 1}px)`,
    /** Tablets: sidebar beside the article, contents folded above it. */
    '--tessera-toc-folded': `(min-width: ${b.mobileMax + 1}px) and (max-width: ${b.tocColumnMin - 1}px)`,
    '--tessera-below-desktop': `(max-width: ${b.desktopMin - 1}px)`,
    '--tessera-desktop': `(min-width: ${b.desktopMin}px)`,
    '--tessera-toc-column': `(min-width: ${b.tocColumnMin}px)`,
    '--tessera-below-toc-column': `(max-width: ${b.tocColumnMin - 1}px)`,
  };
}

const THEME_QUERY = new RegExp(`\\((max|min)-width:\\s*(${THEME_MOBILE_MAX}|${THEME_MOBILE_MAX + 1})px\\)`, 'g');
const CUSTOM_QUERY = /\((--[a-z][a-z0-9-]*)\)/g;

/**
 * The params of one `@media` rule with our named queries expanded and, in a
 * package's stylesheet (`themeNumbers`), the theme's breakpoint moved to
 * ours. An unknown name throws, so a typo fails the build instead of
 * silently never matching.
 */
export function rewriteMediaParams(params: string, b: Breakpoints, {themeNumbers}: {themeNumbers: boolean}): string {
  const named = customMedia(b);
  return params
    .replace(THEME_QUERY, (all: string, side: string, px: string) => {
      if (!themeNumbers) return all;
      const mobileEdge = Number(px) === THEME_MOBILE_MAX;
      return `(${side}-width: ${mobileEdge ? b.mobileMax : b.mobileMax + 1}px)`;
    })
    .replace(CUSTOM_QUERY, (_all, name: string) => {
      const query = named[name];
      if (!query)
        throw new Error(
          `Unknown media query name "${name}" (src/features/breakpoints knows ${Object.keys(named).join(', ')})`,
        );
      return query;
    });
}
