/**
 * Typos: the restricted Damerau–Levenshtein distance (insertions, deletions,
 * substitutions and swaps of two neighbours, each counting one), computed
 * only as far as it matters: a search never needs to know a distance beyond
 * its limit, so a row whose best value passes the limit ends the work.
 */

/** The distance between a and b, or `max + 1` as soon as it is known to exceed max. */
export function editDistance(a: string, b: string, max: number): number {
  if (a === b) return 0;
  const la = a.length;
  const lb = b.length;
  if (Math.abs(la - lb) > max) return max + 1;
  // Three rows: two back for the neighbour swap.
  let before = new Array<number>(lb + 1).fill(0);
  let previous = Array.from({length: lb + 1}, (_, j) => j);
  let current = new Array<number>(lb + 1).fill(0);
  for (let i = 1; i <= la; i++) {
    current[0] = i;
    let rowBest = i;
    for (let j = 1; j <= lb; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        value = Math.min(value, (before[j - 2] ?? 0) + 1);
      current[j] = value;
      if (value < rowBest) rowBest = value;
    }
    if (rowBest > max) return max + 1;
    [before, previous, current] = [previous, current, before];
  }
  const distance = previous[lb] ?? max + 1;
  return distance > max ? max + 1 : distance;
}

/**
 * Edits a word of this many letters may carry and still match: none below
 * five letters (short words are too often another real word), one from five,
 * two from nine.
 */
export function allowedTypos(length: number): number {
  if (length >= 9) return 2;
  if (length >= 5) return 1;
  return 0;
}
