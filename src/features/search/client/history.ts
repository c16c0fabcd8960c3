/**
 * Query history and result history of the search modal (`search.queryHistory`,
 * `resultHistory`: 5 of each), kept in localStorage per locale. Newest first, no duplicates; a
 * storage that is full or switched off just means no history.
 */
export interface ResultEntry {
  readonly url: string;
  readonly title: string;
  /** Section heading, '' for a page top. */
  readonly heading: string;
}

export interface HistoryLists {
  readonly queries: readonly string[];
  readonly results: readonly ResultEntry[];
}

type StorageLike = Pick<Storage, 'getItem' | 'setItem'>;

export function historyKeys(locale: string): {queries: string; results: string} {
  return {queries: `tessera-search-queries-${locale}`, results: `tessera-search-results-${locale}`};
}

function read<T>(storage: StorageLike | null, key: string, valid: (v: unknown) => v is T): T[] {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(key) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(valid) : [];
  } catch {
    return [];
  }
}

function write(storage: StorageLike | null, key: string, value: unknown): void {
  try {
    storage?.setItem(key, JSON.stringify(value));
  } catch {
    // Full or disabled storage: the history is simply not kept.
  }
}

const isString = (v: unknown): v is string => typeof v === 'string';
const isResult = (v: unknown): v is ResultEntry =>
  typeof v === 'object' &&
  v !== null &&
  isString((v as ResultEntry).url) &&
  isString((v as ResultEntry).title) &&
  isString((v as ResultEntry).heading);

export class SearchHistory {
  private readonly keys: {queries: string; results: string};

  constructor(
    private readonly storage: StorageLike | null,
    locale: string,
    private readonly limits: {readonly queries: number; readonly results: number},
  ) {
    this.keys = historyKeys(locale);
  }

  lists(): HistoryLists {
    return {
      queries: read(this.storage, this.keys.queries, isString).slice(0, this.limits.queries),
      results: read(this.storage, this.keys.results, isResult).slice(0, this.limits.results),
    };
  }

  addQuery(query: string): HistoryLists {
    const q = query.trim();
    if (q) {
      const rest = this.lists().queries.filter((x) => x !== q);
      write(this.storage, this.keys.queries, [q, ...rest].slice(0, this.limits.queries));
    }
    return this.lists();
  }

  addResult(entry: ResultEntry): HistoryLists {
    const rest = this.lists().results.filter((x) => x.url !== entry.url);
    write(this.storage, this.keys.results, [entry, ...rest].slice(0, this.limits.results));
    return this.lists();
  }

  removeQuery(query: string): HistoryLists {
    write(
      this.storage,
      this.keys.queries,
      this.lists().queries.filter((x) => x !== query),
    );
    return this.lists();
  }

  removeResult(url: string): HistoryLists {
    write(
      this.storage,
      this.keys.results,
      this.lists().results.filter((x) => x.url !== url),
    );
    return this.lists();
  }
}
