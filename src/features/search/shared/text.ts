/**
 * Words of the search index: one tokenizer and one stemmer for the build (the
 * indexer) and the browser (the worker), so a query is cut and stemmed exactly
 * as the pages were. Words are stemmed by their script, not by the page's
 * locale: Russian pages are full of English product terms (Revit, IFC, Power BI).
 */
import {stemmer as russianStemmer} from '@orama/stemmers/russian';
import {stemmer as englishStemmer} from '@orama/stemmers/english';

/** A word as it appears in the text, with its place there. */
export interface Token {
  /** Lower-cased, `ё` folded to `е`. */
  readonly word: string;
  /** Index in the source text of the word's first character. */
  readonly start: number;
  /** Index after its last character. */
  readonly end: number;
}

const CYRILLIC = /[\u0400-\u04ff]/;
const LATIN = /[a-z]/;
// Letters, digits and underscores, joined inside a word by hyphens, apostrophes or dots
// ("BIM-модель", "e-mail", "v2.3", "Viewer.dispose"); a leading `$` belongs to the word
// (OData's "$filter").
const WORD = /\$?[\p{L}\p{N}_]+(?:['’\-.][\p{L}\p{N}_]+)*/gu;
/** Numbers with dots: versions and standard numbers ("2.3", "54.13330.2022"). */
const DOTTED_NUMBER = /^\d+(?:\.\d+)+$/;
/** Identifiers as code writes them: with `$`, `_` or a dot inside ("v2.3" too). */
const IDENTIFIER = /[$_]|[\p{L}\p{N}]\.[\p{L}\p{N}]/u;
/** Words that are codes and never stemmed: digits, `$`, `_`, dots. */
const CODE = /[\d$_.]/;

/** Lower case and `ё` → `е`: "Отчёт" and "отчет" are one word. */
export function normalise(text: string): string {
  return text.toLowerCase().replace(/ё/g, 'е');
}

/**
 * The script a word is stemmed by. Language data, not a locale branch: a word is stemmed by its
 * alphabet whichever locale's page it is on (English terms on Russian pages too); a new
 * language with its own stemmer adds its script here, a language written in Latin letters needs
 * a choice of stemmer (WRITING.md, "Adding a language").
 */
export function scriptOf(word: string): 'ru' | 'en' | 'other' {
  if (CYRILLIC.test(word)) return 'ru';
  if (LATIN.test(word)) return 'en';
  return 'other';
}

const stemCache = new Map<string, string>();

/** Snowball stem of a normalised word: Russian for Cyrillic, English (Porter) for Latin, the word itself otherwise. */
export function stem(word: string): string {
  const hit = stemCache.get(word);
  if (hit !== undefined) return hit;
  const script = scriptOf(word);
  // Short words and codes (A1010, v2, $filter, tcl_, Viewer.dispose): stemming would only blur them.
  const stemmed =
    word.length < 3 || CODE.test(word)
      ? word
      : script === 'ru'
        ? foldFleetingVowel(russianStemmer(word))
        : script === 'en'
          ? englishStemmer(word)
          : word;
  if (stemCache.size > 50_000) stemCache.clear();
  stemCache.set(word, stemmed);
  return stemmed;
}

const FLEETING_AFTER_CONSONANT = /([бвгджзклмнпрстфхцчшщ])[ое]к$/;
const FLEETING_AFTER_VOWEL = /([аеиоуыэюя])ек$/;

/**
 * Snowball leaves the vowel that comes and goes before a final -к- in a stem:
 * «проверок» (of «проверка») stems to «проверок» but «проверки» to «проверк»,
 * «список» to «список» but «списка» to «списк», «настроек» to «настроек» but
 * «настройка» to «настройк». Folding that vowel (after a vowel, «е» stands for
 * «й») gives every form of such a word one term. Applied to every Russian stem,
 * so words without the alternation («библиотека») still get one term for all
 * their forms. Stems of four letters or fewer («блок», «урок») are left alone.
 */
export function foldFleetingVowel(stemmed: string): string {
  if (stemmed.length < 5) return stemmed;
  if (FLEETING_AFTER_VOWEL.test(stemmed)) return stemmed.replace(FLEETING_AFTER_VOWEL, '$1йк');
  return stemmed.replace(FLEETING_AFTER_CONSONANT, '$1к');
}

/**
 * Splits text into words as a reader sees them. A compound ("BIM-модель",
 * "SceneManager", "scene_manager", "Viewer.dispose") yields the whole word and
 * its parts, so both "scenemanager" and "scene manager" find it; an identifier
 * keeps its punctuation in the whole word ("$filter", "tcl_", "viewer.dispose"),
 * so a query typed as code finds exactly that code. A dotted number yields
 * each of its leading runs too: "333.1325800" finds "333.1325800.2020".
 * Parts share the compound's position. With `parts: false` (queries), only
 * the whole words.
 */
export function tokenize(text: string, {parts = true}: {parts?: boolean} = {}): Token[] {
  const tokens: Token[] = [];
  for (const match of text.matchAll(WORD)) {
    const raw = match[0];
    const start = match.index;
    const end = start + raw.length;
    const push = (word: string): void => {
      if (word) tokens.push({word, start, end});
    };
    if (DOTTED_NUMBER.test(raw)) {
      push(raw);
      if (parts) {
        const numbers = raw.split('.');
        for (let i = 2; i < numbers.length; i++) push(numbers.slice(0, i).join('.'));
        numbers.forEach(push);
      }
      continue;
    }
    if (IDENTIFIER.test(raw)) {
      push(normalise(raw.replace(/['’]/g, '')));
      if (parts) {
        for (const piece of raw.split(/[$_.'’-]+/)) {
          const camel = /\d/.test(piece) ? [piece] : splitCamel(piece);
          if (piece && piece.length < raw.length) push(normalise(piece));
          if (camel.length > 1) camel.forEach((p) => push(normalise(p)));
        }
      }
      continue;
    }
    const pieces = raw.split(/['’.-]/);
    const joinable = pieces.length > 1 && sameScript(pieces);
    const camel = parts ? raw.split(/[.-]/).flatMap((p) => (splitCamel(p).length > 1 ? splitCamel(p) : [])) : [];
    const whole = normalise(joinable ? pieces.join('') : raw.replace(/['’]/g, ''));
    if (pieces.length === 1) {
      push(whole);
    } else {
      if (joinable) push(whole);
      if (parts || !joinable) {
        for (const piece of pieces) push(normalise(piece));
      }
    }
    for (const piece of camel) push(normalise(piece));
  }
  return tokens;
}

/** "SceneManager" → ["Scene", "Manager"]; "IFCImport" → ["IFC", "Import"]; "plain" → ["plain"]. */
export function splitCamel(word: string): string[] {
  if (!/\p{Ll}\p{Lu}|\p{Lu}\p{Lu}\p{Ll}/u.test(word)) return [word];
  return word
    .replace(/(\p{Ll}|\p{N})(\p{Lu})/gu, '$1 $2')
    .replace(/(\p{Lu})(\p{Lu}\p{Ll})/gu, '$1 $2')
    .split(/[\s'’\-.]+/)
    .filter(Boolean);
}

function sameScript(pieces: readonly string[]): boolean {
  const scripts = new Set(pieces.filter(Boolean).map((p) => scriptOf(normalise(p))));
  scripts.delete('other');
  return scripts.size <= 1;
}

/**
 * Function words that are in nearly every section: indexing them only makes
 * the index bigger. Kept short on purpose: "не", "без", "нет" carry meaning.
 */
export const STOP_WORDS: ReadonlySet<string> = new Set(
  [
    // Russian
    'и',
    'в',
    'во',
    'на',
    'с',
    'со',
    'по',
    'к',
    'ко',
    'о',
    'об',
    'от',
    'до',
    'за',
    'из',
    'у',
    'а',
    'но',
    'или',
    'что',
    'как',
    'это',
    'для',
    'при',
    'же',
    'ли',
    'бы',
    'то',
    'так',
    'его',
    'ее',
    'их',
    'он',
    'она',
    'оно',
    'они',
    'все',
    'всё',
    'вы',
    'мы',
    'я',
    'также',
    'этот',
    'эта',
    'эти',
    'этого',
    'этой',
    'этом',
    'который',
    'которые',
    'которая',
    'которое',
    'которых',
    'если',
    'чтобы',
    'где',
    'когда',
    'уже',
    'только',
    'можно',
    // English
    'a',
    'an',
    'the',
    'and',
    'or',
    'of',
    'to',
    'in',
    'on',
    'for',
    'with',
    'by',
    'at',
    'from',
    'is',
    'are',
    'be',
    'it',
    'its',
    'as',
    'this',
    'that',
    'these',
    'those',
    'you',
    'your',
    'can',
    'will',
    'was',
    'were',
    'has',
    'have',
    'if',
    'then',
    'so',
    'into',
    'which',
    'when',
    'also',
  ].map(normalise),
);

/** The index terms of a text: stems of its words, stop words left out. */
export function terms(text: string): string[] {
  const out: string[] = [];
  for (const token of tokenize(text)) {
    if (STOP_WORDS.has(token.word)) continue;
    out.push(stem(token.word));
  }
  return out;
}
