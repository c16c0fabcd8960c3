import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {
  loadFixturePasswordConfig,
  loadPasswordConfig,
  parsePasswordConfig,
  parsePasswordJson,
  passwordsFor,
  passwordsForPage,
} from './plugin/config';
import {TEST_ADMIN_PASSWORD, TEST_SECOND_PASSWORD} from '../../../tests/fixtures/encrypt/sentinel';
import {toBase64, randomBytes} from './shared/crypto';

const siteDir = path.resolve(__dirname, '../../..');

describe('protected-page password configuration', () => {
  it('reads admin and per-path passwords with default and explicit cost and salt', () => {
    const salt = toBase64(randomBytes(16));
    const config = parsePasswordConfig(
      {cost: 11, admin: ['a', {password: 'b', cost: 12, salt}], paths: {'/internal/': ['c']}},
      'x.json',
    );
    expect(config.admin.map((e) => [e.password, e.cost])).toEqual([
      ['a', 11],
      ['b', 12],
    ]);
    expect(config.admin[1]!.salt).toHaveLength(16);
    expect(config.paths['/internal/']![0]!.cost).toBe(11);
    expect(parsePasswordConfig({admin: ['a']}, 'x').admin[0]!.cost).toBe(10);
  });

  it('names the source and the field of every problem', () => {
    const cases: [unknown, RegExp][] = [
      [[], /\(x\.json\): field "\(root\)"/],
      [{admins: []}, /field "admins" is not a known field/],
      [{admin: 'pw'}, /field "admin" must be an array/],
      [{admin: [42]}, /field "admin\[0\]" must be a password string/],
      // A bare password is the entry itself: the message names the entry.
      [{admin: ['']}, /field "admin\[0\]" must be a non-empty string/],
      [{admin: [{password: ''}]}, /field "admin\[0\]\.password" must be a non-empty string/],
      [{admin: [{password: 'a', cost: 3}]}, /field "admin\[0\]\.cost" must be an integer between 4 and 31, got 3/],
      [{admin: [{password: 'a', cost: 32}]}, /field "admin\[0\]\.cost" must be an integer between 4 and 31/],
      [{cost: 0}, /field "cost" must be an integer between 4 and 31/],
      [
        {admin: [{password: 'a', salt: toBase64(randomBytes(15))}]},
        /field "admin\[0\]\.salt" must be 16 bytes, got 15/,
      ],
      [{admin: [{password: 'a', salt: 'not base64!'}]}, /field "admin\[0\]\.salt" must be base64/],
      [{admin: [{password: 'a', pepper: 1}]}, /field "admin\[0\]\.pepper" is not a known field/],
      [{paths: {internal: ['a']}}, /field "paths\.internal" must be a route prefix/],
      [{paths: {'/x/': [{cost: 10}]}}, /field "paths\.\/x\/\[0\]\.password"/],
      [{admin: ['x'.repeat(73)]}, /at most 72 bytes/],
    ];
    for (const [value, message] of cases) expect(() => parsePasswordConfig(value, 'x.json')).toThrow(message);
    expect(() => parsePasswordJson('{admin: []}', 'env TESSERA_PASSWORDS')).toThrow(
      /env TESSERA_PASSWORDS\): not valid JSON/,
    );
  });

  it('merges the demo config with env, a named file or the default file, and fails on a missing named file', () => {
    const demoOnly = loadPasswordConfig(siteDir, {TESSERA_PASSWORDS_FILE: '', TESSERA_PASSWORDS: ''});
    expect(passwordsFor(demoOnly, '/demo/encrypt/').map((e) => e.password)).toContain('tessera-demo');
    const fromEnv = loadPasswordConfig(siteDir, {TESSERA_PASSWORDS: '{"admin": ["root-pw"]}'});
    expect(passwordsFor(fromEnv, '/anything/').map((e) => e.password)).toEqual(['root-pw']);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-pw-'));
    const file = path.join(dir, 'pw.json');
    fs.writeFileSync(file, '{"paths": {"/team/": ["team-pw"]}}');
    const fromFile = loadPasswordConfig(siteDir, {TESSERA_PASSWORDS_FILE: file});
    expect(passwordsFor(fromFile, '/team/page/').map((e) => e.password)).toEqual(['team-pw']);
    expect(passwordsFor(fromFile, '/other/')).toEqual([]);
    expect(() => loadPasswordConfig(siteDir, {TESSERA_PASSWORDS_FILE: path.join(dir, 'missing.json')})).toThrow(
      /missing\.json does not exist/,
    );
    fs.writeFileSync(file, '{"admin": [{"password": "a", "cost": 40}]}');
    expect(() => loadPasswordConfig(siteDir, {TESSERA_PASSWORDS_FILE: file})).toThrow(
      new RegExp(`TESSERA_PASSWORDS_FILE=${file.replace(/[.]/g, '\\.')}\\): field "admin\\[0\\]\\.cost"`),
    );
    fs.rmSync(dir, {recursive: true});
  });

  it('a "pages" entry opens exactly its page, and the demo password exactly the demo page', () => {
    const config = parsePasswordConfig({pages: {'/team/plan/': ['plan-pw']}, paths: {'/team/': ['team-pw']}}, 'x');
    expect(passwordsFor(config, '/team/plan/').map((e) => e.password)).toEqual(['plan-pw', 'team-pw']);
    expect(passwordsFor(config, '/team/plan/old/').map((e) => e.password)).toEqual(['team-pw']);
    expect(passwordsFor(config, '/team/').map((e) => e.password)).toEqual(['team-pw']);
    expect(() => parsePasswordConfig({pages: {'team/plan': ['x']}}, 'x.json')).toThrow(
      /field "pages\.team\/plan" must be a page route/,
    );
    const demo = loadPasswordConfig(siteDir, {TESSERA_PASSWORDS_FILE: '', TESSERA_PASSWORDS: ''});
    expect(passwordsFor(demo, '/demo/encrypt/').map((e) => e.password)).toEqual(['tessera-demo']);
    // A page added under the demo later is not opened by the public password.
    for (const route of ['/demo/encrypt/secret/', '/demo/encrypt/a/b/', '/demo/', '/demo/encrypt-other/'])
      expect(passwordsFor(demo, route), route).toEqual([]);
  });

  it("puts the page's own passwords before the admin ones, longest prefix first", () => {
    const config = parsePasswordConfig({admin: ['admin'], paths: {'/a/': ['short'], '/a/b/': ['long']}}, 'x');
    expect(passwordsFor(config, '/a/b/c/').map((e) => e.password)).toEqual(['long', 'short', 'admin']);
  });

  it('applies the test passwords to the test pages only: the demo page keeps the wraps of the real configuration', () => {
    const env = {TESSERA_ENCRYPT_TEST: '1', TESSERA_PASSWORDS_FILE: '', TESSERA_PASSWORDS: ''};
    const site = loadPasswordConfig(siteDir, env);
    const fixtures = loadFixturePasswordConfig(siteDir);
    // The fixture file's admin is no admin of the site.
    expect(site.admin.map((e) => e.password)).not.toContain(TEST_ADMIN_PASSWORD);
    const demo = passwordsForPage(site, fixtures, '/demo/encrypt/', false).map((e) => e.password);
    expect(demo).toEqual(
      passwordsFor(
        loadPasswordConfig(siteDir, {TESSERA_PASSWORDS_FILE: '', TESSERA_PASSWORDS: ''}),
        '/demo/encrypt/',
      ).map((e) => e.password),
    );
    expect(demo).toEqual(['tessera-demo']);
    // A fixture page gets its own and the fixture admin, on top of the site's admins.
    expect(passwordsForPage(site, fixtures, '/test/encrypt-second/', true).map((e) => e.password)).toEqual([
      TEST_SECOND_PASSWORD,
      TEST_ADMIN_PASSWORD,
    ]);
    expect(passwordsForPage(site, fixtures, '/test/encrypt-sentinel/', true).map((e) => e.password)).toEqual([
      TEST_ADMIN_PASSWORD,
    ]);
    // A real admin still opens fixture pages; a fixture entry never opens a real page, even at a matching path.
    const withAdmin = parsePasswordConfig({admin: ['real-admin'], paths: {'/demo/encrypt/': ['tessera-demo']}}, 'x');
    const pathy = parsePasswordConfig({admin: ['fixture-admin'], paths: {'/demo/': ['fixture-demo']}}, 'fixtures');
    expect(passwordsForPage(withAdmin, pathy, '/test/x/', true).map((e) => e.password)).toEqual([
      'real-admin',
      'fixture-admin',
    ]);
    expect(passwordsForPage(withAdmin, pathy, '/demo/encrypt/', false).map((e) => e.password)).toEqual([
      'tessera-demo',
      'real-admin',
    ]);
    expect(passwordsForPage(withAdmin, null, '/test/x/', true).map((e) => e.password)).toEqual(['real-admin']);
  });
});

describe('the bcrypt cost floor', () => {
  it('rejects a cost below the production floor in a production build, naming the field', () => {
    expect(() => parsePasswordConfig({admin: [{password: 'a', cost: 4}]}, 'x.json')).toThrow(
      /\(x\.json\): field "admin\[0\]\.cost" must be at least 10 in a production build.*got 4/,
    );
    expect(() => parsePasswordConfig({cost: 9, admin: ['a']}, 'x.json')).toThrow(
      /field "cost" must be at least 10 in a production build/,
    );
    expect(() => parsePasswordConfig({paths: {'/team/': [{password: 'a', cost: 6}]}}, 'x.json')).toThrow(
      /field "paths\.\/team\/\[0\]\.cost" must be at least 10/,
    );
    expect(parsePasswordConfig({admin: [{password: 'a', cost: 10}]}, 'x.json').admin[0]!.cost).toBe(10);
  });

  it('lets the test build go down to bcrypt’s own minimum, and no further', () => {
    const cheap = '{"admin": [{"password": "a", "cost": 4}]}';
    expect(() => loadPasswordConfig(siteDir, {TESSERA_PASSWORDS: cheap})).toThrow(
      /env TESSERA_PASSWORDS\): field "admin\[0\]\.cost" must be at least 10/,
    );
    const testBuild = loadPasswordConfig(siteDir, {TESSERA_PASSWORDS: cheap, TESSERA_ENCRYPT_TEST: '1'});
    expect(testBuild.admin.map((e) => e.cost)).toEqual([4]);
    expect(() =>
      loadPasswordConfig(siteDir, {
        TESSERA_PASSWORDS: '{"admin": [{"password": "a", "cost": 3}]}',
        TESSERA_ENCRYPT_TEST: '1',
      }),
    ).toThrow(/must be an integer between 4 and 31, got 3/);
    // The fixture passwords (test build only) use cost 4.
    expect(loadFixturePasswordConfig(siteDir).paths['/test/encrypt-second/']![0]!.cost).toBe(4);
  });
});
