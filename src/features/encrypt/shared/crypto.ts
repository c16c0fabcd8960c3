/**
 * Crypto core of protected pages, shared by the build (Node 20) and the
 * browser: both have WebCrypto as `globalThis.crypto.subtle`.
 *
 *   page body ──AES-256-GCM(content key)──▶ payload
 *   content key ──AES-256-GCM(wrapping key)──▶ one wrap per allowed password
 *   wrapping key = HKDF-SHA256(bcrypt(password, salt, cost))
 *
 * bcrypt is the slow KDF (cost 4–31, default 10, 16-byte salt: `encryption` in site.config.ts).
 * Only the salt, cost, IVs and ciphertexts ship; the bcrypt output never
 * does, so nobody can skip the KDF. bcryptjs is passed in rather than
 * imported here so the browser can load it on demand (it is only needed on
 * protected pages, after the reader submits a password).
 */
import {siteConfig} from '../../../../site.config';

const {costMin, costMax, saltBytes, hashLength} = siteConfig.encryption;
const KEY_BYTES = 32;
const IV_BYTES = 12;
/** HKDF `info` and GCM additional data: a version tag binds every ciphertext to its purpose. */
const WRAP_INFO = 'tessera-encrypt v1 wrapping key';
const WRAP_AAD = 'tessera-encrypt v1 wrap:';
const PAGE_AAD = 'tessera-encrypt v1 page:';

/** The part of bcryptjs we use; `import('bcryptjs')` satisfies it. */
export interface BcryptLike {
  hash(password: string, salt: string): Promise<string>;
  encodeBase64(bytes: Readonly<ArrayLike<number>>, length: number): string;
}

/** One wrapped copy of a page's content key, for one password. */
export interface KeyWrap {
  /** Stable id of the password entry: the same id on every page that password opens. */
  readonly id: string;
  readonly cost: number;
  /** base64, 16 bytes */
  readonly salt: string;
  /** base64, 12 bytes */
  readonly iv: string;
  /** base64: the content key encrypted with the wrapping key (32 bytes + 16-byte tag) */
  readonly key: string;
}

/** The payload format this code writes and reads; another version is refused, never guessed at. */
export const PAYLOAD_VERSION = 1;

/** What a protected page ships: ciphertext and wraps, nothing readable. */
export interface EncryptedPayload {
  readonly v: typeof PAYLOAD_VERSION;
  readonly iv: string;
  readonly data: string;
  readonly wraps: readonly KeyWrap[];
}

/** What the payload decrypts to. */
export interface PageContent {
  readonly html: string;
  readonly toc: readonly {readonly value: string; readonly id: string; readonly level: number}[];
}

export class EncryptConfigError extends Error {
  override name = 'EncryptConfigError';
}

/** A payload of another format version (or no payload at all): this code cannot read it. */
export class UnsupportedPayloadError extends Error {
  override name = 'UnsupportedPayloadError';
}

/** What is wrong with a payload's format, or null when this code can read it. */
export function payloadProblem(payload: unknown): string | null {
  if (typeof payload !== 'object' || payload === null) return 'the payload is missing';
  const {v, iv, data, wraps} = payload as Record<string, unknown>;
  if (v !== PAYLOAD_VERSION) return `payload version ${JSON.stringify(v)}, this page reads version ${PAYLOAD_VERSION}`;
  if (typeof iv !== 'string' || typeof data !== 'string' || !Array.isArray(wraps))
    return 'the payload lacks its iv, data or wraps';
  return null;
}

function assertPayload(payload: EncryptedPayload): void {
  const problem = payloadProblem(payload);
  if (problem) throw new UnsupportedPayloadError(`Cannot open this protected page: ${problem}.`);
}

function subtle(): SubtleCrypto {
  const s = globalThis.crypto?.subtle;
  // Secure crypto unavailable is an error, never a silent failure: the form tells the reader why.
  if (!s) throw new Error('Secure crypto (WebCrypto) is unavailable: open the page over HTTPS or from localhost.');
  return s;
}

export function isSecureCryptoAvailable(): boolean {
  return typeof globalThis.crypto?.subtle?.decrypt === 'function';
}

export function randomBytes(length: number): Uint8Array<ArrayBuffer> {
  return globalThis.crypto.getRandomValues(new Uint8Array(length));
}

export function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary);
}

export function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

const utf8 = (text: string): Uint8Array<ArrayBuffer> => new TextEncoder().encode(text);

/** Refuses a bcrypt cost outside bcrypt's own 4–31. */
export function validateCost(cost: unknown): number {
  if (typeof cost !== 'number' || !Number.isInteger(cost) || cost < costMin || cost > costMax) {
    throw new EncryptConfigError(`must be an integer between ${costMin} and ${costMax}, got ${JSON.stringify(cost)}`);
  }
  return cost;
}

/** Refuses a salt that is not exactly 16 bytes. */
export function validateSalt(salt: Uint8Array): Uint8Array {
  if (salt.length !== saltBytes) throw new EncryptConfigError(`must be ${saltBytes} bytes, got ${salt.length}`);
  return salt;
}

/**
 * The slow step: bcrypt of the password, then HKDF-SHA256 of its output to
 * the 32 raw bytes of the AES-GCM wrapping key. The browser may keep these
 * bytes (never the password) to reopen pages the same password opens.
 */
export async function deriveWrappingKey(
  bcrypt: BcryptLike,
  password: string,
  salt: Uint8Array,
  cost: number,
): Promise<Uint8Array<ArrayBuffer>> {
  validateCost(cost);
  validateSalt(salt);
  const setting = `$2b$${String(cost).padStart(2, '0')}$${bcrypt.encodeBase64(salt, saltBytes)}`;
  const hashed = await bcrypt.hash(password, setting);
  if (hashed.length !== hashLength)
    throw new Error(`bcrypt returned ${hashed.length} characters, expected ${hashLength}`);
  const ikm = await subtle().importKey('raw', utf8(hashed), 'HKDF', false, ['deriveBits']);
  const bits = await subtle().deriveBits(
    {name: 'HKDF', hash: 'SHA-256', salt: new Uint8Array(salt), info: utf8(WRAP_INFO)},
    ikm,
    KEY_BYTES * 8,
  );
  return new Uint8Array(bits);
}

const aesKey = (raw: Uint8Array<ArrayBuffer>, usage: KeyUsage[]): Promise<CryptoKey> =>
  subtle().importKey('raw', raw, 'AES-GCM', false, usage);

export function newContentKey(): Uint8Array<ArrayBuffer> {
  return randomBytes(KEY_BYTES);
}

/** Wraps the content key under one password's wrapping key. */
export async function wrapContentKey(
  contentKey: Uint8Array<ArrayBuffer>,
  wrappingKey: Uint8Array<ArrayBuffer>,
  meta: {id: string; cost: number; salt: Uint8Array},
): Promise<KeyWrap> {
  const iv = randomBytes(IV_BYTES);
  const key = await aesKey(wrappingKey, ['encrypt']);
  const sealed = await subtle().encrypt(
    {name: 'AES-GCM', iv, additionalData: utf8(WRAP_AAD + meta.id)},
    key,
    contentKey,
  );
  return {
    id: meta.id,
    cost: validateCost(meta.cost),
    salt: toBase64(validateSalt(meta.salt)),
    iv: toBase64(iv),
    key: toBase64(new Uint8Array(sealed)),
  };
}

/** The content key, or null when this wrapping key does not open this wrap (or the wrap was altered). */
export async function unwrapContentKey(
  wrap: KeyWrap,
  wrappingKey: Uint8Array<ArrayBuffer>,
): Promise<Uint8Array<ArrayBuffer> | null> {
  try {
    const key = await aesKey(wrappingKey, ['decrypt']);
    const plain = await subtle().decrypt(
      {name: 'AES-GCM', iv: fromBase64(wrap.iv), additionalData: utf8(WRAP_AAD + wrap.id)},
      key,
      fromBase64(wrap.key),
    );
    return new Uint8Array(plain);
  } catch (error) {
    // GCM's tag check failing is the expected "wrong key" outcome; anything else is a real error.
    if (error instanceof DOMException && error.name === 'OperationError') return null;
    throw error;
  }
}

/** Encrypts the rendered page under its content key; `route` binds the ciphertext to its page. */
export async function encryptContent(
  content: PageContent,
  contentKey: Uint8Array<ArrayBuffer>,
  route: string,
): Promise<{iv: string; data: string}> {
  const iv = randomBytes(IV_BYTES);
  const key = await aesKey(contentKey, ['encrypt']);
  const sealed = await subtle().encrypt(
    {name: 'AES-GCM', iv, additionalData: utf8(PAGE_AAD + route)},
    key,
    utf8(JSON.stringify(content)),
  );
  return {iv: toBase64(iv), data: toBase64(new Uint8Array(sealed))};
}

/** Decrypts a page; throws when the ciphertext, IV or route was tampered with. */
export async function decryptContent(
  payload: EncryptedPayload,
  contentKey: Uint8Array<ArrayBuffer>,
  route: string,
): Promise<PageContent> {
  assertPayload(payload);
  const key = await aesKey(contentKey, ['decrypt']);
  const plain = await subtle().decrypt(
    {name: 'AES-GCM', iv: fromBase64(payload.iv), additionalData: utf8(PAGE_AAD + route)},
    key,
    fromBase64(payload.data),
  );
  return JSON.parse(new TextDecoder().decode(plain)) as PageContent;
}

/**
 * Tries a typed password against every wrap of a page, page-specific wraps
 * first. Returns the content key and the wrapping key that opened it (to
 * remember under the wrap's id), or null for a wrong password.
 */
export async function unlockWithPassword(
  bcrypt: BcryptLike,
  payload: EncryptedPayload,
  password: string,
): Promise<{contentKey: Uint8Array<ArrayBuffer>; wrapId: string; wrappingKey: Uint8Array<ArrayBuffer>} | null> {
  assertPayload(payload);
  for (const wrap of payload.wraps) {
    const wrappingKey = await deriveWrappingKey(bcrypt, password, fromBase64(wrap.salt), wrap.cost);
    const contentKey = await unwrapContentKey(wrap, wrappingKey);
    if (contentKey) return {contentKey, wrapId: wrap.id, wrappingKey};
  }
  return null;
}
