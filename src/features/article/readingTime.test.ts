import {beforeAll, describe, expect, it} from 'vitest';
import {countWords, readingStats, shownMinutes} from './shared/readingTime';
import {readingTimeText, wordCountText, type ReadingTimeMessages} from './client/readingTimeWording';
import {messagesOf, selectPlural, sourceMessages} from '../../../tests/unit/codeTranslations';

describe('countWords', () => {
  it('counts Russian and English words, with hyphens and numbers', () => {
    expect(countWords('Матрица коллизий описывает BCF-файл и версию 2.1.')).toBe(7);
    expect(countWords("The reader doesn't copy 3 files.")).toBe(6);
  });

  it('skips code blocks, images, tags, link targets and frontmatter', () => {
    const md = [
      '---',
      'title: Заголовок страницы',
      '---',
      'Текст [ссылка на раздел](/control/control-guide/) и <kbd>Ctrl</kbd>.',
      '',
      '![длинная подпись картинки](./img/a.svg)',
      '',
      '```bash',
      'curl -X GET https://example.org/api',
      '```',
      '## Заголовок {#anchor}',
      'import Tabs from "@theme/Tabs";',
    ].join('\n');
    // Текст, ссылка, на, раздел, и, Ctrl, Заголовок
    expect(countWords(md)).toBe(7);
  });
});

describe('reading time', () => {
  it('is minutes at the configured speed', () => {
    expect(readingStats('слово '.repeat(300), 200)).toEqual({words: 300, minutes: 1.5});
  });

  it('shows whole minutes from one minute on, nothing to count below it', () => {
    expect(shownMinutes(0.99)).toBeUndefined();
    expect(shownMinutes(1)).toBe(1);
    expect(shownMinutes(4.4)).toBe(4);
    expect(shownMinutes(7.6)).toBe(8);
  });
});

/** The meta line's wording: the component's own wording functions with the locale's translations. */
async function wording(
  locale: 'ru' | 'en',
): Promise<{time: (minutes: number) => string; words: (n: number) => string}> {
  const m = await messagesOf(locale);
  const messages: ReadingTimeMessages = {
    lessThanMinute: m['articleMeta.lessThanMinute']!,
    minutes: m['articleMeta.minutes']!,
    words: m['articleMeta.words']!,
  };
  const select = (count: number, forms: string): string => selectPlural(forms, count, locale);
  return {
    time: (minutes) => readingTimeText(minutes, locale, messages, select),
    words: (n) => wordCountText(n, locale, messages, select),
  };
}

describe('reading time wording (i18n/<locale>/code.json)', () => {
  // Docusaurus's extractor reads all of src/ once: seconds on a busy machine.
  beforeAll(() => sourceMessages(), 60_000);

  it('says "Less than 1 minute" under one minute, in both languages', async () => {
    const [en, ru] = await Promise.all([wording('en'), wording('ru')]);
    expect(en.time(0.99)).toBe('Less than 1 minute');
    expect(ru.time(0.99)).toBe('Меньше минуты');
    expect(en.time(1)).toBe('1 minute');
    expect(ru.time(1)).toBe('1 минута');
  });

  it('uses Russian plural forms for minutes', async () => {
    const [en, ru] = await Promise.all([wording('en'), wording('ru')]);
    expect(ru.time(2)).toBe('2 минуты');
    expect(ru.time(4.4)).toBe('4 минуты');
    expect(ru.time(5)).toBe('5 минут');
    expect(ru.time(11)).toBe('11 минут');
    expect(ru.time(21)).toBe('21 минута');
    expect(ru.time(22)).toBe('22 минуты');
    expect(en.time(7.6)).toBe('8 minutes');
  });

  it('words the word count in both languages', async () => {
    const [en, ru] = await Promise.all([wording('en'), wording('ru')]);
    expect(ru.words(1)).toBe('1 слово');
    expect(ru.words(3)).toBe('3 слова');
    expect(ru.words(12)).toBe('12 слов');
    expect(ru.words(1234)).toBe('1\u00a0234 слова');
    expect(en.words(1)).toBe('1 word');
    expect(en.words(1234)).toBe('1,234 words');
  });
});
