import {describe, expect, it} from 'vitest';
import {localeToOffer, preferredLocale} from '../../src/components/LocaleSuggestion/preference';

const locales = ['ru', 'en'];

describe('locale suggestion', () => {
  it('takes the first browser language the site has', () => {
    expect(preferredLocale(['de-DE', 'en-US', 'ru'], locales)).toBe('en');
    expect(preferredLocale(['ru-RU', 'en'], locales)).toBe('ru');
    expect(preferredLocale(['de', 'fr'], locales)).toBeNull();
  });

  it('offers the preferred locale only when it differs from the current one', () => {
    expect(localeToOffer(['en-US'], locales, 'ru', null)).toBe('en');
    expect(localeToOffer(['en-US'], locales, 'en', null)).toBeNull();
    expect(localeToOffer(['ru-RU'], locales, 'en', null)).toBe('ru');
    expect(localeToOffer(['de-DE'], locales, 'ru', null)).toBeNull();
  });

  it('never asks again once the reader answered', () => {
    expect(localeToOffer(['en-US'], locales, 'ru', 'dismissed')).toBeNull();
    expect(localeToOffer(['en-US'], locales, 'ru', 'en')).toBeNull();
  });
});
