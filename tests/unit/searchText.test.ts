import {describe, expect, it} from 'vitest';
import {normalise, splitCamel, stem, terms, tokenize} from '../../plugins/search/text';

const words = (text: string, parts = true): string[] => tokenize(text, {parts}).map((t) => t.word);

describe('search tokenizer', () => {
  it('lower-cases and folds ё into е', () => {
    expect(normalise('Отчёт ЁЛКА')).toBe('отчет елка');
    expect(words('Отчёт и отчет')).toEqual(['отчет', 'и', 'отчет']);
  });

  it('keeps positions of words in the source text', () => {
    const [first, second] = tokenize('Матрица коллизий');
    expect(first).toEqual({word: 'матрица', start: 0, end: 7});
    expect(second).toEqual({word: 'коллизий', start: 8, end: 16});
  });

  it('indexes a hyphenated word whole and by its parts, and a query keeps it whole', () => {
    expect(words('e-mail')).toEqual(['email', 'e', 'mail']);
    expect(words('e-mail', false)).toEqual(['email']);
    // Mixed scripts are two words: "BIM-модель" is BIM and модель.
    expect(words('BIM-модель')).toEqual(['bim', 'модель']);
    expect(words('BIM-модель', false)).toEqual(['bim', 'модель']);
  });

  it('splits code identifiers: camel case, snake case and dotted paths', () => {
    expect(splitCamel('SceneManager')).toEqual(['Scene', 'Manager']);
    expect(splitCamel('IFCImport')).toEqual(['IFC', 'Import']);
    expect(words('SceneManager')).toEqual(['scenemanager', 'scene', 'manager']);
    expect(words('SceneManager', false)).toEqual(['scenemanager']);
    expect(words('scene_manager')).toEqual(['scene', 'manager']);
    expect(words('SceneManager.loadModel')).toEqual(['scenemanager', 'loadmodel', 'scene', 'manager', 'load', 'model']);
  });

  it('keeps version numbers and classification codes as one word', () => {
    expect(words('BCF 2.1', false)).toEqual(['bcf', '21']);
    expect(words('A1010 B20')).toEqual(['a1010', 'b20']);
    expect(stem('a1010')).toBe('a1010');
  });
});

describe('search stemming', () => {
  it('gives Russian word forms one stem', () => {
    const forms = ['коллизия', 'коллизии', 'коллизий', 'коллизиями', 'коллизию'];
    expect(new Set(forms.map(stem)).size).toBe(1);
    expect(stem('проверки')).toBe(stem('проверка'));
    expect(stem('моделью')).toBe(stem('модели'));
  });

  it('treats ё and е as one letter before stemming', () => {
    expect(stem(normalise('отчёт'))).toBe(stem('отчет'));
    expect(stem(normalise('отчётов'))).toBe(stem('отчет'));
  });

  it('stems English words with the English stemmer, also inside Russian text', () => {
    expect(stem('collisions')).toBe(stem('collision'));
    expect(stem('imported')).toBe(stem('import'));
    expect(terms('Импорт моделей Revit')).toEqual([stem('импорт'), stem('моделей'), stem('revit')]);
  });

  it('leaves stop words out of the index terms', () => {
    expect(terms('Проверка и экспорт в Excel')).toEqual([stem('проверка'), stem('экспорт'), stem('excel')]);
    expect(terms('the import of models')).toEqual([stem('import'), stem('models')]);
  });
});
