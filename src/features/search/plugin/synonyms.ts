/**
 * The search synonym file (content/search-synonyms.yaml): groups of words
 * readers use for the same thing. Read and checked at build time; the index
 * manifest carries the groups as index terms, and the worker adds a query
 * word's group to what it searches (engine.ts).
 */
import fs from 'node:fs';
import yaml from 'js-yaml';
import {STOP_WORDS, stem, tokenize} from '../shared/text';

export class SynonymFileError extends Error {
  constructor(file: string, problems: readonly string[]) {
    super(
      `[search] ${file} has ${problems.length === 1 ? 'a problem' : `${problems.length} problems`}:\n${problems.map((p) => `  - ${p}`).join('\n')}`,
    );
    this.name = 'SynonymFileError';
  }
}

/** The index term of one synonym entry, or the reason it cannot be one. */
function termOf(entry: unknown): {term: string} | {problem: string} {
  if (typeof entry !== 'string' && typeof entry !== 'number')
    return {problem: `${JSON.stringify(entry)} is not a word`};
  const tokens = tokenize(String(entry), {parts: false});
  if (tokens.length !== 1 || !tokens[0])
    return {problem: `"${entry}" must be one word (search matches synonyms word by word)`};
  if (STOP_WORDS.has(tokens[0].word)) return {problem: `"${entry}" is a function word that search ignores`};
  return {term: stem(tokens[0].word)};
}

/**
 * Checks the file's text and returns its groups as index terms. Every
 * problem is collected, so a writer fixes them in one go: a file that is not a
 * YAML list of lists, a group of fewer than two words, an entry that is not
 * one word, a word twice in a group or in two groups.
 */
export function parseSynonyms(text: string, file: string): string[][] {
  let data: unknown;
  try {
    data = yaml.load(text);
  } catch (error) {
    throw new SynonymFileError(file, [error instanceof Error ? error.message : String(error)]);
  }
  if (data === undefined || data === null) return [];
  if (!Array.isArray(data))
    throw new SynonymFileError(file, ['the file must be a list of groups, one "- [word, word]" line each']);
  const problems: string[] = [];
  const groups: string[][] = [];
  const owner = new Map<string, number>();
  data.forEach((group: unknown, i) => {
    const where = `group ${i + 1}`;
    if (!Array.isArray(group)) {
      problems.push(`${where} (${JSON.stringify(group)}) must be a list such as [спека, спецификация]`);
      return;
    }
    if (group.length < 2) problems.push(`${where} [${group.join(', ')}] needs at least two words`);
    const terms: string[] = [];
    for (const entry of group as unknown[]) {
      const read = termOf(entry);
      if ('problem' in read) {
        problems.push(`${where}: ${read.problem}`);
        continue;
      }
      const first = owner.get(read.term);
      if (first === i + 1) problems.push(`${where}: "${String(entry)}" is there twice (as a word form)`);
      else if (first !== undefined)
        problems.push(`${where}: "${String(entry)}" is already in group ${first}; a word belongs to one group`);
      else {
        owner.set(read.term, i + 1);
        terms.push(read.term);
      }
    }
    if (terms.length >= 2) groups.push(terms);
  });
  if (problems.length > 0) throw new SynonymFileError(file, problems);
  return groups;
}

/** The groups of the synonym file; none when there is no file. */
export function readSynonyms(file: string): string[][] {
  if (!fs.existsSync(file)) return [];
  return parseSynonyms(fs.readFileSync(file, 'utf8'), file);
}
