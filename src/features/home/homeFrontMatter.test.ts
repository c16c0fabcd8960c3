import {describe, expect, it} from 'vitest';
import {isHomePage, parseHomeFrontMatter} from './client/HomeLayout/homeFrontMatter';
import {normaliseFrontMatter} from '../frontmatter/plugin/frontMatter';

describe('home frontmatter (build-time check, src/features/home/plugin/homeFields.ts)', () => {
  it('keeps every field of good items', () => {
    const input = {
      home: true,
      actions: [
        {text: 'Начать', link: '/control/', type: 'primary'},
        {text: 'API', link: '/api/', type: 'secondary'},
      ],
      features: [{title: 'Control', details: 'Проверка', icon: 'collision', link: '/control/'}],
      highlights: [
        {
          header: 'С чего начать',
          description: 'Маршруты',
          image: '/img/a.svg',
          imageDark: '/img/a-dark.svg',
          imageAlt: 'Схема',
          features: [{title: 'Шаг 1', details: 'Подготовка', icon: 'check', link: '/control/control-howto/'}],
        },
      ],
    };
    const {frontMatter, problems} = normaliseFrontMatter(input);
    expect(problems).toEqual([]);
    expect(frontMatter).toMatchObject(input);
  });

  it('reports each bad item with its path and drops only that item', () => {
    const {frontMatter, problems} = normaliseFrontMatter({
      home: true,
      actions: [
        {text: 'Начать', link: '/control/'},
        {text: 'Без ссылки'},
        'строка',
        {text: 'API', link: '/api/', type: 'secondary'},
      ],
      features: [{title: 'A'}, {title: 'B'}, {title: 42, details: 'число'}, {details: 'без заголовка'}],
      highlights: [
        {header: 'С чего начать', features: [{title: 'Шаг 1'}, {title: ['x']}]},
        {description: 'без заголовка'},
      ],
    });
    expect(problems.map((p) => `${p.field} ${p.message}`)).toEqual([
      'actions[1].link must be a non-empty string, got nothing; the item is ignored',
      'actions[2] must be {text, link, type}, got a string; the item is ignored',
      'features[2].title must be a non-empty string, got a number; the item is ignored',
      'features[3].title must be a non-empty string, got nothing; the item is ignored',
      'highlights[0].features[1].title must be a non-empty string, got an array; the item is ignored',
      'highlights[1].header must be a non-empty string, got nothing; the item is ignored',
    ]);
    expect(frontMatter.actions).toEqual([
      {text: 'Начать', link: '/control/', type: 'primary'},
      {text: 'API', link: '/api/', type: 'secondary'},
    ]);
    expect(frontMatter.features).toEqual([{title: 'A'}, {title: 'B'}]);
    expect(frontMatter.highlights).toEqual([{header: 'С чего начать', features: [{title: 'Шаг 1'}]}]);
  });

  it('drops only a bad optional value of an item, and a bad button type falls back to primary', () => {
    const {frontMatter, problems} = normaliseFrontMatter({
      features: [{title: 'A', details: 5, icon: 'book', link: false}],
      actions: [
        {text: 'Начать', link: '/control/', type: 'big'},
        {text: 'Ещё', link: '/value/', type: 'default'},
      ],
      highlights: [{header: 'H', image: 7}],
    });
    expect(problems.map((p) => p.field)).toEqual([
      'actions[0].type',
      'features[0].details',
      'features[0].link',
      'highlights[0].image',
    ]);
    expect(problems[0]!.message).toBe('must be one of "primary", "secondary", "default", got "big"; "primary" is used');
    expect(frontMatter.features).toEqual([{title: 'A', icon: 'book'}]);
    // The old theme's "default" button is the secondary one.
    expect(frontMatter.actions).toEqual([
      {text: 'Начать', link: '/control/', type: 'primary'},
      {text: 'Ещё', link: '/value/', type: 'secondary'},
    ]);
    expect(frontMatter.highlights).toEqual([{header: 'H', features: []}]);
  });

  it('reports a list that is not a list', () => {
    const {frontMatter, problems} = normaliseFrontMatter({features: 'Control, Value', actions: {text: 'a', link: '/'}});
    expect(problems.map((p) => `${p.field} ${p.message}`)).toEqual([
      'actions must be a list of {text, link, type}, got an object; the value is ignored',
      'features must be a list of {title, details, icon, link}, got a string; the value is ignored',
    ]);
    expect(frontMatter).not.toHaveProperty('features');
    expect(frontMatter).not.toHaveProperty('actions');
  });

  it("accepts the old theme's other spellings of a highlight: title for header, highlights for its items", () => {
    const {frontMatter, problems} = normaliseFrontMatter({
      highlights: [{title: 'H', highlights: [{title: 'a'}], features: [{title: 'b'}]}],
    });
    expect(problems).toEqual([]);
    expect(frontMatter.highlights).toEqual([{header: 'H', features: [{title: 'b'}, {title: 'a'}]}]);
  });
});

describe('home frontmatter (what HomeLayout renders)', () => {
  it('recognises home pages', () => {
    expect(isHomePage({home: true})).toBe(true);
    expect(isHomePage({home: 'yes'})).toBe(false);
  });

  it('reads hero, its dark picture and its alt text; the title stands in for heroText', () => {
    const home = parseHomeFrontMatter({
      title: 'Главная',
      tagline: 'Справка',
      heroImage: '/img/hero.svg',
      heroImageDark: '/img/hero-dark.svg',
      heroAlt: 'Схема продуктов',
    });
    expect(home.heroText).toBe('Главная');
    expect(home.tagline).toBe('Справка');
    expect(home.heroImage).toEqual({src: '/img/hero.svg', srcDark: '/img/hero-dark.svg', alt: 'Схема продуктов'});
    expect(parseHomeFrontMatter({heroImage: '/img/hero.svg'}).heroImage).toEqual({
      src: '/img/hero.svg',
      srcDark: undefined,
      alt: '',
    });
    expect(parseHomeFrontMatter({heroImageDark: '/img/hero-dark.svg'}).heroImage).toBeUndefined();
  });

  it('gives a highlight picture alt text: imageAlt, else the heading', () => {
    const home = parseHomeFrontMatter({
      highlights: [
        {
          header: 'С чего начать',
          image: '/img/a.svg',
          imageDark: '/img/a-dark.svg',
          imageAlt: 'Схема маршрута',
          features: [{title: 'Шаг 1'}],
        },
        {header: 'Для разработчиков', image: '/img/b.svg', features: []},
      ],
    });
    expect(home.highlights[0]!.image).toEqual({src: '/img/a.svg', srcDark: '/img/a-dark.svg', alt: 'Схема маршрута'});
    expect(home.highlights[1]!.image).toEqual({src: '/img/b.svg', srcDark: undefined, alt: 'Для разработчиков'});
    expect(home.highlights[0]!.features[0]!.title).toBe('Шаг 1');
  });
});
