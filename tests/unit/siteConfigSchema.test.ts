import {describe, expect, it} from 'vitest';
import {siteConfig} from '../../site.config';
import {validateSiteConfig} from '../../site.config.schema';

describe('the schema of site.config.ts', () => {
  it('accepts the site configuration', () => {
    expect(() => validateSiteConfig(siteConfig)).not.toThrow();
  });

  it('fails on a value of the wrong type, naming its path', () => {
    const config = {...siteConfig, breakpoints: {...siteConfig.breakpoints, mobileMax: '719'}};
    expect(() => validateSiteConfig(config)).toThrow(/^site\.config\.ts: "breakpoints\.mobileMax" must be a number/);
    const hosting = {...siteConfig, hosting: {...siteConfig.hosting, port: 70_000}};
    expect(() => validateSiteConfig(hosting)).toThrow(/"hosting\.port" must be a valid port/);
  });

  it('fails on a locale the site does not have, naming its path', () => {
    const sections = siteConfig.sections.map((s, i) => (i === 2 ? {...s, sourceLanguage: 'de'} : s));
    expect(() => validateSiteConfig({...siteConfig, sections})).toThrow(
      /"sections\[2\]\.sourceLanguage" must be one of \[ru, en\]/,
    );
    expect(() => validateSiteConfig({...siteConfig, locales: {...siteConfig.locales, defaultLocale: 'de'}})).toThrow(
      /"locales\.defaultLocale" must be one of \[ru, en\]/,
    );
    // A per-locale text for a locale the list lacks, or missing for one it has.
    expect(() => validateSiteConfig({...siteConfig, title: {...siteConfig.title, de: 'Tessera Hilfe'}})).toThrow(
      /"title\.de" is not allowed/,
    );
    expect(() => validateSiteConfig({...siteConfig, tagline: {ru: siteConfig.tagline.ru}})).toThrow(
      /"tagline\.en" is required/,
    );
  });

  it('reports every wrong value at once, and an order the breakpoints must keep', () => {
    const config = {...siteConfig, colorMode: 'dark', breakpoints: {...siteConfig.breakpoints, tocColumnMin: 600}};
    expect(() => validateSiteConfig(config)).toThrow(
      /"colorMode" must be one of .*; "breakpoints\.tocColumnMin" must be greater than ref:mobileMax/,
    );
  });
});
