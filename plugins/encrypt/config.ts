/**
 * Build-time password configuration of protected pages (README "Protected
 * pages"). Sources, merged in this order:
 *   1. plugins/encrypt/demo.passwords.json: the public demo password, committed;
 *   2. env TESSERA_PASSWORDS (JSON text), or else the file named by
 *      TESSERA_PASSWORDS_FILE, or else `passwords.local.json` if it exists
 *      (untracked, in .gitignore).
 * The test build (TESSERA_ENCRYPT_TEST=1) also reads
 * tests/fixtures/encrypt/passwords.json, but applies it to the test-only
 * pages of tests/fixtures/encrypt/pages alone (`passwordsForPage`): its
 * `admin` opens every fixture page and no real one, so a test password can
 * never open, or add a wrap to, a page the site ships.
 * Shape:
 *   {"cost": 10,
 *    "admin": ["secret", {"password": "other", "cost": 12, "salt": "<base64 of 16 bytes>"}],
 *    "paths": {"/internal/": ["team-secret"]},
 *    "pages": {"/demo/encrypt/": ["demo"]}}
 * `admin` passwords open every protected page, a `paths` entry opens the
 * pages whose locale-neutral route starts with its key, a `pages` entry the
 * page at exactly its route (and no page added under it later). A fixed `salt` keeps
 * readers' remembered unlocks valid across deploys; without one each build
 * draws a random salt. Every problem names the source and the field.
 */
import fs from 'node:fs';
import path from 'node:path';
import {siteConfig} from '../../site.config';
import {EncryptConfigError, fromBase64, validateCost, validateSalt} from '../../src/features/encrypt/crypto';

export interface PasswordEntry {
  readonly password: string;
  readonly cost: number;
  /** Fixed salt from the configuration, or null for a random one per build. */
  readonly salt: Uint8Array | null;
  /** Where it came from, for messages: `passwords.local.json: admin[1]`. */
  readonly origin: string;
}

export interface PasswordConfig {
  readonly admin: readonly PasswordEntry[];
  /** Route prefix (locale-neutral, starts and ends with `/`) → its passwords. */
  readonly paths: Readonly<Record<string, readonly PasswordEntry[]>>;
  /** Exact locale-neutral route → its passwords. */
  readonly pages: Readonly<Record<string, readonly PasswordEntry[]>>;
}

export const PASSWORDS_ENV = 'TESSERA_PASSWORDS';
export const PASSWORDS_FILE_ENV = 'TESSERA_PASSWORDS_FILE';
export const DEFAULT_PASSWORDS_FILE = 'passwords.local.json';
export const DEMO_PASSWORDS_FILE = 'plugins/encrypt/demo.passwords.json';
export const TEST_PASSWORDS_FILE = 'tests/fixtures/encrypt/passwords.json';
/** bcrypt reads at most 72 bytes of a password; longer ones would be silently cut. */
const MAX_PASSWORD_BYTES = 72;

function fail(source: string, field: string, problem: string): never {
  throw new EncryptConfigError(`Protected-page passwords (${source}): field "${field}" ${problem}`);
}

function parseEntry(value: unknown, defaultCost: number, source: string, field: string): PasswordEntry {
  const entry = typeof value === 'string' ? {password: value} : value;
  if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) {
    fail(source, field, `must be a password string or {"password", "cost"?, "salt"?}, got ${JSON.stringify(value)}`);
  }
  const record = entry as Record<string, unknown>;
  for (const key of Object.keys(record)) {
    if (!['password', 'cost', 'salt'].includes(key)) fail(source, `${field}.${key}`, 'is not a known field (password, cost, salt)');
  }
  const password = record.password;
  if (typeof password !== 'string' || password.length === 0) fail(source, `${field}.password`, 'must be a non-empty string');
  if (new TextEncoder().encode(password).length > MAX_PASSWORD_BYTES) fail(source, `${field}.password`, `must be at most ${MAX_PASSWORD_BYTES} bytes (bcrypt ignores the rest)`);
  let cost = defaultCost;
  if (record.cost !== undefined) {
    try {
      cost = validateCost(record.cost);
    } catch (error) {
      fail(source, `${field}.cost`, (error as Error).message);
    }
  }
  let salt: Uint8Array | null = null;
  if (record.salt !== undefined) {
    if (typeof record.salt !== 'string' || !/^[A-Za-z0-9+/]+={0,2}$/.test(record.salt)) fail(source, `${field}.salt`, 'must be base64 text');
    try {
      salt = validateSalt(fromBase64(record.salt));
    } catch (error) {
      fail(source, `${field}.salt`, (error as Error).message);
    }
  }
  return {password, cost, salt, origin: `${source}: ${field}`};
}

function parseList(value: unknown, defaultCost: number, source: string, field: string): PasswordEntry[] {
  if (!Array.isArray(value)) fail(source, field, `must be an array of passwords, got ${JSON.stringify(value)}`);
  return value.map((item, i) => parseEntry(item, defaultCost, source, `${field}[${i}]`));
}

/** Validates one configuration document. `source` names it in messages. */
export function parsePasswordConfig(value: unknown, source: string): PasswordConfig {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) fail(source, '(root)', 'must be an object with "admin" and/or "paths"');
  const record = value as Record<string, unknown>;
  for (const key of Object.keys(record)) {
    if (!['cost', 'admin', 'paths', 'pages'].includes(key)) fail(source, key, 'is not a known field (cost, admin, paths, pages)');
  }
  let defaultCost: number = siteConfig.encryption.defaultCost;
  if (record.cost !== undefined) {
    try {
      defaultCost = validateCost(record.cost);
    } catch (error) {
      fail(source, 'cost', (error as Error).message);
    }
  }
  const admin = record.admin === undefined ? [] : parseList(record.admin, defaultCost, source, 'admin');
  const routeTable = (field: 'paths' | 'pages', what: string, example: string): Record<string, PasswordEntry[]> => {
    const table: Record<string, PasswordEntry[]> = {};
    const value = record[field];
    if (value === undefined) return table;
    if (typeof value !== 'object' || value === null || Array.isArray(value)) fail(source, field, `must be an object of ${what} → passwords`);
    for (const [route, list] of Object.entries(value as Record<string, unknown>)) {
      if (!/^\/(?:[^/]+\/)*$/.test(route)) fail(source, `${field}.${route}`, `must be a ${what} that starts and ends with "/", e.g. "${example}"`);
      table[route] = parseList(list, defaultCost, source, `${field}.${route}`);
    }
    return table;
  };
  return {admin, paths: routeTable('paths', 'route prefix', '/internal/'), pages: routeTable('pages', 'page route', '/internal/plan/')};
}

/** Parses JSON text, naming the source when it is not JSON. */
export function parsePasswordJson(text: string, source: string): PasswordConfig {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new EncryptConfigError(`Protected-page passwords (${source}): not valid JSON: ${(error as Error).message}`);
  }
  return parsePasswordConfig(value, source);
}

function readFileConfig(siteDir: string, file: string, source: string): PasswordConfig {
  const full = path.resolve(siteDir, file);
  if (!fs.existsSync(full)) throw new EncryptConfigError(`Protected-page passwords (${source}): file ${full} does not exist`);
  return parsePasswordJson(fs.readFileSync(full, 'utf8'), source);
}

export function mergeConfigs(configs: readonly PasswordConfig[]): PasswordConfig {
  const paths: Record<string, PasswordEntry[]> = {};
  const pages: Record<string, PasswordEntry[]> = {};
  for (const config of configs) {
    for (const [prefix, list] of Object.entries(config.paths)) paths[prefix] = [...(paths[prefix] ?? []), ...list];
    for (const [route, list] of Object.entries(config.pages)) pages[route] = [...(pages[route] ?? []), ...list];
  }
  return {admin: configs.flatMap((c) => c.admin), paths, pages};
}

/** The configuration of this build, from the sources in the header comment. */
export function loadPasswordConfig(siteDir: string, env: NodeJS.ProcessEnv = process.env): PasswordConfig {
  const configs = [readFileConfig(siteDir, DEMO_PASSWORDS_FILE, DEMO_PASSWORDS_FILE)];
  const inline = env[PASSWORDS_ENV];
  const named = env[PASSWORDS_FILE_ENV];
  if (inline !== undefined && inline.trim() !== '') {
    configs.push(parsePasswordJson(inline, `env ${PASSWORDS_ENV}`));
  } else if (named !== undefined && named !== '') {
    configs.push(readFileConfig(siteDir, named, `${PASSWORDS_FILE_ENV}=${named}`));
  } else if (fs.existsSync(path.join(siteDir, DEFAULT_PASSWORDS_FILE))) {
    configs.push(readFileConfig(siteDir, DEFAULT_PASSWORDS_FILE, DEFAULT_PASSWORDS_FILE));
  }
  return mergeConfigs(configs);
}

/** The test-only passwords of the fixture pages (tests/fixtures/encrypt/passwords.json). */
export function loadFixturePasswordConfig(siteDir: string): PasswordConfig {
  return readFileConfig(siteDir, TEST_PASSWORDS_FILE, TEST_PASSWORDS_FILE);
}

/**
 * The passwords that open one protected page. A page the site ships gets
 * the site's configuration only; a fixture page (test build) gets the
 * fixture configuration on top, its `admin` scoped to the fixture pages.
 */
export function passwordsForPage(site: PasswordConfig, fixtures: PasswordConfig | null, route: string, isFixturePage: boolean): PasswordEntry[] {
  return passwordsFor(isFixturePage && fixtures ? mergeConfigs([site, fixtures]) : site, route);
}

/** The passwords that open a page at this locale-neutral route: its own page's first, then its paths' (longest prefix first), then the admin ones. */
export function passwordsFor(config: PasswordConfig, route: string): PasswordEntry[] {
  const page = Object.prototype.hasOwnProperty.call(config.pages, route) ? (config.pages[route] ?? []) : [];
  const own = Object.entries(config.paths)
    .filter(([prefix]) => route.startsWith(prefix))
    .sort(([a], [b]) => b.length - a.length)
    .flatMap(([, list]) => list);
  return [...page, ...own, ...config.admin];
}
