import {describe, expect, it} from 'vitest';
import {hashId} from './client/hashId';

describe('hashId', () => {
  it('decodes the hash a reader followed', () => {
    expect(hashId('#%D0%B8%D0%BC%D0%BF%D0%BE%D1%80%D1%82')).toBe('импорт');
    expect(hashId('#plain-id')).toBe('plain-id');
    expect(hashId('')).toBe('');
  });

  it('reads a malformed escape as the text it is instead of throwing', () => {
    for (const hash of ['#100%', '#%', '#%zz', '#%E0%A4%A', '#a%2']) expect(hashId(hash), hash).toBe(hash.slice(1));
  });
});
