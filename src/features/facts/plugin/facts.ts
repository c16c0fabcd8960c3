/**
 * The product facts file (`siteConfig.factsFile`, src/features/facts/facts.yml): read,
 * checked and looked up. Pages include a fact with `<Fact id="…" />`
 * (./remark.ts) and the content check compares what pages state with it
 * (./statements.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import {siteConfig, type LocaleId} from '../../../../site.config';

/** A fact has a text in every site locale's language. */
export type FactLanguage = LocaleId;
/** What the content check compares pages against: a number, a word, or a list of them. */
export type FactValue = number | string | readonly (number | string)[];

export interface Fact {
  readonly id: string;
  /** The text a page shows, per language. */
  readonly text: Readonly<Record<FactLanguage, string>>;
  readonly value?: FactValue;
}

export type Facts = ReadonlyMap<string, Fact>;

const LANGUAGES: readonly FactLanguage[] = siteConfig.locales.all;
const FIELDS = new Set<string>([...LANGUAGES, 'text', 'value']);
const ID = /^[a-z][A-Za-z0-9]*(\.[a-z][A-Za-z0-9]*)+$/;

export class FactsFileError extends Error {}

function isScalar(value: unknown): value is number | string {
  return typeof value === 'number' || typeof value === 'string';
}

/** Checks the parsed YAML and builds the facts; throws naming the file, the fact and the field. */
export function parseFacts(source: string, file: string): Facts {
  let data: unknown;
  try {
    data = yaml.load(source);
  } catch (error) {
    throw new FactsFileError(`${file}: not valid YAML: ${(error as Error).message}`);
  }
  if (data === null || typeof data !== 'object' || Array.isArray(data)) {
    throw new FactsFileError(`${file}: must be a map of fact ids (like client.ramMin) to facts`);
  }
  const facts = new Map<string, Fact>();
  for (const [id, raw] of Object.entries(data as Record<string, unknown>)) {
    const where = `${file}: fact "${id}"`;
    if (!ID.test(id)) throw new FactsFileError(`${where}: an id is dot-separated camelCase words, like client.ramMin`);
    if (raw === null || typeof raw !== 'object' || Array.isArray(raw))
      throw new FactsFileError(`${where}: must be a map with ru and en (or text), and optionally value`);
    const entry = raw as Record<string, unknown>;
    for (const key of Object.keys(entry)) {
      if (!FIELDS.has(key)) throw new FactsFileError(`${where}: unknown field "${key}" (fields: ru, en, text, value)`);
    }
    const text = {} as Record<FactLanguage, string>;
    for (const language of LANGUAGES) {
      const own = entry[language] ?? entry.text;
      if (typeof own === 'number') text[language] = String(own);
      else if (typeof own === 'string' && own.trim() !== '') text[language] = own.trim();
      else throw new FactsFileError(`${where}: field "${language}" (or "text") must be a non-empty string`);
    }
    const value = entry.value;
    if (
      value !== undefined &&
      !isScalar(value) &&
      !(Array.isArray(value) && value.length > 0 && value.every(isScalar))
    ) {
      throw new FactsFileError(`${where}: field "value" must be a number, a string or a list of them`);
    }
    facts.set(id, value === undefined ? {id, text} : {id, text, value: value as FactValue});
  }
  return facts;
}

const cache = new Map<string, {readonly mtimeMs: number; readonly facts: Facts}>();

/** The facts of a file, reread when the file changes (the dev server keeps running). */
export function loadFacts(siteDir: string, file: string): Facts {
  const absolute = path.resolve(siteDir, file);
  const {mtimeMs} = fs.statSync(absolute);
  const cached = cache.get(absolute);
  if (cached && cached.mtimeMs === mtimeMs) return cached.facts;
  const facts = parseFacts(fs.readFileSync(absolute, 'utf8'), file);
  cache.set(absolute, {mtimeMs, facts});
  return facts;
}

/** A fact the caller relies on; a missing one is a mistake in the facts file. */
export function requireFact(facts: Facts, id: string): Fact {
  const fact = facts.get(id);
  if (!fact) throw new FactsFileError(`the facts file has no fact "${id}", which the content check relies on`);
  return fact;
}

/** A fact's value as numbers (a single number becomes a list of one). */
export function numbers(fact: Fact): number[] {
  const value = fact.value;
  const list = Array.isArray(value) ? value : value === undefined ? [] : [value];
  return list.filter((v): v is number => typeof v === 'number');
}

/** The number at `index` of a fact's value; a fact without it is a mistake in the facts file. */
export function numberOf(facts: Facts, id: string, index = 0): number {
  const value = numbers(requireFact(facts, id))[index];
  if (value === undefined)
    throw new FactsFileError(
      `fact "${id}" needs a number at position ${index + 1} of its value, which the content check relies on`,
    );
  return value;
}

/** A fact's value as strings. */
export function strings(fact: Fact): string[] {
  const value = fact.value;
  const list = Array.isArray(value) ? value : value === undefined ? [] : [value];
  return list.map(String);
}

/** `<Fact id="client.ramMin" />`, as written in a page. */
export const FACT_TAG = /<Fact\s+id=(?:"([^"]*)"|'([^']*)'|\{[^}]*\})\s*\/>/g;

export interface FactTagProblem {
  readonly line: number;
  readonly message: string;
}

/**
 * A page's Markdown with every `<Fact id="…" />` replaced by the fact's text
 * in the page's language (what the reader sees), and the tags that name no
 * fact or no literal id.
 */
export function resolveFactTags(
  body: string,
  facts: Facts,
  language: FactLanguage,
): {readonly text: string; readonly problems: FactTagProblem[]} {
  const problems: FactTagProblem[] = [];
  const lines = body.split('\n').map((line, index) =>
    line.replace(FACT_TAG, (tag: string, double: string | undefined, single: string | undefined) => {
      const id = double ?? single;
      if (id === undefined) {
        problems.push({
          line: index + 1,
          message: `${tag} must name its fact with a literal string, like <Fact id="client.ramMin" />`,
        });
        return tag;
      }
      const fact = facts.get(id);
      if (!fact) {
        problems.push({line: index + 1, message: `<Fact id="${id}" /> names no fact of the facts file`});
        return tag;
      }
      return fact.text[language];
    }),
  );
  return {text: lines.join('\n'), problems};
}
