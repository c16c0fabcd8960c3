import {describe, expect, it} from 'vitest';
import {KEYS_STORAGE_KEY, forgetKeys, rememberKey, storedKeys, type KeyStorage} from './client/keyStore';

function memory(): KeyStorage & {data: Map<string, string>} {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  };
}

describe('protected page key store', () => {
  it('remembers in localStorage or keeps for the session, and finds keys by wrap id', () => {
    const stores = {local: memory(), session: memory()};
    rememberKey(stores, 'w1', 'KEY1', true);
    rememberKey(stores, 'w2', 'KEY2', false);
    expect(JSON.parse(stores.local.data.get(KEYS_STORAGE_KEY)!)).toEqual({w1: 'KEY1'});
    expect(JSON.parse(stores.session.data.get(KEYS_STORAGE_KEY)!)).toEqual({w2: 'KEY2'});
    expect(storedKeys(stores, ['w2', 'w1', 'w3'])).toEqual([
      {id: 'w2', key: 'KEY2'},
      {id: 'w1', key: 'KEY1'},
    ]);
  });

  it('moves a key between storages rather than keeping two copies', () => {
    const stores = {local: memory(), session: memory()};
    rememberKey(stores, 'w1', 'KEY1', true);
    rememberKey(stores, 'w1', 'KEY1', false);
    expect(stores.local.data.has(KEYS_STORAGE_KEY)).toBe(false);
    expect(storedKeys(stores, ['w1'])).toEqual([{id: 'w1', key: 'KEY1'}]);
  });

  it('forgets keys everywhere and survives garbage or missing storage', () => {
    const stores = {local: memory(), session: memory()};
    rememberKey(stores, 'w1', 'KEY1', true);
    rememberKey(stores, 'w2', 'KEY2', false);
    forgetKeys(stores, ['w1', 'w2']);
    expect(storedKeys(stores, ['w1', 'w2'])).toEqual([]);
    stores.local.data.set(KEYS_STORAGE_KEY, 'not json');
    expect(storedKeys(stores, ['w1'])).toEqual([]);
    expect(storedKeys({local: null, session: null}, ['w1'])).toEqual([]);
    rememberKey({local: null, session: null}, 'w1', 'KEY1', true);
  });
});
