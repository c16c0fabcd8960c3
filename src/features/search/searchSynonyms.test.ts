import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {buildIndex, type SourcePage} from './plugin/buildIndex';
import {SearchEngine} from './shared/engine';
import {parseSynonyms, readSynonyms} from './plugin/synonyms';
import {stem} from './shared/text';
import {siteConfig} from '../../../site.config';

const FILE = 'content/search-synonyms.yaml';

describe('search synonym file', () => {
  it('the site’s own file passes the build’s checks', () => {
    const groups = readSynonyms(path.resolve(siteConfig.search.synonymsFile));
    expect(groups.length).toBeGreaterThanOrEqual(10);
    expect(groups).toContainEqual([stem('спека'), stem('спецификация')]);
  });

  it('reads groups of words as index terms (stems, lower case, codes as written)', () => {
    expect(parseSynonyms('- [Спеки, спецификация]\n- [CDE, СОД]\n- [$filter, фильтр]\n', FILE)).toEqual([
      [stem('спеки'), stem('спецификация')],
      ['cde', 'сод'],
      ['$filter', stem('фильтр')],
    ]);
    expect(parseSynonyms('# only comments\n', FILE)).toEqual([]);
  });

  it('names the file, the group and the rule of every problem at once', () => {
    const text = [
      '- [спека]',
      '- [среда общих данных, СОД]',
      '- [CDE, СОД]',
      '- [модель, модели]',
      '- [и, and]',
      '- спека',
    ].join('\n');
    let message = '';
    try {
      parseSynonyms(text, FILE);
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain(FILE);
    expect(message).toContain('group 1 [спека] needs at least two words');
    expect(message).toContain('group 2: "среда общих данных" must be one word');
    expect(message).toContain('group 3: "СОД" is already in group 2');
    expect(message).toContain('group 4: "модели" is there twice');
    expect(message).toContain('group 5: "и" is a function word');
    expect(message).toContain('group 6 ("спека") must be a list');
  });

  it('rejects a file that is not a list or not YAML', () => {
    expect(() => parseSynonyms('спека: спецификация', FILE)).toThrow('must be a list of groups');
    expect(() => parseSynonyms('- [спека, ', FILE)).toThrow(FILE);
  });

  it('a query word finds the pages of its synonyms, below pages with the word itself', async () => {
    const page = (url: string, title: string, text: string): SourcePage => ({
      url,
      title,
      crumbs: '',
      sections: [{anchor: '', heading: '', text, code: ''}],
    });
    const pages = [
      page('/a/', 'Спецификация дверей', 'Спецификация собирается из модели.'),
      page('/b/', 'Спека в чате', 'Спека — так на площадке называют этот документ.'),
    ];
    const {files} = buildIndex('ru', pages, {synonyms: parseSynonyms('- [спека, спецификация]', FILE)});
    const engine = new SearchEngine(async (file) => JSON.parse(files.get(file) ?? 'null') as unknown);
    expect((await engine.search('спецификация ')).pages.map((p) => p.url)).toEqual(['/a/', '/b/']);
    const viaSynonym = await engine.search('спеку ');
    expect(viaSynonym.pages.map((p) => p.url)).toEqual(['/b/', '/a/']);
    expect(viaSynonym.pages[1]?.titleRanges).toEqual([[0, 12]]);
  });
});
