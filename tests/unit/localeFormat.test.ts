import {describe, expect, it} from 'vitest';
import {formatDay, formatInteger} from '../../src/i18n/localeFormat';
import {siteConfig, type LocaleId} from '../../site.config';

const LOCALES: LocaleId[] = ['ru', 'en'];

describe('formatInteger prints what Intl prints', () => {
  for (const locale of LOCALES) {
    it(locale, () => {
      for (const n of [0, 7, 42, 999, 1000, 1234, 9999, 10_000, 12_345, 123_456, 1_234_567, 98_765_432, -1234]) {
        expect(formatInteger(n, locale), `${n}`).toBe(n.toLocaleString(siteConfig.locales.bcp47[locale]));
      }
    });
  }
});

describe('formatDay prints what Intl prints, in UTC', () => {
  for (const locale of LOCALES) {
    for (const month of ['long', 'short'] as const) {
      it(`${locale} ${month}`, () => {
        const intl = new Intl.DateTimeFormat(siteConfig.locales.bcp47[locale], {year: 'numeric', month, day: 'numeric', timeZone: 'UTC'});
        for (let m = 0; m < 12; m++) {
          for (const day of [1, 9, 28]) {
            const date = new Date(Date.UTC(2026, m, day, 23, 30));
            expect(formatDay(date, locale, month)).toBe(intl.format(date));
          }
        }
      });
    }
  }

  it('reads an ISO day as that day wherever it runs', () => {
    expect(formatDay('2026-10-13', 'ru')).toBe('13 октября 2026 г.');
    expect(formatDay('2026-10-13', 'en')).toBe('October 13, 2026');
    expect(formatDay('2026-01-01T00:00:00.000Z', 'en', 'short')).toBe('Jan 1, 2026');
  });
});
