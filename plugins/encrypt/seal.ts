/**
 * Build side of the crypto: derives each password's wrapping key once per
 * build process and seals pages with it. The derived keys stay in memory
 * (never on disk, never in the build); keeping them per process gives both
 * locale builds the same salt and wrap id for a password, so a reader who
 * unlocked `/x/` with it is not asked again on `/en/x/`.
 */
import bcrypt from 'bcryptjs';
import {
  deriveWrappingKey,
  encryptContent,
  newContentKey,
  randomBytes,
  toBase64,
  wrapContentKey,
  type EncryptedPayload,
  type PageContent,
} from '../../src/features/encrypt/crypto';
import {siteConfig} from '../../site.config';
import type {PasswordEntry} from './config';

interface DerivedPassword {
  readonly id: string;
  readonly cost: number;
  readonly salt: Uint8Array;
  readonly wrappingKey: Uint8Array<ArrayBuffer>;
}

// globalThis rather than a module variable: Docusaurus may load the config
// (and with it this module) afresh for each locale in the same process.
const CACHE_KEY = Symbol.for('tessera.encrypt.derivedPasswords');
type Cache = Map<string, Promise<DerivedPassword>>;
const cache: Cache = ((globalThis as Record<symbol, unknown>)[CACHE_KEY] as Cache | undefined) ?? new Map();
(globalThis as Record<symbol, unknown>)[CACHE_KEY] = cache;

async function wrapId(salt: Uint8Array, cost: number): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new Uint8Array([...salt, cost])));
  return [...digest.slice(0, 8)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

function derive(entry: PasswordEntry): Promise<DerivedPassword> {
  const cacheKey = JSON.stringify([entry.password, entry.cost, entry.salt ? toBase64(entry.salt) : null]);
  let derived = cache.get(cacheKey);
  if (!derived) {
    derived = (async () => {
      const salt = entry.salt ?? randomBytes(siteConfig.encryption.saltBytes);
      const wrappingKey = await deriveWrappingKey(bcrypt, entry.password, salt, entry.cost);
      return {id: await wrapId(salt, entry.cost), cost: entry.cost, salt, wrappingKey};
    })();
    cache.set(cacheKey, derived);
  }
  return derived;
}

/** Encrypts a rendered page under a fresh content key wrapped for each password. */
export async function sealPage(content: PageContent, route: string, passwords: readonly PasswordEntry[]): Promise<EncryptedPayload> {
  if (passwords.length === 0) throw new Error(`Protected page ${route}: no password opens it (add an admin password or a "paths" entry)`);
  const contentKey = newContentKey();
  const {iv, data} = await encryptContent(content, contentKey, route);
  const seen = new Set<string>();
  const wraps = [];
  for (const entry of passwords) {
    const derived = await derive(entry);
    if (seen.has(derived.id)) continue;
    seen.add(derived.id);
    wraps.push(await wrapContentKey(contentKey, derived.wrappingKey, derived));
  }
  return {v: 1, iv, data, wraps};
}
