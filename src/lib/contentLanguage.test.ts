import {describe, expect, it} from 'vitest';
import {contentLanguageOf} from './shared/contentLanguage';

describe('content language of a section', () => {
  it('marks English developer docs in the Russian tree, nothing else', () => {
    expect(contentLanguageOf('en', 'ru')).toBe('en');
    expect(contentLanguageOf('en', 'en')).toBeUndefined();
    // Russian sections are translated page by page: an /en/ page is English.
    expect(contentLanguageOf('ru', 'en')).toBeUndefined();
    expect(contentLanguageOf('ru', 'ru')).toBeUndefined();
    expect(contentLanguageOf(undefined, 'ru')).toBeUndefined();
  });
});
