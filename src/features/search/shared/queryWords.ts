/**
 * A query read against the index: its words (function words dropped unless
 * nothing else is left, at most `search.maxQueryWords`, the query cut to
 * `search.maxQueryChars`), and for each word the index terms it matches: the
 * exact stem; for the word being typed, up to 12 terms that start with it;
 * its synonyms; for words of five letters or more, up to 8 terms one edit away
 * (two from nine letters). A compound the pages never write whole is read by its parts.
 */
import {siteConfig} from '../../../../site.config';
import {allowedTypos, editDistance} from './editDistance';
import type {IndexStore} from './indexStore';
import {STOP_WORDS, normalise, stem, tokenize} from './text';
import {MATCH_WEIGHT, prefixEntries, type Candidate, type QueryWord, type VocabEntry} from './vocabulary';

const MAX_PREFIX_TERMS = 12;
const MAX_TYPO_TERMS = 8;

export async function readQuery(store: IndexStore, fullQuery: string): Promise<QueryWord[]> {
  await store.ready();
  // Bounded work per message, whatever arrives: the box stops at the same length.
  const query = fullQuery.slice(0, siteConfig.search.maxQueryChars);
  const typing = !/\s$/.test(query);
  const tokens = tokenize(query, {parts: false}).slice(0, siteConfig.search.maxQueryWords);
  const meaningful = tokens.filter((t) => !STOP_WORDS.has(t.word));
  const words = meaningful.length > 0 ? meaningful : tokens;
  // The vocabulary files of every word, requested together (synonyms of other letters come inside them).
  // A failure fails the query (the engine forgets the file; the next query asks again).
  await Promise.all(words.map((t) => store.vocabFor(t.word)));
  const seen = new Set<string>();
  const out: QueryWord[] = [];
  for (const [i, token] of words.entries()) {
    if (seen.has(token.word)) continue;
    seen.add(token.word);
    const isLast = typing && i === words.length - 1 && token.end === query.trimEnd().length;
    const candidates = await termsFor(store, token.word, isLast);
    if (candidates.length > 0) {
      out.push({word: token.word, candidates});
      continue;
    }
    // A compound the pages never write whole ("SceneManager.loadModel", "IfcWall_Slab"): its
    // names between separators, or its camel-case words when it has no separator.
    const raw = query.slice(token.start, token.end);
    const named = raw.split(/[$_.'’-]+/).filter(Boolean);
    const parts = (named.length > 1 ? named.map((word) => ({word: normalise(word)})) : tokenize(raw)).filter(
      (t) => t.word !== token.word && !STOP_WORDS.has(t.word),
    );
    if (parts.length === 0) out.push({word: token.word, candidates});
    for (const part of parts) {
      if (seen.has(part.word)) continue;
      seen.add(part.word);
      out.push({word: part.word, candidates: await termsFor(store, part.word, false)});
    }
  }
  return out;
}

async function termsFor(store: IndexStore, word: string, typing: boolean): Promise<Candidate[]> {
  const stemmed = stem(word);
  const byTerm = new Map<string, Candidate>();
  const offer = (entry: VocabEntry | undefined, weight: number): void => {
    if (!entry) return;
    const had = byTerm.get(entry.term);
    if (!had || had.weight < weight) byTerm.set(entry.term, {entry, weight});
  };
  const vocab = await store.vocabFor(word);
  // The reader's word for the writer's: "спека" also finds "спецификация" (the synonym file).
  for (const term of store.synonymsOf.get(stemmed) ?? store.synonymsOf.get(word) ?? []) {
    const foreign = vocab?.foreign.get(term);
    offer(
      foreign !== undefined ? (foreign ?? undefined) : (await store.vocabFor(term))?.byTerm.get(term),
      MATCH_WEIGHT.synonym,
    );
  }
  if (!vocab) return [...byTerm.values()];
  offer(vocab.byTerm.get(stemmed), MATCH_WEIGHT.exact);
  offer(vocab.byTerm.get(word), MATCH_WEIGHT.exact);
  // An identifier typed up to its separator ("tcl_", "Viewer.") is the start of a name.
  if (typing || /[_.]$/.test(word)) {
    const prefixed = prefixEntries(vocab, word)
      .sort((a, b) => b.df - a.df)
      .slice(0, MAX_PREFIX_TERMS);
    for (const entry of prefixed) offer(entry, MATCH_WEIGHT.prefix);
  }
  const max = allowedTypos([...word].length);
  if (max > 0) {
    const near: Array<{entry: VocabEntry; distance: number}> = [];
    for (const entry of vocab.entries) {
      if (byTerm.has(entry.term)) continue;
      const distance = Math.min(
        editDistance(stemmed, entry.term, max),
        editDistance(word, entry.form || entry.term, max),
      );
      if (distance <= max) near.push({entry, distance});
    }
    near.sort((a, b) => a.distance - b.distance || b.entry.df - a.entry.df);
    for (const {entry, distance} of near.slice(0, MAX_TYPO_TERMS))
      offer(entry, distance === 1 ? MATCH_WEIGHT.typo : MATCH_WEIGHT.typo2);
  }
  return [...byTerm.values()];
}
