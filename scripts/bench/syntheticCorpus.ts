/**
 * The synthetic corpus `npm run bench:search` measures the index on: Russian-like
 * pages generated from a fixed seed, so every run measures the same corpus.
 */
import type {SourcePage} from '../../src/features/search/plugin/buildIndex';

/** Deterministic pseudo-random numbers, so every run measures the same corpus. */
function random(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

const SYLLABLES = [
  'ко',
  'ли',
  'за',
  'про',
  'ве',
  'ра',
  'ст',
  'мо',
  'де',
  'ни',
  'то',
  'ре',
  'па',
  'ме',
  'тр',
  'ка',
  'ло',
  'ви',
  'на',
  'по',
  'сту',
  'гра',
  'бе',
  'жи',
  'ду',
  'фо',
  'ше',
  'цы',
  'ям',
  'хо',
];
const ENDINGS = [
  '',
  'а',
  'ы',
  'е',
  'у',
  'ой',
  'ами',
  'ах',
  'ов',
  'и',
  'ий',
  'ия',
  'ию',
  'ией',
  'ость',
  'ение',
  'ения',
  'ать',
  'ает',
  'ный',
  'ная',
  'ные',
];

/**
 * 10,000 pages of generated Russian: 60,000 lemmas with Zipf-distributed use,
 * inflected with Russian endings; about 6 sections and 700 words a page.
 */
export function syntheticCorpus(pages: number): {pages: SourcePage[]; queries: string[]} {
  const rand = random(42);
  const lemmas = Array.from({length: 60_000}, () => {
    const n = 2 + Math.floor(rand() * 3);
    return Array.from({length: n}, () => SYLLABLES[Math.floor(rand() * SYLLABLES.length)]).join('');
  });
  // Zipf: rank r is chosen with probability ∝ 1/r.
  const harmonic = lemmas.reduce((sum, _, i) => sum + 1 / (i + 1), 0);
  const cumulative: number[] = [];
  lemmas.reduce((acc, _, i) => {
    const next = acc + 1 / (i + 1) / harmonic;
    cumulative.push(next);
    return next;
  }, 0);
  const pick = (): string => {
    const x = rand();
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if ((cumulative[mid] ?? 1) < x) lo = mid + 1;
      else hi = mid;
    }
    return `${lemmas[lo]}${ENDINGS[Math.floor(rand() * ENDINGS.length)]}`;
  };
  const words = (n: number): string => Array.from({length: n}, pick).join(' ');
  const out: SourcePage[] = [];
  for (let p = 0; p < pages; p++) {
    const sections = Array.from({length: 5 + Math.floor(rand() * 3)}, (_, s) => ({
      anchor: `razdel-${s}`,
      heading: words(2 + Math.floor(rand() * 3)),
      text: `${words(60 + Math.floor(rand() * 80))}.`,
      code: '',
    }));
    out.push({
      url: `/synthetic/${p}/`,
      title: words(3 + Math.floor(rand() * 3)),
      crumbs: 'Синтетика',
      sections: [{anchor: '', heading: '', text: `${words(40)}.`, code: ''}, ...sections],
    });
  }
  // Queries: mid-frequency and rare words, one and two words, one with a typo.
  const queries: string[] = [];
  for (let i = 0; i < 40; i++) {
    const rank = Math.floor(10 + rand() * 5000);
    const lemma = lemmas[rank] ?? 'коли';
    const q =
      i % 3 === 0
        ? `${lemma}ами ${lemmas[rank + 7]}`
        : i % 3 === 1
          ? `${lemma}ов`
          : `${lemma.slice(0, 2)}${lemma.slice(3)}ы`;
    queries.push(q);
  }
  return {pages: out, queries};
}
