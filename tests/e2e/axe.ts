/**
 * The accessibility check every page-type test runs: axe-core's serious and
 * critical violations, as "rule: targets" lines so a failure names the nodes.
 */
import AxeBuilder from '@axe-core/playwright';
import type {Page} from '@playwright/test';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

export async function seriousAxeViolations(
  page: Page,
  {include, tags = WCAG_TAGS}: {include?: string; tags?: readonly string[] | null} = {},
): Promise<string[]> {
  let builder = new AxeBuilder({page});
  if (tags) builder = builder.withTags([...tags]);
  if (include) builder = builder.include(include);
  const results = await builder.analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
