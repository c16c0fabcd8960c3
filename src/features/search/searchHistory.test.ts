import {describe, expect, it} from 'vitest';
import {SearchHistory, historyKeys} from './client/history';

class MemoryStorage {
  data = new Map<string, string>();
  getItem(key: string): string | null {
    return this.data.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.data.set(key, value);
  }
}

describe('search history', () => {
  it('keeps the 5 newest queries, newest first, without duplicates', () => {
    const history = new SearchHistory(new MemoryStorage(), 'ru', {queries: 5, results: 5});
    for (const q of ['a', 'b', 'c', 'd', 'e', 'f', 'c']) history.addQuery(q);
    expect(history.lists().queries).toEqual(['c', 'f', 'e', 'd', 'b']);
  });

  it('keeps results per locale and removes single entries', () => {
    const storage = new MemoryStorage();
    const ru = new SearchHistory(storage, 'ru', {queries: 5, results: 5});
    const en = new SearchHistory(storage, 'en', {queries: 5, results: 5});
    ru.addResult({url: '/a/', title: 'A', heading: ''});
    ru.addResult({url: '/b/#x', title: 'B', heading: 'X'});
    expect(en.lists().results).toEqual([]);
    expect(ru.removeResult('/a/').results).toEqual([{url: '/b/#x', title: 'B', heading: 'X'}]);
    expect([...storage.data.keys()]).toEqual([historyKeys('ru').results]);
  });

  it('survives broken or missing storage', () => {
    const storage = new MemoryStorage();
    storage.setItem(historyKeys('ru').queries, '{not json');
    expect(new SearchHistory(storage, 'ru', {queries: 5, results: 5}).lists().queries).toEqual([]);
    const none = new SearchHistory(null, 'ru', {queries: 5, results: 5});
    expect(none.addQuery('x').queries).toEqual([]);
  });
});
