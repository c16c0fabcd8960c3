import {describe, expect, it} from 'vitest';
import {isHomePage, parseHomeFrontMatter} from '../../src/components/HomeLayout/homeFrontMatter';

describe('home frontmatter', () => {
  it('recognises home pages', () => {
    expect(isHomePage({home: true})).toBe(true);
    expect(isHomePage({home: 'yes'})).toBe(false);
  });

  it('reads hero, actions, features and highlights, skipping incomplete items', () => {
    const home = parseHomeFrontMatter({
      title: 'Главная',
      tagline: 'Справка',
      actions: [{text: 'Начать', link: '/control/'}, {text: 'Без ссылки'}, {text: 'API', link: '/api/', type: 'secondary'}],
      features: [{title: 'Control', details: 'Проверка', icon: 'collision', link: '/control/'}, {details: 'без заголовка'}],
      highlights: [{header: 'С чего начать', features: [{title: 'Шаг 1'}]}, {description: 'без заголовка'}],
    });
    expect(home.heroText).toBe('Главная');
    expect(home.actions).toEqual([
      {text: 'Начать', link: '/control/', type: 'primary'},
      {text: 'API', link: '/api/', type: 'secondary'},
    ]);
    expect(home.features).toHaveLength(1);
    expect(home.highlights).toHaveLength(1);
    expect(home.highlights[0]?.features[0]?.title).toBe('Шаг 1');
  });
});
