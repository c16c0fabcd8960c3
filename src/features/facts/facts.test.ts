import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {siteConfig} from '../../../site.config';
import {FactsFileError, loadFacts, parseFacts, resolveFactTags} from './plugin/facts';
import remarkFacts, {languageFromPath} from './plugin/remark';
import {checkFactStatements, elementCounts, ifcSchemas, menuPaths, releaseNumbers} from './plugin/statements';
import {releaseFactsFile} from '../versions/plugin/pageReleases';

const siteDir = path.resolve(__dirname, '../../..');
const facts = loadFacts(siteDir, siteConfig.factsFile);
const facts45 = loadFacts(siteDir, releaseFactsFile(siteConfig.factsFile, '4.5'));

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
      'release.lines',
      'release.newestPatches',
      'ifc.maxFileSize',
      'excel.maxFileSize',
      'ids.maxFileSize',
      'client.requestTimeout',
      'client.networkOptions',
      'web.browsers',
      'web.safariVersions',
      'web.unsupportedBrowsers',
      'ifc.versions',
    ]) {
      expect(facts.get(id)?.text.ru).toBeTruthy();
      expect(facts.get(id)?.text.en).toBeTruthy();
    }
    expect(facts.get('client.ramMin')?.text).toEqual({ru: '8 ГБ', en: '8 GB'});
    expect(facts.get('revit.versions')?.value).toEqual([2022, 2026]);
  });

  it('agrees with itself on releases and the upgrade path, in every release’s file', () => {
    for (const own of [facts, facts45]) {
      const line = own.get('release.line')?.text.en ?? '';
      const lines = (own.get('release.lines')?.value ?? []) as readonly string[];
      const patches = (own.get('release.newestPatches')?.value ?? []) as readonly string[];
      const directFrom = (own.get('upgrade.directFrom')?.value ?? []) as readonly string[];
      expect(lines.at(-1)).toBe(line);
      expect(patches).toContain(own.get('release.client')?.text.en);
      expect(patches.every((p) => lines.some((l) => p.startsWith(`${l}.`)))).toBe(true);
      expect(directFrom.every((r) => lines.includes(r) && r !== line)).toBe(true);
      expect(directFrom).toContain(own.get('upgrade.fromOlder')?.value);
      for (const r of directFrom) expect(own.get('upgrade.directFrom')?.text.en).toContain(r);
    }
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

  it('reads release numbers after the product, its programs or the words for release and version', () => {
    expect(
      releaseNumbers('Клиент 4.6.2 работает с сервером 4.6.0 и 4.6.1, но не с 4.5.x.').map(
        (r) => `${r.release}${r.patch === undefined ? '' : `.${r.patch}`}`,
      ),
    ).toEqual(['4.6.2', '4.6.0', '4.6.1', '4.5']);
    expect(releaseNumbers('Tessera Value 4.6, upgrading from version 4.3').map((r) => r.release)).toEqual([
      '4.6',
      '4.3',
    ]);
    // Other products' versions, a schema, a build number, a package's own numbers.
    expect(
      releaseNumbers(
        '.NET Framework 4.8, OpenGL 4.6, TLS 1.2 и 1.3, IFC4.3, BCF 2.1, Astra Linux 1.8, сборка 4.6.2.1187, @tessera/viewer 4.2.0, The 4.1 example',
      ),
    ).toEqual([]);
  });

  it('flags a release newer than the current one or a patch later than the newest, in both languages', () => {
    expect(mismatches('Клиент 4.6.2 работает с сервером 4.6.0 и 4.6.5, но не с 4.7.x.')).toEqual([
      '1: names release 4.6.5, a patch later than the newest of 4.6, 4.6.2 (facts file, release.newestPatches)',
      "1: names release 4.7, newer than this documentation's release 4.6 (facts file, release.line)",
    ]);
    expect(mismatches('Tessera 4.8 adds a new importer.', 'en')).toEqual([
      "1: names release 4.8, newer than this documentation's release 4.6 (facts file, release.line)",
    ]);
    expect(mismatches('Client 4.5.7 works with server 4.5.0.', 'en')).toEqual([
      expect.stringContaining('names release 4.5.7, a patch later than the newest of 4.5, 4.5.3'),
    ]);
    expect(mismatches('Клиент 4.6.2 работает с сервером 4.6.0 и 4.6.1, но не с 4.5.x.')).toEqual([]);
    expect(mismatches('Client 4.6.2 works with server 4.6.0 and 4.6.1, but not with 4.5.x.', 'en')).toEqual([]);
    // Numbers that are not the platform's releases.
    expect(
      mismatches(
        'Плагин использует .NET Framework 4.8, клиент — OpenGL 4.6; сервер ставится на Ubuntu Server 24.04, импорт читает IFC4.3, сборка 4.6.2.1187.',
      ),
    ).toEqual([]);
    expect(mismatches('Version 1.2.0 of the API came with Tessera Server 4.6.', 'en')).toEqual([]);
  });

  it('flags the next release named in the documentation of an older one', () => {
    const of45 = (text: string, language: 'ru' | 'en') =>
      checkFactStatements(text, 1, facts45, language).map((m) => `${m.line}: ${m.message}`);
    expect(of45('Клиент 4.5.3 работает с сервером 4.5.0, но не с 4.6.x.', 'ru')).toEqual([
      "1: names release 4.6, newer than this documentation's release 4.5 (facts file, release.line)",
    ]);
    expect(of45('Client 4.5.3 works with server 4.5.0 and 4.5.2, but not with 4.4.x.', 'en')).toEqual([]);
  });

  it('flags an upgrade path other than the facts file’s', () => {
    expect(mismatches('С 4.3 сервер обновляется через 4.4, затем до 4.6.')).toEqual([
      '1: states an upgrade through 4.4 ("С 4.3 сервер обновляется через 4.4, затем до 4.6."); the facts file (upgrade.fromOlder): upgrade the server to 4.5 first, then to 4.6',
    ]);
    expect(mismatches('From 4.3, upgrade the server to 4.4 first, then to 4.6.', 'en')).toEqual([
      expect.stringContaining('upgrade through 4.4'),
    ]);
    expect(mismatches('Сервер 4.6 обновляется напрямую с 4.3 и с 4.5.')).toEqual([
      expect.stringContaining('direct upgrade from 4.3'),
    ]);
    expect(mismatches('Server 4.6 upgrades directly from 4.3.', 'en')).toEqual([
      expect.stringContaining('(upgrade.directFrom): 4.6 upgrades from 4.4 and 4.5'),
    ]);
    expect(mismatches('| «Обновление с версии 4.4 не поддерживается» | … |')).toEqual([
      expect.stringContaining('an upgrade from 4.4 is not supported'),
    ]);
    expect(mismatches('Сервер 4.6 обновляется напрямую с 4.4 и с 4.5; с 4.3 — через 4.5.')).toEqual([]);
    expect(
      mismatches('Server 4.6 upgrades directly from 4.4 and 4.5; from 4.3, upgrade to 4.5 first, then to 4.6.', 'en'),
    ).toEqual([]);
    expect(mismatches('"Upgrading from version 4.3 is not supported"', 'en')).toEqual([]);
  });

  it('flags an upload limit other than the facts file’s, for models, Excel workbooks and IDS files', () => {
    expect(mismatches('Для загрузки крупных моделей прокси должен пропускать тела запросов не меньше 64 МБ.')).toEqual([
      '1: states an upload limit of 64 MB for models ("Для загрузки крупных моделей прокси должен пропускать тела запросов не меньше 64 МБ."); the facts file (ifc.maxFileSize) has up to 8 GB',
    ]);
    expect(mismatches('`.ifc` files and `.ifczip` archives up to 4 GB are accepted.', 'en')).toEqual([
      expect.stringContaining('upload limit of 4 GB for models'),
    ]);
    expect(mismatches('Книга Excel — до 20 МБ и 100 тыс. строк на лист.')).toEqual([
      expect.stringContaining('(excel.maxFileSize) has up to 50 MB'),
    ]);
    expect(mismatches('An IDS file may be up to 5 MB.', 'en')).toEqual([
      expect.stringContaining('limit of 5 MB for an IDS file'),
    ]);
    expect(mismatches('Файл IDS — до 10 МБ; книга Excel — до 50 МБ; архивы `.ifczip` — до 8 ГБ.')).toEqual([]);
    expect(mismatches('To upload large models the proxy must let through request bodies of up to 8 GB.', 'en')).toEqual(
      [],
    );
    // Sizes that are not upload limits: a fixed bug, a sample file, memory, a report template.
    expect(mismatches('Загрузка IFC больше 2 ГБ через обратный прокси обрывалась на 100 % передачи.')).toEqual([]);
    expect(mismatches('A 1 GB IFC file takes 10–15 minutes to process.', 'en')).toEqual([]);
    expect(mismatches('Для IFC более 1 млн элементов нужно до 32 ГБ оперативной памяти.')).toEqual([]);
    expect(mismatches('Шаблон отчёта Excel — до 10 МБ.')).toEqual([]);
  });

  it('flags a request timeout with another default or outside its range', () => {
    expect(
      mismatches('Прокси не должен обрывать соединения раньше тайм-аута клиента — 60 секунд по умолчанию.'),
    ).toEqual([
      '1: states a default request timeout of 60 s; the facts file (client.requestTimeout): 120 s by default, 30 to 600 s',
    ]);
    expect(
      mismatches('| Setting | Values | Default |\n|---|---|---|\n| **Request timeout** | 30–600 s | 90 s |', 'en'),
    ).toEqual([expect.stringMatching(/^3: states a default request timeout of 90 s/)]);
    expect(mismatches('Raise the **Request timeout** to 900 s.', 'en')).toEqual([
      expect.stringContaining('request timeout to 900 s, outside its range'),
    ]);
    expect(mismatches('Проверьте подключение; увеличьте **Тайм-аут запроса** до 300 с.')).toEqual([]);
    expect(
      mismatches('| Параметр | Значения | По умолчанию |\n|---|---|---|\n| **Тайм-аут запроса** | 30–600 с | 120 с |'),
    ).toEqual([]);
    // Other timeouts: a webhook's delivery, a reverse proxy's.
    expect(mismatches('Доставка веб-хука прерывается по тайм-ауту через 10 с.')).toEqual([]);
    expect(mismatches('Поднимите лимит до 8 ГБ и тайм-аут до 300 секунд.')).toEqual([]);
  });

  it('reads menu paths as pages write them', () => {
    expect(menuPaths('Откройте *Файл → Параметры → Сеть* и нажмите **Проверить**.')).toEqual([
      ['Файл', 'Параметры', 'Сеть'],
    ]);
    expect(menuPaths('Откройте *Администрирование → Аутентификация → Единый вход (SAML, OpenID Connect)*.')).toEqual([
      ['Администрирование', 'Аутентификация', 'Единый вход (SAML, OpenID Connect)'],
    ]);
  });

  it('flags a menu path other than the facts file’s, in both languages', () => {
    expect(mismatches('Окно открывается командой *Сервис → О программе*.')).toEqual([
      '1: writes the menu path "Сервис → О программе"; the facts file (client.aboutCommand) has "Справка → О программе"',
    ]);
    expect(mismatches('Откройте *Файл → Настройки → Сеть*.')).toEqual([
      expect.stringContaining('(client.networkOptions) has "Файл → Параметры → Сеть"'),
    ]);
    expect(mismatches('Set the policy in *Administration → Settings → Security*.', 'en')).toEqual([
      '1: writes the menu path "Administration → Settings → Security"; the facts file (admin.securityPlace) has "Administration → Server settings → Security"',
    ]);
    expect(mismatches('Issues are exported with *Reports → Issues export*.', 'en')).toEqual([]);
    expect(mismatches('Issues are exported with *Analysis → Export issues*.', 'en')).toEqual([
      expect.stringContaining('(control.exportIssuesCommand) has "Reports → Export issues"'),
    ]);
    expect(
      mismatches('Откройте *Файл → Параметры → Сеть* или окно *Справка → О программе → Сведения о системе*.'),
    ).toEqual([]);
    expect(
      mismatches(
        'Other settings are made under *File → Options → Network*; the fact says <Fact id="admin.tokensPlace" />.',
        'en',
      ),
    ).toEqual([]);
    // A page may start lower in the menu; another program's or the web application's menu has its own commands.
    expect(mismatches('На рисунке: Параметры → Сеть.')).toEqual([]);
    expect(mismatches('Откройте *Анализ → Проверка помещений → Параметры*.')).toEqual([]);
    expect(
      mismatches('Запустите Power BI Desktop и откройте *Файл → Параметры и настройки → Параметры → Безопасность*.'),
    ).toEqual([]);
    expect(mismatches('Версия видна в веб-приложении: меню пользователя → О программе.')).toEqual([]);
  });

  it('flags a BCF version the products do not use', () => {
    expect(mismatches('Экспорт в BCF 2.0.')).toEqual([expect.stringContaining('BCF 2.1 and 3.0')]);
    expect(mismatches('Экспорт в <Fact id="bcf.versions" />.')).toEqual([]);
  });

  it('flags a browser version floor other than the facts file’s, a fixed version, Internet Explorer and another WebGL', () => {
    const chromium = 'the facts file (web.chromiumVersions) has';
    const floors = [
      `1: states Chrome 115 and later; ${chromium} Chrome: the two latest major versions, no fixed version`,
      `1: states Edge 115 and later; ${chromium} Edge: the two latest major versions, no fixed version`,
      '1: states Firefox 115 and later; the facts file (web.firefoxVersions) has Firefox: the latest version and the current ESR, no fixed version',
      '1: states Safari 16.4 and later; the facts file (web.safariVersions) has Safari 17 and later',
    ];
    expect(
      mismatches(
        'Поддерживаются Chrome и Edge версии 115 и новее, Firefox 115 и новее, Safari 16.4 и новее; для просмотрщика браузер должен поддерживать WebGL 2.',
      ),
    ).toEqual(floors);
    expect(
      mismatches(
        'Chrome and Edge 115 and later, Firefox 115 and later, and Safari 16.4 and later are supported; for the viewer, the browser must support WebGL 2.',
        'en',
      ),
    ).toEqual(floors);
    expect(mismatches('| Браузер | Версии |\n|---|---|\n| Safari (macOS, iPadOS) | 16 и новее |')).toEqual([
      '3: states Safari 16 and later; the facts file (web.safariVersions) has Safari 17 and later',
    ]);
    expect(mismatches('Веб-приложение работает в Яндекс Браузере 24.')).toEqual([
      `1: names Yandex Browser 24 as supported; ${chromium} Yandex Browser: the two latest major versions, no fixed version`,
    ]);
    expect(mismatches('The web application also opens in Internet Explorer 11.', 'en')).toEqual([
      '1: calls Internet Explorer supported ("The web application also opens in Internet Explorer 11."); the facts file (web.unsupportedBrowsers): Internet Explorer and browsers without WebGL 2.0 are not supported',
    ]);
    expect(mismatches('Подойдёт любой браузер: Chrome, Firefox или Internet Explorer.')).toEqual([
      expect.stringContaining('calls Internet Explorer supported'),
    ]);
    expect(mismatches('Просмотрщику достаточно WebGL 1.0.')).toEqual([
      '1: states WebGL 1; the facts file (web.webgl) has WebGL 2.0',
    ]);
  });

  it('accepts the browsers of the facts file and leaves other talk of browsers alone', () => {
    expect(mismatches('Поддерживаются браузеры <Fact id="web.browsers" />.')).toEqual([]);
    expect(mismatches('Supported browsers: <Fact id="web.browsers" />.', 'en')).toEqual([]);
    expect(
      mismatches(
        '| Браузер | Версии |\n|---|---|\n| Google Chrome, Microsoft Edge, Яндекс Браузер | Две последние основные версии |\n| Safari (macOS, iPadOS) | 17 и новее |',
      ),
    ).toEqual([]);
    // After a bare comma a version is the last browser's (the supported-versions figure).
    expect(mismatches('Веб-приложение: Chrome, Edge, Яндекс Браузер, Firefox, Safari 17 и новее.')).toEqual([]);
    expect(mismatches('Internet Explorer и браузеры без WebGL 2.0 не поддерживаются.')).toEqual([]);
    expect(mismatches('Internet Explorer is not supported; open the address in Safari 18 or Chrome.', 'en')).toEqual(
      [],
    );
    // A version named without a claim of what works; Internet Explorer's settings, not the browser.
    expect(mismatches('В Chrome 120 исправлено мерцание панели «Свойства».')).toEqual([]);
    expect(mismatches('Зона «Местная интрасеть» настраивается в свойствах Internet Explorer.')).toEqual([]);
    // The viewer library's developer docs speak of browsers in general.
    const viewer =
      'The viewer needs WebGL 2, available in Safari 15 and later and in current Chrome, Edge and Firefox.';
    expect(checkFactStatements(viewer, 1, facts, 'en', {webApplicationBrowsers: false})).toEqual([]);
    expect(mismatches(viewer, 'en')).toEqual([expect.stringContaining('states Safari 15 and later')]);
  });

  it('reads IFC schemas in one spelling', () => {
    expect(
      ifcSchemas('IFC2X3, IFC4 ADD2 TC1, IFC4X3_ADD2, IFC 4.3, IFC4.0, IFC2x2; не IFC 1 ГБ').map((s) => s.schema),
    ).toEqual(['IFC2x3', 'IFC4', 'IFC4.3', 'IFC4.3', 'IFC4', 'IFC2x2']);
  });

  it('flags a list of supported IFC schemas other than the facts file’s and an unsupported schema called supported', () => {
    expect(mismatches('Tessera поддерживает IFC2x3 и IFC4.')).toEqual([
      '1: lists IFC2x3, IFC4 as the supported IFC schemas ("Tessera поддерживает IFC2x3 и IFC4."); the facts file (ifc.versions) has IFC2x3, IFC4, IFC4.3',
    ]);
    expect(mismatches('Tessera accepts IFC2x3 and IFC4 models.', 'en')).toEqual([
      '1: lists IFC2x3, IFC4 as the supported IFC schemas ("Tessera accepts IFC2x3 and IFC4 models."); the facts file (ifc.versions) has IFC2x3, IFC4, IFC4.3',
    ]);
    expect(mismatches('Импорт принимает IFC2x2, IFC2x3 и IFC4.')).toEqual([
      '1: calls IFC2x2 supported ("Импорт принимает IFC2x2, IFC2x3 и IFC4."); the facts file (ifc.versions) has IFC2x3, IFC4, IFC4.3',
    ]);
    expect(mismatches('IFC2x2 files are accepted too.', 'en')).toEqual([
      expect.stringContaining('calls IFC2x2 supported'),
    ]);
  });

  it('accepts the IFC schemas of the facts file and leaves schemas named for one feature alone', () => {
    expect(mismatches('Tessera принимает IFC2x3, IFC4 и IFC4.3 в одном проекте.')).toEqual([]);
    expect(mismatches('Import supports <Fact id="ifc.versions" />, including `IfcAlignment`.', 'en')).toEqual([]);
    expect(mismatches('Tessera Space reads `IfcSpace` from IFC2x3, IFC4 and IFC4.3.', 'en')).toEqual([]);
    expect(mismatches('Загрузите модель IFC2x3 или IFC4.')).toEqual([]);
    // One feature's schemas, a schema named alone, schemas named unsupported or as a cause.
    expect(
      mismatches('Для IFC4 и IFC4.3 геопривязка берётся из `IfcMapConversion`, её импорт поддерживается.'),
    ).toEqual([]);
    expect(mismatches('Import of IFC4.3 supports alignments.', 'en')).toEqual([]);
    expect(mismatches('Схемы IFC2x2 и старше не поддерживаются — пересохраните файл в IFC2x3 или IFC4.')).toEqual([]);
    expect(
      mismatches(
        '| Статус версии **Ошибка** | Схема IFC2x2 или `.ifcXML` | [Импорт IFC](/tessera/tessera-guide/ifc-import/) |',
      ),
    ).toEqual([]);
    expect(mismatches('When choosing between IFC2x3 and IFC4, stable GlobalIds matter more.', 'en')).toEqual([]);
  });

  it('leaves code blocks alone and counts lines from the body’s first line', () => {
    expect(
      checkFactStatements('```text\nRevit 2021–2023\n```\nRevit 2020–2021', 10, facts, 'ru').map((m) => m.line),
    ).toEqual([13]);
  });
});
