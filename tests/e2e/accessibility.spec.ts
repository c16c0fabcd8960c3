import {seriousAxeViolations} from './axe';
import {test, expect} from './fixtures';

/** One page of each type in both locales. */
const PAGES = [
  ['home (ru)', '/'],
  ['home (en)', '/en/'],
  ['landing (ru)', '/control/'],
  ['landing (en)', '/en/control/'],
  ['section index (ru)', '/control/control-guide/'],
  ['section index (en)', '/en/control/control-howto/'],
  ['developer landing', '/api/'],
  ['uniformat table', '/uniformat/'],
  ['API how-to with highlighted code (ru)', '/api/tessera/tessera-howto/auth/'],
  ['API how-to with highlighted code (en)', '/en/api/tessera/tessera-howto/auth/'],
  ['404 (ru)', '/no-such-page/'],
  ['404 (en)', '/en/no-such-page/'],
] as const;

for (const [name, path] of PAGES) {
  test(`${name}: no serious or critical axe violation`, async ({page}) => {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
}
