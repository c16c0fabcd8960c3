/**
 * Writers' files (frontmatter, `sidebar.yml`, the password configuration) are checked against
 * Joi schemas, Docusaurus's own validation library (`@docusaurus/utils-validation`). Each schema
 * node says what it expects in its `.description()` ("true or false"), so every failure reads
 * `must be true or false, got a string` under its path.
 *
 * `keepValid` loses no more than the bad part: a failing value is removed; a failing required
 * field takes the item holding it along; inside a node marked `whole(…)` any failure removes the
 * whole node (a tag list with a number in it is ignored as a list). Runs at build time only.
 */
import {Joi} from '@docusaurus/utils-validation';

export {Joi};

type Schema<T = unknown> = Joi.Schema<T>;
type ValidationErrorItem = Joi.ValidationErrorItem;

export type Path = readonly (string | number)[];

export interface Failure {
  /** Where the failing value is, from the checked value's root. */
  readonly path: Path;
  /** What goes: the value at `path`, the item holding a required field, or the whole node around it. */
  readonly dropped: Path;
  /** `must be true or false, got a string`, `is not a known field (text, link)`. */
  readonly message: string;
  /** The value used instead, from the node's `.default(…)`. */
  readonly fallback?: unknown;
}

/** The parts of a Joi schema description this module reads. */
interface Node {
  readonly type?: string;
  readonly flags?: {
    readonly description?: string;
    readonly presence?: string;
    readonly default?: unknown;
    readonly id?: string;
  };
  readonly keys?: Readonly<Record<string, Node>>;
  readonly items?: readonly Node[];
  readonly matches?: readonly {readonly schema?: Node; readonly then?: Node; readonly otherwise?: Node}[];
  readonly patterns?: readonly {readonly schema?: Node}[];
  readonly metas?: readonly Record<string, unknown>[];
  readonly link?: {readonly ref?: {readonly path?: readonly string[]}};
}

/** Marks a node that is kept or dropped as a whole, whatever inside it fails. */
export function whole<T extends Schema>(schema: T): T {
  return schema.meta({whole: true}) as T;
}

/**
 * A string checked by `text`, anything else by `other`. Unlike `Joi.alternatives(text, other)`,
 * which says only "matches none of the allowed types" once an item has two problems, each
 * reports its own failures at their own paths.
 */
export function stringOr(text: Schema, other: Schema): Joi.AlternativesSchema {
  return Joi.alternatives().conditional(Joi.string().allow(''), {then: text, otherwise: other});
}

/** Marks a node whose value messages never show (a password): they say only what it must be. */
export function secret<T extends Schema>(schema: T): T {
  return schema.meta({secret: true}) as T;
}

/** The schemas an alternative chooses from (`Joi.alternatives(a, b)` or `.conditional(…, {then, otherwise})`). */
const choices = (node: Node | undefined): Node[] =>
  (node?.matches ?? []).flatMap((m) => [m.schema, m.then, m.otherwise]).filter((n): n is Node => n !== undefined);

const hasMeta = (node: Node | undefined, key: string): boolean => node?.metas?.some((m) => m[key] === true) ?? false;

/** "nothing", "null", "an empty string", "a number", "an object", "an array": what a writer gave instead. */
function kind(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'string' && !value.trim()) return 'an empty string';
  const type = typeof value;
  return `${/^[aeiou]/.test(type) ? 'an' : 'a'} ${type}`;
}

/** The value itself when it has the right type but not the right content ("big", 3), else its kind. */
function shown(detail: ValidationErrorItem): string {
  const value: unknown = detail.context?.value;
  const plain =
    (typeof value === 'string' && value.trim() !== '') || typeof value === 'number' || typeof value === 'boolean';
  if (!plain || detail.type.endsWith('.base')) return kind(value);
  return typeof value === 'string' ? JSON.stringify(value) : String(value);
}

/** `item 1`, `"label" of item 1`: a place inside a value, for a failure reported on the whole of it. */
function place(path: Path): string {
  return path
    .map((part) => (typeof part === 'number' ? `item ${part}` : `"${part}"`))
    .reverse()
    .join(' of ');
}

/** `features[2].title`, `paths./x/[0].password`. */
export function pathText(path: Path): string {
  return path.map((part, i) => (typeof part === 'number' ? `[${part}]` : i === 0 ? part : `.${part}`)).join('');
}

function nodesById(node: Node | undefined, found = new Map<string, Node>()): Map<string, Node> {
  if (!node) return found;
  if (node.flags?.id) found.set(node.flags.id, node);
  for (const child of [...Object.values(node.keys ?? {}), ...(node.items ?? []), ...choices(node)])
    nodesById(child, found);
  return found;
}

/** Follows `Joi.link('#id')` and, at an alternative, the one with keys (or items) to go on with. */
function resolve(node: Node | undefined, ids: Map<string, Node>, next?: string | number): Node | undefined {
  if (node?.type === 'link') return resolve(ids.get(node.link?.ref?.path?.[0] ?? ''), ids, next);
  if (node?.type !== 'alternatives' || next === undefined) return node;
  const want = typeof next === 'number' ? 'items' : 'keys';
  return resolve(
    choices(node).find((s) => s[want] !== undefined),
    ids,
    next,
  );
}

/** The nodes along `path`, the root's first (undefined past an unknown key). */
function nodesAlong(root: Node, path: Path, ids: Map<string, Node>): (Node | undefined)[] {
  const nodes: (Node | undefined)[] = [root];
  for (const [i, part] of path.entries()) {
    const at = resolve(nodes[i], ids, part);
    nodes.push(typeof part === 'number' ? resolve(at?.items?.[0], ids) : resolve(at?.keys?.[part], ids));
  }
  return nodes;
}

function failure(root: Node, ids: Map<string, Node>, detail: ValidationErrorItem): Failure {
  const path = detail.path;
  const nodes = nodesAlong(root, path, ids);
  const outer = nodes.findIndex((n, i) => i > 0 && hasMeta(n, 'whole'));
  if (outer > 0 && outer < path.length) {
    const expected = nodes[outer]?.flags?.description;
    const inner = path.slice(outer);
    const key = inner.at(-1);
    const got =
      detail.context?.value === undefined && typeof key === 'string'
        ? `${place(inner.slice(0, -1)) || 'it'} has no "${key}"`
        : `${place(inner)} is ${shown(detail)}`;
    return {path: path.slice(0, outer), dropped: path.slice(0, outer), message: `must be ${expected}, but ${got}`};
  }
  // At an alternative, the failing alternative's own description (by its type) says more.
  const at = nodes[path.length];
  const node = choices(at).find((s) => s.flags?.description && s.type === detail.type.split('.')[0]) ?? at;
  if (detail.type === 'object.unknown') {
    const parent = resolve(nodes[path.length - 1], ids, path[path.length - 1]);
    const keyRule = parent?.patterns?.find((p) => p.schema?.flags?.description)?.schema?.flags?.description;
    const message = keyRule
      ? `must be ${keyRule}`
      : `is not a known field (${Object.keys(parent?.keys ?? {}).join(', ')})`;
    return {path, dropped: path, message};
  }
  const expected = node?.flags?.description ?? detail.message;
  const required = node?.flags?.presence === 'required' && path.length > 0;
  // A custom rule may throw its own sentence ("must be 16 bytes, got 15").
  const own: unknown = detail.type === 'any.custom' ? (detail.context?.error as Error | undefined)?.message : undefined;
  const message =
    typeof own === 'string' && own.startsWith('must ')
      ? own
      : hasMeta(node, 'secret')
        ? `must be ${expected}`
        : `must be ${expected}, got ${shown(detail)}`;
  return {
    path,
    dropped: required ? path.slice(0, -1) : path,
    message,
    ...(node?.flags?.default === undefined || required ? {} : {fallback: node.flags.default}),
  };
}

/** Every failure of `value` against `schema`, with what it takes along. */
export function failures(schema: Schema, value: unknown, abortEarly = false): Failure[] {
  const {error} = schema.validate(value, {abortEarly, errors: {label: false}});
  if (!error) return [];
  const root = schema.describe() as Node;
  const ids = nodesById(root);
  const found = error.details.map((detail) => failure(root, ids, detail));
  // One report per place: a whole node's several failures, or several rules one value breaks.
  return found.filter((f, i) => found.findIndex((g) => pathText(g.path) === pathText(f.path)) === i);
}

const DROPPED = Symbol('dropped');

function without(value: unknown, path: Path): unknown {
  if (path.length === 0) return DROPPED;
  if (value === null || typeof value !== 'object') return value;
  const [head, ...rest] = path as [string | number, ...(string | number)[]];
  const copy = (Array.isArray(value) ? [...(value as unknown[])] : {...value}) as Record<string | number, unknown>;
  copy[head] = without(copy[head], rest);
  return copy;
}

function swept(value: unknown): unknown {
  if (Array.isArray(value)) return value.filter((v) => v !== DROPPED).map(swept);
  if (value === null || typeof value !== 'object' || value instanceof Date) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, v]) => v !== DROPPED)
      .map(([k, v]) => [k, swept(v)]),
  );
}

export interface Checked<T> {
  /** The value with every failing part removed and the schema's conversions applied; undefined when the root failed. */
  readonly value: T | undefined;
  readonly failures: Failure[];
}

/**
 * Validates `input`, removes what fails (see the header) and returns the rest, converted by the
 * schema. Removing a value can make another fail (a field required once its alias is gone), so it
 * checks again until nothing fails.
 */
export function keepValid<T>(schema: Schema<T>, input: unknown): Checked<T> {
  const all: Failure[] = [];
  let kept = input;
  for (let round = 0; ; round++) {
    const found = failures(schema, kept);
    if (found.length > 0 && round === 10)
      throw new Error(`keepValid: ${found.map((f) => pathText(f.path)).join(', ')} still fail after removing them`);
    if (found.length === 0) break;
    all.push(...found);
    for (const f of found) kept = without(kept, f.dropped);
    if (kept === DROPPED) return {value: undefined, failures: all};
    kept = swept(kept);
  }
  return {value: schema.validate(kept).value as T, failures: all};
}
