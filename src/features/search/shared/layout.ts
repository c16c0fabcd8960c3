/**
 * Keyboard layout mix-ups: a Russian word typed with the Latin layout on
 * ("ghjtrn" for «проект») or a Latin word typed with the Russian one
 * ("ыуфкср" for "search"). The keys are those of the standard ЙЦУКЕН and
 * QWERTY layouts; Russian letters sit on some punctuation keys (б on ",",
 * ю on ".", ж on ";", э on "'", х and ъ on the brackets, ё on "`").
 */

const LATIN_KEYS = '`qwertyuiop[]asdfghjkl;\'zxcvbnm,./~{}:"<>';
const RUSSIAN_KEYS = 'ёйцукенгшщзхъфывапролджэячсмитьбю.ЁХЪЖЭБЮ';

const toRussian = new Map<string, string>();
const toLatin = new Map<string, string>();
[...LATIN_KEYS].forEach((latin, i) => {
  const russian = RUSSIAN_KEYS[i] ?? '';
  toRussian.set(latin, russian);
  // "." is a key on both layouts: Russian "." is Latin "/", and Latin "." is "ю".
  if (!toLatin.has(russian)) toLatin.set(russian, latin);
});

const HAS_LATIN = /[a-z]/i;
const HAS_CYRILLIC = /[\u0400-\u04ff]/;

/**
 * The text as it would read typed on the other layout, or null when that
 * cannot be meant: no letters, or letters of both scripts (a Russian query
 * with an English product name in it was typed on purpose).
 */
export function switchLayout(text: string): string | null {
  const latin = HAS_LATIN.test(text);
  const cyrillic = HAS_CYRILLIC.test(text);
  if (latin === cyrillic) return null;
  const map = latin ? toRussian : toLatin;
  let out = '';
  for (const char of text) {
    const lower = char.toLowerCase();
    // Letters only: digits, spaces and other signs are the same keys on both layouts.
    out += map.get(lower) ?? map.get(char) ?? char;
  }
  return out;
}
