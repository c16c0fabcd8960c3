import {describe, expect, it} from 'vitest';
import {buildLocale} from './plugin/buildLocale';

describe('buildLocale', () => {
  it('takes a locale of the site as it is', () => {
    expect(buildLocale('en')).toBe('en');
    expect(buildLocale('ru')).toBe('ru');
  });

  it('reads a plain `docusaurus start` (the string "undefined") and no value as the root locale', () => {
    expect(buildLocale('undefined')).toBe('ru');
    expect(buildLocale(undefined)).toBe('ru');
    expect(buildLocale('')).toBe('ru');
  });

  it('names an unknown locale and the known ones', () => {
    expect(() => buildLocale('de')).toThrow(/Unknown locale "de".*ru, en/);
  });
});
