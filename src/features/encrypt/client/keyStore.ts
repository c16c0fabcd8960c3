/**
 * Where a reader's unlocks are kept: per password wrap id, the 32-byte
 * wrapping key derived from the password (never the password). "Remember
 * password" puts it in localStorage, otherwise sessionStorage; any page that
 * password opens finds it under the same id and asks no more.
 */
export const KEYS_STORAGE_KEY = 'tessera.encrypt.keys';

/** The subset of Storage we use, so units can pass a Map-backed one. */
export interface KeyStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

type KeyMap = Record<string, string>;

function read(storage: KeyStorage | null): KeyMap {
  if (!storage) return {};
  try {
    const value: unknown = JSON.parse(storage.getItem(KEYS_STORAGE_KEY) ?? '{}');
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
    return Object.fromEntries(Object.entries(value).filter((e): e is [string, string] => typeof e[1] === 'string'));
  } catch {
    return {};
  }
}

function write(storage: KeyStorage | null, keys: KeyMap): void {
  if (!storage) return;
  try {
    if (Object.keys(keys).length === 0) storage.removeItem(KEYS_STORAGE_KEY);
    else storage.setItem(KEYS_STORAGE_KEY, JSON.stringify(keys));
  } catch {
    // Storage full or disabled: the reader is asked again next time.
  }
}

export interface KeyStores {
  readonly local: KeyStorage | null;
  readonly session: KeyStorage | null;
}

/** Stored wrapping keys (base64) for the given wrap ids, session ones first. */
export function storedKeys(stores: KeyStores, wrapIds: readonly string[]): {id: string; key: string}[] {
  const session = read(stores.session);
  const local = read(stores.local);
  const found: {id: string; key: string}[] = [];
  for (const id of wrapIds) {
    for (const key of [session[id], local[id]]) if (key) found.push({id, key});
  }
  return found;
}

/** Keeps a wrapping key: in localStorage when remembered, else for the session only. */
export function rememberKey(stores: KeyStores, id: string, key: string, remember: boolean): void {
  const target = remember ? stores.local : stores.session;
  write(target, {...read(target), [id]: key});
  // One place per key: a session-only unlock must not leave an older remembered one behind.
  const other = remember ? stores.session : stores.local;
  const rest = read(other);
  if (id in rest) write(other, Object.fromEntries(Object.entries(rest).filter(([k]) => k !== id)));
}

/** Forgets the keys of these wraps everywhere ("lock again", or a key that no longer opens anything). */
export function forgetKeys(stores: KeyStores, wrapIds: readonly string[]): void {
  for (const storage of [stores.local, stores.session]) {
    const keys = read(storage);
    const kept = Object.entries(keys).filter(([k]) => !wrapIds.includes(k));
    if (kept.length !== Object.keys(keys).length) write(storage, Object.fromEntries(kept));
  }
}

/** The browser's storages, or null where access throws (disabled cookies, sandboxed frames). */
export function browserStores(): KeyStores {
  const get = (name: 'localStorage' | 'sessionStorage'): KeyStorage | null => {
    try {
      return window[name];
    } catch {
      return null;
    }
  };
  return {local: get('localStorage'), session: get('sessionStorage')};
}
