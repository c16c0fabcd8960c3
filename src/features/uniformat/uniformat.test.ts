import {describe, it, expect} from 'vitest';
import {
  asCodePrefix,
  childrenOf,
  differsFromMachine,
  filterUniformat,
  uniformat,
  type UniformatEntry,
} from './client/uniformat';

const codeShape: Record<UniformatEntry['level'], RegExp> = {
  1: /^[A-G]$/,
  2: /^[A-G]\d0$/,
  3: /^[A-G]\d0\d0$/,
};

function codes(entries: readonly UniformatEntry[]): string[] {
  return entries.map((entry) => entry.code);
}

describe('uniformat data', () => {
  const byCode = new Map(uniformat.map((entry) => [entry.code, entry]));

  it('reads every entry of the data file with the fields of an entry and nothing else', () => {
    expect(uniformat).toHaveLength(108);
    const misshapen = uniformat.filter((read) => {
      // As the JSON file has it, whatever the type says.
      const entry = read as unknown as Record<string, unknown>;
      const keys = Object.keys(entry).sort().join(' ');
      const fieldsRight = keys === 'code en level machine parent ru' || keys === 'code en level machine note parent ru';
      const strings = ['code', 'en', 'ru', 'machine'].every((k) => typeof entry[k] === 'string' && entry[k] !== '');
      return (
        !fieldsRight ||
        !strings ||
        ![1, 2, 3].includes(entry.level as number) ||
        !(entry.parent === null || typeof entry.parent === 'string') ||
        !(entry.note === undefined || (typeof entry.note === 'string' && entry.note !== ''))
      );
    });
    expect(misshapen).toEqual([]);
  });

  it('has unique codes', () => {
    expect(byCode.size).toBe(uniformat.length);
  });

  it('covers the seven level-1 groups and the standard level-2 and level-3 lists', () => {
    expect(codes(uniformat.filter((e) => e.level === 1))).toEqual(['A', 'B', 'C', 'D', 'E', 'F', 'G']);
    expect(codes(uniformat.filter((e) => e.level === 2))).toEqual([
      'A10',
      'A20',
      'B10',
      'B20',
      'B30',
      'C10',
      'C20',
      'C30',
      'D10',
      'D20',
      'D30',
      'D40',
      'D50',
      'E10',
      'E20',
      'F10',
      'F20',
      'G10',
      'G20',
      'G30',
      'G40',
      'G90',
    ]);
    expect(uniformat.filter((e) => e.level === 3)).toHaveLength(79);
  });

  it('gives every code the shape of its level', () => {
    for (const entry of uniformat) {
      expect(entry.code, entry.code).toMatch(codeShape[entry.level]);
    }
  });

  it('links every entry to an existing parent one level up', () => {
    for (const entry of uniformat) {
      if (entry.level === 1) {
        expect(entry.parent, entry.code).toBeNull();
        continue;
      }
      expect(entry.parent, entry.code).not.toBeNull();
      const parent = byCode.get(entry.parent ?? '');
      expect(parent, `${entry.code} → ${entry.parent}`).toBeDefined();
      expect(parent?.level, entry.code).toBe(entry.level - 1);
      expect(entry.code.startsWith(entry.parent ?? ''), entry.code).toBe(true);
    }
  });

  it('lists each parent before its children', () => {
    const seen = new Set<string>();
    for (const entry of uniformat) {
      if (entry.parent !== null) expect(seen.has(entry.parent), entry.code).toBe(true);
      seen.add(entry.code);
    }
  });

  it('has non-empty English, Russian and machine names', () => {
    for (const entry of uniformat) {
      expect(entry.en.trim(), entry.code).not.toBe('');
      expect(entry.ru.trim(), entry.code).not.toBe('');
      expect(entry.machine.trim(), entry.code).not.toBe('');
    }
  });

  it('explains every curated name that differs from the machine one, and only those', () => {
    for (const entry of uniformat) {
      if (differsFromMachine(entry)) {
        expect(entry.note?.trim(), entry.code).toBeTruthy();
      } else {
        expect(entry.note, entry.code).toBeUndefined();
      }
    }
  });
});

describe('childrenOf', () => {
  it('returns direct children in order', () => {
    expect(codes(childrenOf('A10'))).toEqual(['A1010', 'A1020', 'A1030']);
    expect(codes(childrenOf('B'))).toEqual(['B10', 'B20', 'B30']);
  });

  it('returns nothing for a level-3 element', () => {
    expect(childrenOf('A1030')).toEqual([]);
  });
});

describe('filterUniformat', () => {
  it('keeps everything for an empty query', () => {
    expect(filterUniformat(uniformat, {query: '  '})).toHaveLength(uniformat.length);
    expect(filterUniformat(uniformat)).toHaveLength(uniformat.length);
  });

  it('matches a code prefix, in any case', () => {
    expect(codes(filterUniformat(uniformat, {query: 'B20'}))).toEqual(['B20', 'B2010', 'B2020', 'B2030']);
    expect(codes(filterUniformat(uniformat, {query: 'b20'}))).toEqual(['B20', 'B2010', 'B2020', 'B2030']);
  });

  it('reads Cyrillic look-alike letters in a code as Latin', () => {
    expect(asCodePrefix('В20')).toBe('B20');
    expect(codes(filterUniformat(uniformat, {query: 'с30'}))).toEqual(['C30', 'C3010', 'C3020', 'C3030']);
  });

  it('finds Russian words in another grammatical form', () => {
    expect(codes(filterUniformat(uniformat, {query: 'окно'}))).toEqual(['B2020']);
    expect(codes(filterUniformat(uniformat, {query: 'лестница'}))).toEqual(['C20', 'C2010', 'C2020']);
    expect(codes(filterUniformat(uniformat, {query: 'фундаментов'}))).toEqual(['A10', 'A1010', 'A1020']);
    expect(codes(filterUniformat(uniformat, {query: 'перекрытие'}))).toEqual(['B1010']);
  });

  it('treats ё and е as the same letter', () => {
    const withYo = codes(filterUniformat(uniformat, {query: 'подъёмники'}));
    expect(withYo).toContain('D1010');
    expect(codes(filterUniformat(uniformat, {query: 'подъемники'}))).toEqual(withYo);
  });

  it('finds English words, case-insensitively', () => {
    expect(codes(filterUniformat(uniformat, {query: 'ROOF openings'}))).toEqual(['B3020']);
    expect(codes(filterUniformat(uniformat, {query: 'stair'}))).toEqual(['C20', 'C2010', 'C2020']);
  });

  it('requires every word of the query', () => {
    expect(codes(filterUniformat(uniformat, {query: 'наружные окна'}))).toEqual(['B2020']);
    expect(filterUniformat(uniformat, {query: 'окна лифты'})).toEqual([]);
  });

  it('searches machine translations only when asked', () => {
    expect(filterUniformat(uniformat, {query: 'фитинги'})).toEqual([]);
    expect(codes(filterUniformat(uniformat, {query: 'фитинги', includeMachine: true}))).toEqual(['C1030']);
  });

  it('filters by level, alone and with a query', () => {
    expect(filterUniformat(uniformat, {level: 1})).toHaveLength(7);
    expect(codes(filterUniformat(uniformat, {query: 'D40', level: 3}))).toEqual(['D4010', 'D4020', 'D4030', 'D4090']);
  });
});
