import bcrypt from 'bcryptjs';
import {describe, expect, it} from 'vitest';
import {
  EncryptConfigError,
  decryptContent,
  deriveWrappingKey,
  fromBase64,
  randomBytes,
  toBase64,
  payloadProblem,
  unlockWithPassword,
  UnsupportedPayloadError,
  validateCost,
  validateSalt,
  type EncryptedPayload,
} from './shared/crypto';
import {distinctWraps, sealPage} from './plugin/seal';
import type {PasswordEntry} from './plugin/config';

const content = {
  html: '<h2 id="secret">Secret heading</h2><p>Secret body</p>',
  toc: [{value: 'Secret heading', id: 'secret', level: 2}],
};
const entry = (password: string, cost = 4): PasswordEntry => ({password, cost, salt: null, origin: 'test'});
const route = '/demo/encrypt/';

describe('protected page crypto', () => {
  it('round-trips: the right password unwraps the content key and decrypts the page', async () => {
    const payload = await sealPage(content, route, [entry('page-pw'), entry('admin-pw')]);
    expect(payload.wraps).toHaveLength(2);
    for (const password of ['page-pw', 'admin-pw']) {
      const unlocked = await unlockWithPassword(bcrypt, payload, password);
      expect(unlocked).not.toBeNull();
      expect(await decryptContent(payload, unlocked!.contentKey, route)).toEqual(content);
    }
  });

  it('ships nothing readable: no plaintext, no bcrypt output, a 16-byte salt per wrap', async () => {
    const payload = await sealPage(content, route, [entry('page-pw')]);
    const shipped = JSON.stringify(payload);
    expect(shipped).not.toContain('Secret');
    expect(shipped).not.toMatch(/\$2[aby]\$/);
    expect(fromBase64(payload.wraps[0]!.salt)).toHaveLength(16);
    expect(payload.wraps[0]!.cost).toBe(4);
  });

  it('a wrong password opens nothing', async () => {
    const payload = await sealPage(content, route, [entry('page-pw')]);
    expect(await unlockWithPassword(bcrypt, payload, 'page-pw ')).toBeNull();
    expect(await unlockWithPassword(bcrypt, payload, '')).toBeNull();
  });

  it('the same password gets the same wrap id (and salt) on every page, so one unlock opens them all', async () => {
    const a = await sealPage(content, '/a/', [entry('shared')]);
    const b = await sealPage(content, '/b/', [entry('shared')]);
    expect(a.wraps[0]!.id).toBe(b.wraps[0]!.id);
    expect(a.wraps[0]!.salt).toBe(b.wraps[0]!.salt);
    // Distinct content keys and IVs all the same.
    expect(a.wraps[0]!.key).not.toBe(b.wraps[0]!.key);
  });

  it('rejects tampered ciphertext, a tampered wrap and a payload moved to another route', async () => {
    const payload = await sealPage(content, route, [entry('page-pw')]);
    const unlocked = await unlockWithPassword(bcrypt, payload, 'page-pw');
    const flip = (b64: string): string => {
      const bytes = fromBase64(b64);
      bytes[5] = bytes[5]! ^ 1;
      return toBase64(bytes);
    };
    const tampered: EncryptedPayload = {...payload, data: flip(payload.data)};
    await expect(decryptContent(tampered, unlocked!.contentKey, route)).rejects.toThrow();
    await expect(decryptContent(payload, unlocked!.contentKey, '/other/')).rejects.toThrow();
    const badWrap: EncryptedPayload = {...payload, wraps: [{...payload.wraps[0]!, key: flip(payload.wraps[0]!.key)}]};
    expect(await unlockWithPassword(bcrypt, badWrap, 'page-pw')).toBeNull();
    const otherCost: EncryptedPayload = {...payload, wraps: [{...payload.wraps[0]!, cost: 5}]};
    expect(await unlockWithPassword(bcrypt, otherCost, 'page-pw')).toBeNull();
  });

  it('two passwords with the same fixed salt and cost each get a wrap, and each opens the page', async () => {
    const salt = randomBytes(16);
    const payload = await sealPage(content, route, [
      {password: 'first-pw', cost: 4, salt, origin: 'x.json: admin[0]'},
      {password: 'second-pw', cost: 4, salt, origin: 'x.json: paths./demo/[0]'},
      // The same password again adds nothing.
      {password: 'first-pw', cost: 4, salt, origin: 'x.json: admin[1]'},
    ]);
    expect(payload.wraps).toHaveLength(2);
    expect(new Set(payload.wraps.map((w) => w.id)).size).toBe(2);
    for (const password of ['first-pw', 'second-pw']) {
      const unlocked = await unlockWithPassword(bcrypt, payload, password);
      expect(unlocked, password).not.toBeNull();
      expect(await decryptContent(payload, unlocked!.contentKey, route)).toEqual(content);
    }
  });

  it('fails the build naming both entries when two different passwords would share a wrap id', () => {
    const a = {id: 'abc', key: 'key-1', origin: 'passwords.local.json: admin[0]'};
    const b = {id: 'abc', key: 'key-2', origin: 'passwords.local.json: paths./team/[0]'};
    expect(() => distinctWraps([a, b], '/team/plan/')).toThrow(
      /\/team\/plan\/: password entries passwords\.local\.json: admin\[0\] and passwords\.local\.json: paths\.\/team\/\[0\] get the same wrap id abc/,
    );
    expect(distinctWraps([a, {...a, origin: 'other'}], '/x/')).toEqual([a]);
  });

  it('refuses a payload of another version instead of guessing', async () => {
    const payload = await sealPage(content, route, [entry('page-pw')]);
    expect(payload.v).toBe(1);
    expect(payloadProblem(payload)).toBeNull();
    const future = {...payload, v: 2} as unknown as EncryptedPayload;
    expect(payloadProblem(future)).toMatch(/payload version 2, this page reads version 1/);
    expect(payloadProblem({...payload, v: undefined})).toMatch(/payload version undefined/);
    expect(payloadProblem(null)).toMatch(/missing/);
    expect(payloadProblem({v: 1, iv: 'x'})).toMatch(/lacks/);
    await expect(unlockWithPassword(bcrypt, future, 'page-pw')).rejects.toThrow(UnsupportedPayloadError);
    const unlocked = await unlockWithPassword(bcrypt, payload, 'page-pw');
    await expect(decryptContent(future, unlocked!.contentKey, route)).rejects.toThrow(/payload version 2/);
  });

  it('validates cost 4–31 and a 16-byte salt', async () => {
    for (const cost of [4, 10, 31]) expect(validateCost(cost)).toBe(cost);
    for (const cost of [3, 32, 10.5, '10', null]) expect(() => validateCost(cost)).toThrow(EncryptConfigError);
    expect(validateSalt(randomBytes(16))).toHaveLength(16);
    expect(() => validateSalt(randomBytes(15))).toThrow(/16 bytes/);
    expect(() => validateSalt(randomBytes(17))).toThrow(/16 bytes/);
    await expect(deriveWrappingKey(bcrypt, 'pw', randomBytes(16), 3)).rejects.toThrow(/between 4 and 31/);
    await expect(deriveWrappingKey(bcrypt, 'pw', randomBytes(8), 4)).rejects.toThrow(/16 bytes/);
  });

  it('derives a wrapping key that is not the bcrypt output and depends on the salt', async () => {
    const salt = randomBytes(16);
    const key = await deriveWrappingKey(bcrypt, 'pw', salt, 4);
    expect(key).toHaveLength(32);
    expect(await deriveWrappingKey(bcrypt, 'pw', salt, 4)).toEqual(key);
    expect(await deriveWrappingKey(bcrypt, 'pw', randomBytes(16), 4)).not.toEqual(key);
    const hashed = await bcrypt.hash('pw', `$2b$04$${bcrypt.encodeBase64(salt, 16)}`);
    expect(toBase64(key)).not.toContain(hashed.slice(29));
  });
});
