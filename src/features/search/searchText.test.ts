import {describe, expect, it} from 'vitest';
import {normalise, splitCamel, stem, terms, tokenize} from './shared/text';

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
    expect(words('scene_manager')).toEqual(['scene_manager', 'scene', 'manager']);
    expect(words('SceneManager.loadModel')).toEqual([
      'scenemanager.loadmodel',
      'scenemanager',
      'scene',
      'manager',
      'loadmodel',
      'load',
      'model',
    ]);
    expect(words('SceneManager.loadModel', false)).toEqual(['scenemanager.loadmodel']);
  });

  it('keeps the punctuation of identifiers in the whole word, so code finds code', () => {
    expect(words('$filter=Status eq 1')).toEqual(['$filter', 'filter', 'status', 'eq', '1']);
    expect(words('$filter', false)).toEqual(['$filter']);
    expect(words('`tcl_…`')).toEqual(['tcl_', 'tcl']);
    expect(words('tcl_8ZkV2mQ4rT')).toEqual(['tcl_8zkv2mq4rt', 'tcl', '8zkv2mq4rt']);
    expect(words('Viewer.dispose()')).toEqual(['viewer.dispose', 'viewer', 'dispose']);
    expect(words('IfcSlab, HTTP 403')).toEqual(['ifcslab', 'ifc', 'slab', 'http', '403']);
    // Codes are not stemmed: "$filters" is another name than "$filter".
    expect(terms('$filters tcl_ Viewer.disposed')).toEqual([
      '$filters',
      stem('filters'),
      'tcl_',
      'tcl',
      'viewer.disposed',
      'viewer',
      stem('disposed'),
    ]);
  });

  it('indexes a dotted number whole, by its leading runs and by its parts', () => {
    expect(words('СП 333.1325800.2020')).toEqual(['сп', '333.1325800.2020', '333.1325800', '333', '1325800', '2020']);
    expect(words('СП 333.1325800', false)).toEqual(['сп', '333.1325800']);
  });

  it('keeps version numbers and classification codes as one word', () => {
    expect(words('BCF 2.1', false)).toEqual(['bcf', '2.1']);
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

  it('gives words with a fleeting vowel before -к- one stem (genitive plurals, «список»)', () => {
    for (const forms of [
      ['проверка', 'проверки', 'проверок', 'проверкам'],
      ['ошибка', 'ошибок'],
      ['настройка', 'настройки', 'настроек'],
      ['вкладка', 'вкладок'],
      ['список', 'списка', 'списков'],
      ['порядок', 'порядка'],
    ]) {
      expect(new Set(forms.map(stem)).size, forms.join(' ')).toBe(1);
    }
    // Short stems keep their vowel: «блок» is not «блк».
    expect(stem('блок')).toBe('блок');
    expect(stem('блока')).toBe('блок');
    // Different words stay apart.
    expect(stem('проверок')).not.toBe(stem('проверочный'));
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
