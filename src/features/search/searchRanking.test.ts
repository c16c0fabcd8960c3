/**
 * Ranking of whole titles and headings on a small index: a query that is a
 * page's title (in any word forms) puts that page first, above pages that
 * only mention its words, however often; a whole heading of two words or more
 * puts its section next.
 */
import {describe, expect, it} from 'vitest';
import {buildIndex, coverShares, pageWeightOf, type SourcePage} from './plugin/buildIndex';
import {SearchEngine} from './shared/engine';
import {decodeImpact, encodeImpact} from './shared/format';
import {stem} from './shared/text';

const page = (
  url: string,
  title: string,
  intro: string,
  sections: Array<[string, string, string]> = [],
): SourcePage => ({
  url,
  title,
  crumbs: 'Tessera Control',
  sections: [
    {anchor: '', heading: '', text: intro, code: ''},
    ...sections.map(([anchor, heading, text]) => ({anchor, heading, text, code: ''})),
  ],
});

const LONG_INTRO =
  'Правила собирают в группы по разделам проекта, у каждой группы свой допуск, свой набор свойств и свой порядок выполнения. '.repeat(
    12,
  );

// Modelled on the real site, where «дерево проверки» ranked the page «Деревья проверок» fourth.
const PAGES: SourcePage[] = [
  page(
    '/control/sp333/',
    'СП 333.1325800 и КСИ в деревьях проверок',
    'Готовое дерево проверки по своду правил: дерево проверки требований СП и дерево проверки классификатора КСИ.',
    [
      [
        'use',
        'Использование вместе с требованиями экспертизы',
        'Дерево проверки подключается к проекту, как любое другое дерево проверки.',
      ],
    ],
  ),
  page('/control/complex/', 'Составные проверки', 'Составная проверка объединяет правила.', [
    ['nested', 'Вложенные деревья проверок', `Дерево можно вложить в другое дерево. ${LONG_INTRO}`],
    [
      'order',
      'Порядок выполнения',
      'Вложенные деревья проверок выполняются целиком: вложенное дерево проверки, затем следующее вложенное дерево проверки.',
    ],
    ['parts', 'Из чего собирается проверка', 'Проверка собирается из условий.'],
  ]),
  // A long introduction: by word statistics alone its title words weigh less than a short section's.
  page('/control/trees/', 'Деревья проверок', `Окно, в котором настраивают правила анализа моделей. ${LONG_INTRO}`, [
    ['result', 'Результат проверки', 'Результат показывает найденные элементы.'],
    ['limits', 'Ограничения', 'Не больше тысячи правил.'],
  ]),
  page(
    '/tessera/requirements/',
    'Российские требования',
    'Проверка моделей: дерево проверки ЦИМ, дерево проверки СП, дерево проверки для экспертизы.',
  ),
  page('/tessera/properties/', 'Дерево свойств', 'Дерево свойств модели.', [
    ['drag', 'Перетаскивание в запросы и деревья', 'Свойства перетаскивают в дерево.'],
  ]),
  page('/api/scene/', 'Class: SceneManager', 'Holds the loaded models.', [
    ['scene', 'scene', 'The scene the manager draws.'],
    ['load', 'loadModel()', 'Loads a model into the scene.'],
  ]),
  page('/api/viewer/', 'Class: Viewer', 'The viewer and its scene.', [
    ['scene', 'scene', 'The scene of the viewer. The scene holds every model.'],
  ]),
];

function engineOver(pages: readonly SourcePage[]): SearchEngine {
  const {files} = buildIndex('ru', pages);
  return new SearchEngine(async (file) => JSON.parse(files.get(file) ?? 'null') as unknown);
}

const urls = async (engine: SearchEngine, query: string): Promise<string[]> =>
  (await engine.search(query)).pages.map((p) => p.url);

describe('search ranking of titles and headings', () => {
  it('ranks the page whose title is the query first, in other word forms too', async () => {
    const engine = engineOver(PAGES);
    for (const query of ['деревья проверок ', 'дерево проверки ', 'дереву проверок ', 'Деревья проверок']) {
      expect((await urls(engine, query))[0], query).toBe('/control/trees/');
    }
    // The page top is the hit it opens.
    expect((await engine.search('дерево проверки ')).pages[0]?.hits[0]?.url).toBe('/control/trees/');
  });

  it('ranks it first while the last word is still being typed', async () => {
    expect((await urls(engineOver(PAGES), 'дерево пров'))[0]).toBe('/control/trees/');
  });

  it('ranks a page whose title only holds the query words below the one it equals', async () => {
    const found = await urls(engineOver(PAGES), 'дерево проверки ');
    // The СП page's title holds both words: above the page that repeats them in its text.
    expect(found.indexOf('/control/sp333/')).toBeLessThan(found.indexOf('/tessera/requirements/'));
  });

  it('ranks a section whose heading is the query above sections that only mention its words', async () => {
    const engine = engineOver(PAGES);
    const result = await engine.search('вложенные деревья проверок ');
    expect(result.pages[0]?.url).toBe('/control/complex/');
    expect(result.pages[0]?.hits[0]?.url).toBe('/control/complex/#nested');
  });

  it('does not lift one-word headings for a one-word query, nor a heading the query only partly covers', async () => {
    const engine = engineOver(PAGES);
    // "scene" is a member heading on two class pages; the class named after it wins by its title.
    expect((await urls(engine, 'scene manager '))[0]).toBe('/api/scene/');
    // One word that is a one-word heading: the page named with it first, not a member of that name.
    expect((await engine.search('scene ')).pages[0]?.hits[0]?.url).toBe('/api/scene/');
    // A heading of one word that the query's other word is not in is not "the heading typed in full".
    const result = await engine.search('scene model ');
    expect(result.pages[0]?.hits[0]?.heading).not.toBe('scene');
  });

  it('counts a word typed with a typo as a word of the title', async () => {
    const engine = engineOver([
      page('/matrix/', 'Матрица коллизий', `Матрица задаёт пары разделов. ${LONG_INTRO}`),
      page('/runs/', 'Запуск проверки', 'Проверка идёт по разделам.', [
        ['pairs', 'Коллизии матрицы', 'Коллизии матрицы: матрица коллизий показывает, какие коллизии искать.'],
      ]),
    ]);
    expect((await urls(engine, 'колизии матрица '))[0]).toBe('/matrix/');
  });
});

describe('page weights', () => {
  const guide = page(
    '/api/tessera/howto/tokens/',
    'Access tokens',
    `Every request carries an access token: exchange the client credentials for a token and keep it until it expires. ${LONG_INTRO}`,
    [
      [
        'refresh',
        'Refreshing a token',
        'An access token lives one hour; ask for a new access token before it expires.',
      ],
    ],
  );
  const operation = page(
    '/api/tessera/tessera-reference/auth/issue-token/',
    'Issue an access token',
    'POST /auth/token returns an access token.',
  );

  it('ranks a reference page below the guide whose title holds the same word once the reference is weighted down', async () => {
    // Both titles hold the word; unweighted, the short operation page wins on length alone.
    expect((await urls(engineOver([guide, operation]), 'token '))[0]).toBe(operation.url);
    const weighted = engineOver([guide, {...operation, weight: 0.6}]);
    expect(await urls(weighted, 'token ')).toEqual([guide.url, operation.url]);
    // A query only the reference answers still finds it first.
    expect((await urls(weighted, 'issue token '))[0]).toBe(operation.url);
  });

  it('takes the weight of the longest matching path prefix, without the locale, and 1 elsewhere', () => {
    const weights = [
      {prefix: '/api/tessera/tessera-reference/', weight: 0.6},
      {prefix: '/api/tessera/tessera-reference/schemas/', weight: 0.4},
    ];
    expect(pageWeightOf('/api/tessera/tessera-reference/auth/issue-token/', 'ru', weights)).toBe(0.6);
    expect(pageWeightOf('/en/api/tessera/tessera-reference/auth/issue-token/', 'en', weights)).toBe(0.6);
    expect(pageWeightOf('/en/api/tessera/tessera-reference/schemas/model/', 'en', weights)).toBe(0.4);
    expect(pageWeightOf('/api/tessera/tessera-howto/token/', 'ru', weights)).toBe(1);
    expect(pageWeightOf('/control/', 'ru')).toBe(1);
  });
});

describe('title shares in the index', () => {
  it('gives each word of a title its share, and the parts of a compound their word’s', () => {
    expect(coverShares('Деревья проверок')).toEqual(
      new Map([
        [stem('деревья'), 2],
        [stem('проверок'), 2],
      ]),
    );
    // Stop words are not words of the title; a compound's two parts are a quarter each.
    const proxy = coverShares('Настройка прокси-сервера');
    expect(proxy.get(stem('настройка'))).toBe(2);
    expect(proxy.get(stem('прокси'))).toBe(4);
    expect(proxy.get(stem('сервера'))).toBe(4);
    expect(coverShares('Проверки и правила').size).toBe(2);
    expect(coverShares('')).toEqual(new Map());
  });

  it('writes the share as a tenth of the impact and reads it back', () => {
    expect(encodeImpact(342.4, 3)).toBe(342.3);
    expect(decodeImpact(342.3)).toEqual({impact: 342, share: 1 / 3});
    expect(encodeImpact(17, 0)).toBe(17);
    expect(decodeImpact(17)).toEqual({impact: 17, share: 0});
    // Too long a title to write a share: a plain impact, never at least 1 below 1.
    expect(encodeImpact(0.2, 12)).toBe(1);
  });
});
