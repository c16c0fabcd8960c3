import {describe, expect, it} from 'vitest';
import {countWords, formatReadingTime, formatWordCount, readingStats} from '../../src/features/readingTime/readingTime';

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

  it('says "less than a minute" under one minute, in both languages', () => {
    expect(formatReadingTime(0.99, 'en')).toBe('Less than 1 minute');
    expect(formatReadingTime(0.99, 'ru')).toBe('Меньше минуты');
    expect(formatReadingTime(1, 'en')).toBe('1 minute');
    expect(formatReadingTime(1, 'ru')).toBe('1 минута');
  });

  it('uses Russian plural forms for minutes', () => {
    expect(formatReadingTime(2, 'ru')).toBe('2 минуты');
    expect(formatReadingTime(4.4, 'ru')).toBe('4 минуты');
    expect(formatReadingTime(5, 'ru')).toBe('5 минут');
    expect(formatReadingTime(11, 'ru')).toBe('11 минут');
    expect(formatReadingTime(21, 'ru')).toBe('21 минута');
    expect(formatReadingTime(22, 'ru')).toBe('22 минуты');
    expect(formatReadingTime(7.6, 'en')).toBe('8 minutes');
  });

  it('words the word count in both languages', () => {
    expect(formatWordCount(1, 'ru')).toBe('1 слово');
    expect(formatWordCount(3, 'ru')).toBe('3 слова');
    expect(formatWordCount(12, 'ru')).toBe('12 слов');
    expect(formatWordCount(1234, 'ru')).toBe('1\u00a0234 слова');
    expect(formatWordCount(1, 'en')).toBe('1 word');
    expect(formatWordCount(1234, 'en')).toBe('1,234 words');
  });
});
