import {describe, expect, it} from 'vitest';
import {localeToOffer, preferredLocale} from './client/LocaleSuggestion/preference';
import {suggestionTexts, suggestionTextsFor} from './client/LocaleSuggestion/texts';
import {siteConfig} from '../../../site.config';

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

describe('locale suggestion texts', () => {
  it('has texts for every site locale, each in its own language, naming the site from its config', () => {
    for (const locale of siteConfig.locales.all) {
      const texts = suggestionTexts[locale];
      expect(texts.title).toContain(siteConfig.brand.name);
      const all = [texts.title, ...Object.values(texts.message), texts.remember, texts.switchLabel, texts.cancel].join(
        ' ',
      );
      const cyrillic = (all.match(/\p{Script=Cyrillic}/gu) ?? []).length / (all.match(/\p{L}/gu) ?? []).length;
      if (locale === 'ru') expect(cyrillic).toBeGreaterThan(0.8);
      else expect(cyrillic).toBe(0);
      expect(new Set(Object.values(texts.message)).size).toBe(3);
    }
    expect(suggestionTexts.en.title).toBe(`Read ${siteConfig.title.en} in English?`);
    expect(suggestionTextsFor('en')).toBe(suggestionTexts.en);
    expect(suggestionTextsFor('de')).toBe(suggestionTexts[siteConfig.locales.defaultLocale]);
    expect(suggestionTextsFor('toString')).toBe(suggestionTexts[siteConfig.locales.defaultLocale]);
  });
});
