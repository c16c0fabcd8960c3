import {describe, expect, it} from 'vitest';
import {buildIndex, type IndexOptions, type SourcePage} from './plugin/buildIndex';
import {stem} from './shared/text';
import {SearchEngine, makeSnippet} from './shared/engine';
import {MANIFEST_FILE} from './shared/format';

const page = (url: string, title: string, sections: Array<[string, string, string]>, intro = ''): SourcePage => ({
  url,
  title,
  crumbs: 'Раздел',
  sections: [
    {anchor: '', heading: '', text: intro, code: ''},
    ...sections.map(([anchor, heading, text]) => ({anchor, heading, text, code: ''})),
  ],
});

const PAGES: SourcePage[] = [
  page(
    '/control/matrix/',
    'Матрица коллизий',
    [
      ['dopusk', 'Допуски', 'Допуск задаётся в миллиметрах для каждой ячейки матрицы.'],
      ['groups', 'Группы элементов', 'Группы собирают элементы по разделам проекта.'],
    ],
    'Матрица коллизий описывает, какие элементы проверять на пересечения.',
  ),
  page(
    '/value/report/',
    'Шаблон отчёта Excel',
    [['upload', 'Загрузка шаблона', 'Отчёт строится по шаблону, который загружает сметчик.']],
    'Встроенный шаблон отчёта подходит для внутренних проверок.',
  ),
  page(
    '/space/rooms/',
    'Помещения',
    [['clash', 'Пересечения помещений', 'Коллизии помещений возникают, когда границы помещений накладываются.']],
    'Помещения импортируются из модели вместе с их площадями.',
  ),
  page(
    '/api/scene/',
    'Class: SceneManager',
    [['load', 'loadModel()', 'Loads a model version into the scene.']],
    'Holds the loaded models.',
  ),
];

function engineOver(
  pages: readonly SourcePage[],
  options: IndexOptions = {},
): {engine: SearchEngine; loaded: string[]} {
  const {files} = buildIndex('ru', pages, options);
  const loaded: string[] = [];
  const engine = new SearchEngine(async (file) => {
    loaded.push(file);
    const body = files.get(file);
    if (body === undefined) throw new Error(`no file ${file}`);
    return JSON.parse(body);
  });
  return {engine, loaded};
}

const urls = async (engine: SearchEngine, query: string): Promise<string[]> =>
  (await engine.search(query)).pages.map((p) => p.url);

// Several cases index a few hundred pages in the test itself: seconds of CPU on a busy machine.
describe('search engine', {timeout: 30_000}, () => {
  it('finds every inflected form of a Russian word', async () => {
    const {engine} = engineOver(PAGES);
    for (const q of ['коллизия', 'коллизии', 'коллизий', 'коллизиями']) {
      expect(await urls(engine, `${q} `)).toEqual(expect.arrayContaining(['/control/matrix/', '/space/rooms/']));
    }
  });

  it('ranks a title match above a body match', async () => {
    const {engine} = engineOver(PAGES);
    expect((await urls(engine, 'коллизий '))[0]).toBe('/control/matrix/');
    expect((await urls(engine, 'помещения '))[0]).toBe('/space/rooms/');
  });

  it('treats ё and е alike', async () => {
    const {engine} = engineOver(PAGES);
    expect(await urls(engine, 'отчет ')).toEqual(await urls(engine, 'отчёт '));
    expect((await urls(engine, 'отчет '))[0]).toBe('/value/report/');
  });

  it('completes the word being typed, not a finished one', async () => {
    const {engine} = engineOver(PAGES);
    expect(await urls(engine, 'матр')).toContain('/control/matrix/');
    expect(await urls(engine, 'матр ')).toEqual([]);
  });

  it('tolerates one typo in words of five letters or more, not in shorter ones', async () => {
    const {engine} = engineOver(PAGES);
    expect(await urls(engine, 'колизии ')).toContain('/control/matrix/');
    expect(await urls(engine, 'шаблн ')).toContain('/value/report/');
    expect(await urls(engine, 'дпуск ')).toContain('/control/matrix/');
    expect(await urls(engine, 'мтр ')).toEqual([]);
  });

  it('prefers sections that contain every query word and links to the section', async () => {
    const {engine} = engineOver(PAGES);
    const result = await engine.search('допуск миллиметрах');
    expect(result.pages[0]?.hits[0]?.url).toBe('/control/matrix/#dopusk');
    expect(result.pages[0]?.hits[0]?.heading).toBe('Допуски');
  });

  it('highlights the matched words in headings and snippets', async () => {
    const {engine} = engineOver(PAGES);
    const hit = (await engine.search('допуски ')).pages[0]?.hits[0];
    expect(hit?.headingRanges).toEqual([[0, 7]]);
    const [start, end] = hit?.snippetRanges[0] ?? [0, 0];
    expect(hit?.snippet.slice(start, end)).toBe('Допуск');
  });

  it('finds code identifiers whole and by their parts', async () => {
    const {engine} = engineOver(PAGES);
    expect((await urls(engine, 'SceneManager'))[0]).toBe('/api/scene/');
    expect((await urls(engine, 'scene manager '))[0]).toBe('/api/scene/');
    expect((await urls(engine, 'loadModel'))[0]).toBe('/api/scene/');
  });

  it('suggests completions of the last word that occur with the other words', async () => {
    const {engine} = engineOver(PAGES);
    expect(await engine.suggest('матрица колл')).toEqual(['матрица коллизий']);
    expect(await engine.suggest('шаблон колл')).toEqual([]);
    expect(await engine.suggest('матрица ')).toEqual([]);
  });

  it('loads only the manifest and the shards a query needs', async () => {
    const many = Array.from({length: 200}, (_, i) =>
      page(`/p${i}/`, `Страница ${i}`, [[`s${i}`, `Раздел ${i}`, `Текст номер ${i} про слово${i % 7} и термин${i}.`]]),
    );
    const {engine, loaded} = engineOver([...PAGES, ...many]);
    await engine.search('коллизии');
    expect(loaded[0]).toBe(MANIFEST_FILE);
    const vocab = loaded.filter((f) => f.includes('/v-'));
    expect(vocab).toHaveLength(1); // only the shard of "к"
    const {files} = buildIndex('ru', [...PAGES, ...many]);
    expect(loaded.length).toBeLessThan(files.size / 2);
  });

  it('downloads the text of the pages it shows, not of every page that matched', async () => {
    const many = Array.from({length: 60}, (_, i) =>
      page(`/m${i}/`, `Модель ${i}`, [
        [`s${i}`, `Раздел ${i}`, `${'Длинный текст о проверке модели. '.repeat(200)}${i}`],
      ]),
    );
    const {engine, loaded} = engineOver(many);
    const result = await engine.search('проверка модели', {limit: 3});
    expect(result.pages).toHaveLength(3);
    expect(result.total).toBeGreaterThanOrEqual(60);
    expect(loaded.filter((f) => f.includes('/d-')).length).toBeLessThanOrEqual(3);
  });

  it('shows a two-word first query from four files on a site of a few hundred pages, snippets following', async () => {
    const many = Array.from({length: 300}, (_, i) =>
      page(`/p${i}/`, `Страница ${i}`, [
        [
          `s${i}`,
          `Раздел ${i}`,
          `Текст номер ${i} о матрице и коллизии ${i % 9}. ${'Пояснение к разделу. '.repeat(20)}`,
        ],
      ]),
    );
    const {engine, loaded} = engineOver([...PAGES, ...many]);
    const first = await engine.search('матрица коллизий', {snippets: 'loaded'});
    expect(first.pages.length).toBeGreaterThan(0);
    expect(first.pages[0]?.hits[0]?.heading).toBeTruthy();
    expect(first.snippetsPending).toBe(true);
    // The manifest, the vocabulary (with its postings) of "м" and of "к", all pages' headings.
    expect(loaded, loaded.join(' ')).toHaveLength(4);
    expect(loaded.filter((f) => f.includes('/p-') || f.includes('/d-'))).toEqual([]);
    const full = await engine.search('матрица коллизий', {snippets: 'wait'});
    expect(full.snippetsPending).toBeUndefined();
    expect(full.pages[0]?.hits[0]?.snippet).toMatch(/матриц|коллизи/i);
    // Asked again, the text is here: one answer, snippets and all.
    expect((await engine.search('матрица коллизий', {snippets: 'loaded'})).snippetsPending).toBeUndefined();
  });

  it('waits for the snippets of the pages the reader sees only, and reuses text already loaded', async () => {
    // Pages of six long sections: each page's text is a file of its own.
    const long = (i: number): Array<[string, string, string]> =>
      Array.from({length: 6}, (_, n): [string, string, string] => [
        `s${n}`,
        `Раздел ${n}`,
        `${'Длинный текст о проверке модели. '.repeat(60)}${i}`,
      ]);
    const many = Array.from({length: 40}, (_, i) => page(`/m${i}/`, `Модель ${i}`, long(i)));
    const {engine, loaded} = engineOver(many);
    const texts = (): string[] => loaded.filter((f) => f.includes('/d-'));
    const seen = await engine.search('проверка модели', {limit: 10, snippets: 'wait', snippetPages: 3});
    expect(texts()).toHaveLength(3);
    expect(seen.pages.slice(0, 3).every((p) => !p.snippetsPending && p.hits[0]?.snippet)).toBe(true);
    expect(seen.pages.slice(3).every((p) => p.snippetsPending && !p.hits[0]?.snippet)).toBe(true);
    expect(seen.snippetsPending).toBe(true);
    // The reader scrolls to two more pages: only their text is fetched.
    const more = await engine.search('проверка модели', {limit: 10, snippets: 'wait', snippetPages: 5});
    expect(texts()).toHaveLength(5);
    expect(more.pages.slice(0, 5).every((p) => !p.snippetsPending)).toBe(true);
    // Results without waiting show the snippets already here.
    const again = await engine.search('проверка модели', {limit: 10, snippets: 'loaded'});
    expect(again.pages.slice(0, 5).every((p) => p.hits[0]?.snippet)).toBe(true);
    expect(texts()).toHaveLength(5);
  });

  it('finds a synonym of another letter without that letter’s file', async () => {
    const synonyms = [
      [stem('clash'), stem('коллизия')],
      [stem('спека'), stem('спецификация')],
    ];
    const {engine, loaded} = engineOver(PAGES, {synonyms});
    const result = await engine.search('clash ', {snippets: 'loaded'});
    expect(result.pages.map((p) => p.url)).toEqual(expect.arrayContaining(['/control/matrix/', '/space/rooms/']));
    expect(loaded.filter((f) => f.includes('/v-'))).toHaveLength(1);
    // A synonym no page uses is known to be absent: no request for its letter either.
    loaded.length = 0;
    await engine.search('спецификация ');
    expect(loaded.filter((f) => f.includes('/v-'))).toHaveLength(1);
  });

  it('returns nothing for an empty query or stop words only', async () => {
    const {engine} = engineOver(PAGES);
    expect((await engine.search('')).pages).toEqual([]);
    expect((await engine.search('и в на ')).pages).toEqual([]);
  });
});

describe('snippets', () => {
  it('cuts a window around the first match and keeps the ranges on the words', () => {
    const text = `${'Вводный текст без совпадений. '.repeat(10)}Здесь допуск задаётся в миллиметрах.`;
    const snippet = makeSnippet(text, {terms: new Set(['допуск']), prefixes: []});
    expect(snippet.text.startsWith('…')).toBe(true);
    const [s, e] = snippet.ranges[0]!;
    expect(snippet.text.slice(s, e)).toBe('допуск');
  });
});
