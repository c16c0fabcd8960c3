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
  PAYLOAD_VERSION,
  randomBytes,
  toBase64,
  wrapContentKey,
  type EncryptedPayload,
  type PageContent,
} from '../shared/crypto';
import {siteConfig} from '../../../../site.config';
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

const WRAP_ID_LABEL = new TextEncoder().encode('tessera-encrypt v1 wrap id:');

/**
 * A wrap's id: the same for one password on every page (the browser keeps
 * its key under it), different for two passwords even when they share a
 * fixed salt and cost, because the derived key is part of it. The id is a
 * one-way hash of a key only bcrypt reaches, so it tells a guesser nothing a
 * wrap does not.
 */
export async function wrapId(salt: Uint8Array, cost: number, wrappingKey: Uint8Array): Promise<string> {
  const input = new Uint8Array([...WRAP_ID_LABEL, ...salt, cost, ...wrappingKey]);
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', input));
  return [...digest.slice(0, 8)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

export interface WrapCandidate {
  readonly id: string;
  /** The derived wrapping key (base64): equal keys are the same password, salt and cost. */
  readonly key: string;
  /** Where the entry came from, for the message. */
  readonly origin: string;
}

/**
 * The entries that get a wrap: one per distinct password (an entry repeating
 * another's password, salt and cost adds nothing). Two different passwords
 * under one id would leave one of them opening nothing, so that fails the
 * build naming both entries.
 */
export function distinctWraps<T extends WrapCandidate>(candidates: readonly T[], route: string): T[] {
  const byId = new Map<string, T>();
  for (const candidate of candidates) {
    const earlier = byId.get(candidate.id);
    if (!earlier) byId.set(candidate.id, candidate);
    else if (earlier.key !== candidate.key) {
      throw new Error(
        `Protected page ${route}: password entries ${earlier.origin} and ${candidate.origin} get the same wrap id ${candidate.id}; change the salt of one of them`,
      );
    }
  }
  return [...byId.values()];
}

function derive(entry: PasswordEntry): Promise<DerivedPassword> {
  const cacheKey = JSON.stringify([entry.password, entry.cost, entry.salt ? toBase64(entry.salt) : null]);
  let derived = cache.get(cacheKey);
  if (!derived) {
    derived = (async () => {
      const salt = entry.salt ?? randomBytes(siteConfig.encryption.saltBytes);
      const wrappingKey = await deriveWrappingKey(bcrypt, entry.password, salt, entry.cost);
      return {id: await wrapId(salt, entry.cost, wrappingKey), cost: entry.cost, salt, wrappingKey};
    })();
    cache.set(cacheKey, derived);
  }
  return derived;
}

/** Encrypts a rendered page under a fresh content key wrapped for each password. */
export async function sealPage(
  content: PageContent,
  route: string,
  passwords: readonly PasswordEntry[],
): Promise<EncryptedPayload> {
  if (passwords.length === 0)
    throw new Error(`Protected page ${route}: no password opens it (add an admin password or a "paths" entry)`);
  const contentKey = newContentKey();
  const {iv, data} = await encryptContent(content, contentKey, route);
  const candidates = [];
  for (const entry of passwords) {
    const derived = await derive(entry);
    candidates.push({...derived, key: toBase64(derived.wrappingKey), origin: entry.origin});
  }
  const wraps = [];
  for (const derived of distinctWraps(candidates, route))
    wraps.push(await wrapContentKey(contentKey, derived.wrappingKey, derived));
  return {v: PAYLOAD_VERSION, iv, data, wraps};
}
