import {describe, expect, it} from 'vitest';
import {allowedTypos, editDistance} from './shared/editDistance';
import {switchLayout} from './shared/layout';

describe('edit distance (restricted Damerau–Levenshtein)', () => {
  it.each([
    ['коллизия', 'коллизия', 0],
    ['колизия', 'коллизия', 1], // insertion
    ['коллиззия', 'коллизия', 1], // deletion
    ['коллизея', 'коллизия', 1], // substitution
    ['колилзия', 'коллизия', 1], // neighbours swapped
    ['спецификацыя', 'спецификация', 1],
    ['спецафикацыя', 'спецификация', 2],
    ['', 'abc', 3],
  ])('%s → %s is %i', (a, b, d) => {
    expect(editDistance(a, b, 3)).toBe(d);
    expect(editDistance(b, a, 3)).toBe(d);
  });

  it('stops at the limit and says only that it is passed', () => {
    expect(editDistance('матрица', 'модель', 1)).toBe(2);
    expect(editDistance('a', 'abcdef', 2)).toBe(3);
  });

  it('allows no typo below five letters, one from five, two from nine', () => {
    expect([4, 5, 8, 9, 14].map(allowedTypos)).toEqual([0, 1, 1, 2, 2]);
  });
});

describe('keyboard layout switch', () => {
  it('reads Latin keys as the Russian letters on them', () => {
    expect(switchLayout('ghjtrn')).toBe('проект');
    expect(switchLayout('vfnhbwf rjkkbpbq')).toBe('матрица коллизий');
    // Letters on punctuation keys: б on ",", ю on ".", ж on ";", э on "'", х and ъ on brackets.
    expect(switchLayout(',.l;tn')).toBe('бюджет');
    expect(switchLayout("'rcgjhn")).toBe('экспорт');
    expect(switchLayout('{fhfrnth')).toBe('Характер'); // Shift+[ is Х
    expect(switchLayout('Ghjtrn 2')).toBe('проект 2');
  });

  it('reads Russian keys as the Latin letters on them', () => {
    expect(switchLayout('ыуфкср')).toBe('search');
    expect(switchLayout('сщддшышщт')).toBe('collision');
    expect(switchLayout('ЫсутуЬфтфпук')).toBe('scenemanager');
  });

  it('leaves alone what cannot be a layout mix-up', () => {
    expect(switchLayout('импорт IFC')).toBeNull();
    expect(switchLayout('403')).toBeNull();
    expect(switchLayout('')).toBeNull();
  });
});
