import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {siteConfig} from '../../../site.config';
import {FactsFileError, loadFacts, parseFacts, resolveFactTags} from './plugin/facts';
import remarkFacts, {languageFromPath} from './plugin/remark';
import {checkFactStatements, elementCounts} from './plugin/statements';

const siteDir = path.resolve(__dirname, '../../..');
const facts = loadFacts(siteDir, siteConfig.factsFile);

/** Messages of the check for one paragraph of a Russian (or English) page. */
function mismatches(text: string, language: 'ru' | 'en' = 'ru'): string[] {
  return checkFactStatements(text, 1, facts, language).map((m) => `${m.line}: ${m.message}`);
}

describe('the facts file', () => {
  it('holds the facts the content check relies on, in both languages', () => {
    for (const id of [
      'client.ramMin',
      'client.ramLarge',
      'client.ramHuge',
      'revit.versions',
      'value.vatDefault',
      'compatibility.rule',
      'tokens.personalValidity',
      'bcf.versions',
    ]) {
      expect(facts.get(id)?.text.ru).toBeTruthy();
      expect(facts.get(id)?.text.en).toBeTruthy();
    }
    expect(facts.get('client.ramMin')?.text).toEqual({ru: '8 ГБ', en: '8 GB'});
    expect(facts.get('revit.versions')?.value).toEqual([2022, 2026]);
  });

  it('names the file, the fact and the field of a mistake', () => {
    expect(() => parseFacts('client.ram: {ru: 8 ГБ}', 'f.yml')).toThrow(
      'f.yml: fact "client.ram": field "en" (or "text") must be a non-empty string',
    );
    expect(() => parseFacts('ram: {text: 8}', 'f.yml')).toThrow(/fact "ram": an id is dot-separated/);
    expect(() => parseFacts('client.ram: {text: x, unit: GB}', 'f.yml')).toThrow('unknown field "unit"');
    expect(() => parseFacts('client.ram: {text: x, value: {a: 1}}', 'f.yml')).toThrow(FactsFileError);
    expect(() => parseFacts('- a', 'f.yml')).toThrow('f.yml: must be a map');
  });
});

describe('<Fact id="…" /> in a page', () => {
  it('reads as the fact in the page’s language', () => {
    const body = 'Минимум <Fact id="client.ramMin" />, Revit: <Fact id="revit.versions"/>.';
    expect(resolveFactTags(body, facts, 'ru').text).toBe('Минимум 8 ГБ, Revit: Revit 2022–2026.');
    expect(resolveFactTags('<Fact id="client.ramMin" />', facts, 'en').text).toBe('8 GB');
  });

  it('reports an unknown fact with its line', () => {
    expect(resolveFactTags('a\n<Fact id="client.ramMax" />', facts, 'ru').problems).toEqual([
      {line: 2, message: '<Fact id="client.ramMax" /> names no fact of the facts file'},
    ]);
  });

  it('is replaced by text when the page is compiled; a translation takes its own language', () => {
    const plugin = remarkFacts({
      siteDir,
      factsFile: siteConfig.factsFile,
      languageOf: (file) => languageFromPath(siteDir, file, 'ru'),
    });
    const fact = (type: string) => ({
      type,
      name: 'Fact',
      attributes: [{type: 'mdxJsxAttribute', name: 'id', value: 'client.ramMin'}],
    });
    const root = {
      type: 'root',
      children: [
        {type: 'paragraph', children: [{type: 'text', value: 'RAM '}, fact('mdxJsxTextElement')]},
        fact('mdxJsxFlowElement'),
      ],
    };
    plugin(root, {path: path.join(siteDir, 'i18n/en/docusaurus-plugin-content-docs-control/current/a.md')});
    expect(root.children).toEqual([
      {type: 'paragraph', children: [{type: 'text', value: 'RAM 8 GB'}]},
      {type: 'paragraph', children: [{type: 'text', value: '8 GB'}]},
    ]);
    const russian = {type: 'root', children: [{type: 'paragraph', children: [fact('mdxJsxTextElement')]}]};
    plugin(russian, {path: path.join(siteDir, 'content/control/a.md')});
    expect(russian.children[0]).toEqual({type: 'paragraph', children: [{type: 'text', value: '8 ГБ'}]});
  });

  it('fails the build on an unknown fact, an expression id or a fact in a heading, naming the file and line', () => {
    const plugin = remarkFacts({siteDir, factsFile: siteConfig.factsFile, languageOf: () => 'ru'});
    const file = {path: path.join(siteDir, 'content/control/a.md')};
    const at = {start: {line: 7}};
    const unknown = {
      type: 'root',
      children: [
        {
          type: 'mdxJsxFlowElement',
          name: 'Fact',
          position: at,
          attributes: [{type: 'mdxJsxAttribute', name: 'id', value: 'x.y'}],
        },
      ],
    };
    expect(() => plugin(unknown, file)).toThrow(
      'content/control/a.md:7: <Fact id="x.y" /> names no fact of src/features/facts/facts.yml',
    );
    const expression = {
      type: 'root',
      children: [
        {
          type: 'mdxJsxFlowElement',
          name: 'Fact',
          position: at,
          attributes: [
            {type: 'mdxJsxAttribute', name: 'id', value: {type: 'mdxJsxAttributeValueExpression', value: 'id'}},
          ],
        },
      ],
    };
    expect(() => plugin(expression, file)).toThrow('needs a literal id');
    const heading = {
      type: 'root',
      children: [
        {
          type: 'heading',
          children: [
            {
              type: 'mdxJsxTextElement',
              name: 'Fact',
              position: at,
              attributes: [{type: 'mdxJsxAttribute', name: 'id', value: 'client.ramMin'}],
            },
          ],
        },
      ],
    };
    expect(() => plugin(heading, file)).toThrow('in a heading');
  });
});

describe('statements of facts in a page', () => {
  it('reads element counts as pages write them', () => {
    expect(
      elementCounts(
        'свыше 500 тыс. элементов, до 200 000 элементов, около 3 млн элементов, 1,000,000 elements, 3 million elements',
      ).map((c) => c.value),
    ).toEqual([500_000, 200_000, 3_000_000, 1_000_000, 3_000_000]);
  });

  it('flags the memory statements that contradicted each other', () => {
    expect(mismatches('| Оперативная память | 8 ГБ | 16 ГБ и больше для моделей свыше 500 тыс. элементов |')).toEqual([
      expect.stringContaining('16 GB of client memory for 500,000 elements'),
    ]);
    expect(
      mismatches('| Оперативная память | 8 ГБ | 16 ГБ; для сводных моделей свыше 500 тыс. элементов — 32 ГБ |'),
    ).toHaveLength(1);
    expect(
      mismatches(
        'При 16 ГБ оперативной памяти и видеокарте с 4 ГБ видеопамяти окно уверенно отображает до 3 млн элементов одновременно.',
      ),
    ).toEqual([expect.stringContaining('16 GB of client memory for 3,000,000 elements')]);
    expect(mismatches('| Memory | 12 GB | 16 GB |', 'en')).toEqual([
      expect.stringContaining('states 12 GB of client memory'),
    ]);
  });

  it('accepts the memory tiers of the facts file, written or included', () => {
    expect(
      mismatches(
        '| Оперативная память | <Fact id="client.ramMin" /> — для моделей <Fact id="client.ramMinElements" /> | <Fact id="client.ramLarge" /> — для моделей <Fact id="client.ramLargeElements" />; <Fact id="client.ramHuge" /> — для моделей <Fact id="client.ramHugeElements" /> |',
      ),
    ).toEqual([]);
    expect(
      mismatches(
        'При 16 ГБ оперативной памяти окно отображает около 1 млн элементов, при 32 ГБ и видеокарте с 4 ГБ видеопамяти — около 3 млн элементов.',
      ),
    ).toEqual([]);
    expect(
      mismatches(
        'Для моделей крупнее 200 000 элементов нужна рабочая станция с 16 ГБ оперативной памяти, крупнее 1 000 000 — с 32 ГБ.',
      ),
    ).toEqual([]);
  });

  it('flags a Revit range or version outside the plug-in’s', () => {
    expect(mismatches('Плагин работает в Revit 2022–2025.')).toEqual([
      '1: states Revit 2022–2025; the facts file (revit.versions) has Revit 2022–2026',
    ]);
    expect(mismatches('Поддерживается Revit 2021.')).toEqual([expect.stringContaining('names Revit 2021')]);
    expect(mismatches('Плагин работает в Revit 2022–2026, например в Revit 2025.')).toEqual([]);
  });

  it('flags an account lockout with other attempts or minutes than the facts file’s, not a model’s upload lock', () => {
    expect(mismatches('Три неудачные попытки входа подряд блокируют учётную запись на 30 минут.')).toEqual([
      expect.stringContaining('lockout after Три failed attempts'),
      expect.stringContaining('lockout of 30 minutes'),
    ]);
    expect(mismatches('After 10 failed sign-in attempts the account is locked for 15 minutes.', 'en')).toEqual([
      expect.stringContaining('lockout after 10 failed attempts'),
    ]);
    expect(mismatches('Пять неудачных попыток входа подряд блокируют учётную запись на 15 минут.')).toEqual([]);
    expect(mismatches('Five failed sign-in attempts in a row lock the account for 15 minutes.', 'en')).toEqual([]);
    // A model's upload lock has its own time.
    expect(mismatches('Блокировка модели снимается через 30 минут, если загрузка прервалась.')).toEqual([]);
  });

  it('flags a default VAT other than the facts file’s, in prose and in a table’s default column', () => {
    expect(
      mismatches('Стоимость считается без НДС, ставка задаётся в настройках проекта (по умолчанию 20 %).'),
    ).toEqual([expect.stringContaining('default VAT of 20 %')]);
    expect(
      mismatches('| Параметр | Значения | По умолчанию |\n|---|---|---|\n| Ставка НДС | 0 %, 10 %, 20 % | 20 % |'),
    ).toEqual([expect.stringMatching(/^3: .*default column/)]);
    expect(
      mismatches(
        '| Параметр | Значения | По умолчанию |\n|---|---|---|\n| Ставка НДС | 0 %, 10 %, 20 %, 22 % | 22 %; в старых проектах — 20 % |',
      ),
    ).toEqual([]);
    expect(mismatches('Ставка НДС по умолчанию — 22 %; сметы, начатые раньше, сохраняют 20 %.')).toEqual([]);
  });

  it('flags "client X works with server X and newer"', () => {
    expect(
      mismatches('Версия совпадает с версией платформы: клиент 4.4 работает с Tessera Server 4.4 и новее.'),
    ).toEqual([expect.stringContaining('compatibility.rule')]);
    expect(mismatches('Клиент 4.6.2 работает с сервером 4.6.0 и 4.6.1, но не с 4.5.x.')).toEqual([]);
  });

  it('flags lengths kept in millimetres, not millimetres shown', () => {
    expect(
      mismatches(
        'При импорте Tessera приводит единицы к единым: длины хранятся в миллиметрах, площади — в квадратных метрах.',
      ),
    ).toEqual([expect.stringContaining('units.formulas')]);
    expect(
      mismatches('Numeric values are stored in Tessera units: lengths in millimetres, areas in square metres.', 'en'),
    ).toHaveLength(1);
    expect(mismatches('Таблицы клиента показывают длины в миллиметрах, но формулы получают метры.')).toEqual([]);
  });

  it('flags dimensioned values compared in millimetres, the validation-tree form of the units mistake', () => {
    expect(
      mismatches(
        'Числовые значения сравниваются в единицах модели, а для свойств с размерностью — в миллиметрах, квадратных и кубических метрах.',
      ),
    ).toEqual([expect.stringContaining('compared in millimetres')]);
    expect(mismatches('Values with a dimension are compared in millimetres, square and cubic metres.', 'en')).toEqual([
      expect.stringContaining('units.formulas'),
    ]);
    expect(
      mismatches(
        'Значения с размерностью правило сравнивает в метрах: стена толщиной 250 мм имеет толщину 0.25, хотя таблицы клиента показывают толщину в миллиметрах.',
      ),
    ).toEqual([]);
    expect(mismatches('Допуск сравнивается с глубиной пересечения в миллиметрах.')).toEqual([]);
  });

  it('flags a personal token used for automation and validity other than the facts file’s', () => {
    expect(mismatches('Для автоматизации по расписанию выпустите токен tpat_ сервисной учётной записи.')).toEqual([
      expect.stringContaining('service accounts use client credentials'),
    ]);
    expect(mismatches('| **Срок действия** токена | 30, 60 или 365 дней |')).toEqual([
      expect.stringContaining('validity of 60 days'),
    ]);
    expect(mismatches('Refresh tokens are valid for 14 days and can be used once.', 'en')).toEqual([]);
  });

  it('flags a BCF version the products do not use', () => {
    expect(mismatches('Экспорт в BCF 2.0.')).toEqual([expect.stringContaining('BCF 2.1 and 3.0')]);
    expect(mismatches('Экспорт в <Fact id="bcf.versions" />.')).toEqual([]);
  });

  it('leaves code blocks alone and counts lines from the body’s first line', () => {
    expect(
      checkFactStatements('```text\nRevit 2021–2023\n```\nRevit 2020–2021', 10, facts, 'ru').map((m) => m.line),
    ).toEqual([13]);
  });
});
