import {describe, expect, it} from 'vitest';
import {formatDay, formatInteger} from './shared/localeFormat';

describe('formatInteger', () => {
  it('groups digits as each language writes them', () => {
    expect(formatInteger(12_345, 'ru')).toBe('12\u00a0345');
    expect(formatInteger(1_234_567, 'en')).toBe('1,234,567');
    expect(formatInteger(999, 'ru')).toBe('999');
  });

  it('prints whole numbers', () => {
    expect(formatInteger(41.6, 'en')).toBe('42');
  });
});

describe('formatDay', () => {
  it('reads an ISO day as that day wherever it runs', () => {
    expect(formatDay('2026-10-13', 'ru')).toBe('13 октября 2026 г.');
    expect(formatDay('2026-10-13', 'en')).toBe('October 13, 2026');
    expect(formatDay('2026-01-01T00:00:00.000Z', 'en', 'short')).toBe('Jan 1, 2026');
  });

  it('reads a moment in UTC: late evening in UTC stays that day', () => {
    const late = new Date(Date.UTC(2026, 2, 9, 23, 30));
    expect(formatDay(late, 'ru', 'short')).toBe('9 мар. 2026 г.');
    expect(formatDay(late, 'en')).toBe('March 9, 2026');
  });
});
