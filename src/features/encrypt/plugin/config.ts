/**
 * Build-time password configuration of protected pages (README "Protected
 * pages"). Sources, merged in this order:
 *   1. src/features/encrypt/plugin/demo.passwords.json: the public demo password, committed;
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
import {siteConfig} from '../../../../site.config';
import {EncryptConfigError, fromBase64, validateSalt} from '../shared/crypto';
import {Joi, failures, pathText, secret, stringOr} from '../../../lib/plugin/lenient';

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
export const DEMO_PASSWORDS_FILE = 'src/features/encrypt/plugin/demo.passwords.json';
export const TEST_PASSWORDS_FILE = 'tests/fixtures/encrypt/passwords.json';
/** bcrypt reads at most 72 bytes of a password; longer ones would be silently cut. */
const MAX_PASSWORD_BYTES = 72;

function fail(source: string, field: string, problem: string): never {
  throw new EncryptConfigError(`Protected-page passwords (${source}): field "${field}" ${problem}`);
}

const {costMin, costMax, productionCostMin} = siteConfig.encryption;
/** Set for the test build, whose passwords may use a cost below the production floor. */
export const ENCRYPT_TEST_ENV = 'TESSERA_ENCRYPT_TEST';
const cost = Joi.number()
  .strict()
  .integer()
  .min(costMin)
  .max(costMax)
  .description(`an integer between ${costMin} and ${costMax}`);
// bcrypt reads at most 72 bytes of a password; longer ones would be silently cut. Messages never show a password.
const password = secret(
  Joi.string()
    .max(MAX_PASSWORD_BYTES, 'utf8')
    .description(`a non-empty string of at most ${MAX_PASSWORD_BYTES} bytes (bcrypt ignores the rest)`),
);
const salt = Joi.string()
  .pattern(/^[A-Za-z0-9+/]+={0,2}$/)
  .custom((text: string) => validateSalt(fromBase64(text)))
  .description('base64 text');
const entry = stringOr(
  password.custom((text: string) => ({password: text})),
  Joi.object({password: password.required(), cost, salt}),
).description('a password string or {"password", "cost"?, "salt"?}');
const list = Joi.array().items(entry).description('an array of passwords');
const routeTable = (what: string, example: string) =>
  Joi.object()
    .pattern(
      Joi.string()
        .pattern(/^\/(?:[^/]+\/)*$/)
        .description(`a ${what} that starts and ends with "/", e.g. "${example}"`),
      list,
    )
    .description(`an object of ${what} → passwords`);

const PASSWORD_CONFIG = Joi.object({
  cost,
  admin: list,
  paths: routeTable('route prefix', '/internal/'),
  pages: routeTable('page route', '/internal/plan/'),
}).description('an object with "admin" and/or "paths"');

interface RawEntry {
  readonly password: string;
  readonly cost?: number;
  readonly salt?: Uint8Array;
}

interface RawConfig {
  readonly cost?: number;
  readonly admin?: RawEntry[];
  readonly paths?: Record<string, RawEntry[]>;
  readonly pages?: Record<string, RawEntry[]>;
}

/**
 * Validates one configuration document. `source` names it in messages. Every cost must be at
 * least `costFloor`: the production floor unless the caller is the test build.
 */
export function parsePasswordConfig(
  value: unknown,
  source: string,
  costFloor: number = productionCostMin,
): PasswordConfig {
  const [first] = failures(PASSWORD_CONFIG, value, true);
  if (first) fail(source, pathText(first.path) || '(root)', first.message);
  const doc = PASSWORD_CONFIG.validate(value).value as RawConfig;
  const tooCheap = (field: string, given: number): never =>
    fail(
      source,
      field,
      `must be at least ${costFloor} in a production build: a lower bcrypt cost lets a copy of the page be opened by guessing quickly (only the test build, ${ENCRYPT_TEST_ENV}=1, may go down to ${costMin}); got ${given}`,
    );
  if (doc.cost !== undefined && doc.cost < costFloor) tooCheap('cost', doc.cost);
  const entries = (items: readonly RawEntry[], field: string): PasswordEntry[] =>
    items.map((item, i) => {
      if (item.cost !== undefined && item.cost < costFloor) tooCheap(`${field}[${i}].cost`, item.cost);
      return {
        password: item.password,
        cost: item.cost ?? doc.cost ?? siteConfig.encryption.defaultCost,
        salt: item.salt ?? null,
        origin: `${source}: ${field}[${i}]`,
      };
    });
  const table = (field: 'paths' | 'pages') =>
    Object.fromEntries(
      Object.entries(doc[field] ?? {}).map(([route, items]) => [route, entries(items, `${field}.${route}`)]),
    );
  return {admin: entries(doc.admin ?? [], 'admin'), paths: table('paths'), pages: table('pages')};
}

/** Parses JSON text, naming the source when it is not JSON. */
export function parsePasswordJson(text: string, source: string, costFloor?: number): PasswordConfig {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new EncryptConfigError(`Protected-page passwords (${source}): not valid JSON: ${(error as Error).message}`);
  }
  return parsePasswordConfig(value, source, costFloor);
}

function readFileConfig(siteDir: string, file: string, source: string, costFloor?: number): PasswordConfig {
  const full = path.resolve(siteDir, file);
  if (!fs.existsSync(full))
    throw new EncryptConfigError(`Protected-page passwords (${source}): file ${full} does not exist`);
  return parsePasswordJson(fs.readFileSync(full, 'utf8'), source, costFloor);
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
  const floor = env[ENCRYPT_TEST_ENV] === '1' ? costMin : productionCostMin;
  const configs = [readFileConfig(siteDir, DEMO_PASSWORDS_FILE, DEMO_PASSWORDS_FILE, floor)];
  const inline = env[PASSWORDS_ENV];
  const named = env[PASSWORDS_FILE_ENV];
  if (inline !== undefined && inline.trim() !== '') {
    configs.push(parsePasswordJson(inline, `env ${PASSWORDS_ENV}`, floor));
  } else if (named !== undefined && named !== '') {
    configs.push(readFileConfig(siteDir, named, `${PASSWORDS_FILE_ENV}=${named}`, floor));
  } else if (fs.existsSync(path.join(siteDir, DEFAULT_PASSWORDS_FILE))) {
    configs.push(readFileConfig(siteDir, DEFAULT_PASSWORDS_FILE, DEFAULT_PASSWORDS_FILE, floor));
  }
  return mergeConfigs(configs);
}

/** The test-only passwords of the fixture pages (tests/fixtures/encrypt/passwords.json). */
export function loadFixturePasswordConfig(siteDir: string): PasswordConfig {
  return readFileConfig(siteDir, TEST_PASSWORDS_FILE, TEST_PASSWORDS_FILE, costMin);
}

/**
 * The passwords that open one protected page. A page the site ships gets
 * the site's configuration only; a fixture page (test build) gets the
 * fixture configuration on top, its `admin` scoped to the fixture pages.
 */
export function passwordsForPage(
  site: PasswordConfig,
  fixtures: PasswordConfig | null,
  route: string,
  isFixturePage: boolean,
): PasswordEntry[] {
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
