import {describe, expect, it} from 'vitest';
import {htmlToTwin, IMAGE_DIR, PROTECTED_ATTRIBUTE, SKIP_ATTRIBUTE} from './plugin/convert';
import {groupBySection, llmsFull, llmsIndex, type LlmsPage} from './plugin/llms';
import {mayHaveTwin, twinPathOf} from './shared/paths';
import {linkedTwin} from './plugin/linkedTwin';

const SITE = 'https://help.tessera.example';
const options = {
  siteUrl: SITE,
  route: '/control/control-guide/collision-matrix/',
  baseUrl: '/',
  titleSuffix: ' | Справка Tessera',
};

function page(head: string, body: string): string {
  return `<!doctype html><html lang="ru"><head><title>Матрица коллизий | Справка Tessera</title><meta name="description" content="Группы элементов, типы проверок и допуски."/>${head}</head><body><nav class="navbar"><a href="/">Справка Tessera</a></nav><main><div class="theme-doc-markdown markdown">${body}</div></main><footer>Подвал</footer></body></html>`;
}

const HEADER = `<header><h1>Матрица коллизий</h1><div data-testid="article-meta"><span>Автор: Сергей Павлов</span><span class="tessera-badge"><a href="/control/tags/#коллизии">коллизии</a></span></div><div class="dropdown" ${SKIP_ATTRIBUTE}=""><button type="button">Страница в Markdown</button><span role="status"></span></div></header>`;
const SVG_DATA = `data:image/svg+xml;base64,${Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>').toString('base64')}`;

describe('twin paths', () => {
  it('puts .md in place of the trailing slash, and index.md at a locale root', () => {
    expect(twinPathOf('/control/control-guide/collision-matrix/', '/')).toBe(
      '/control/control-guide/collision-matrix.md',
    );
    expect(twinPathOf('/control/', '/')).toBe('/control.md');
    expect(twinPathOf('/', '/')).toBe('/index.md');
    expect(twinPathOf('/en/', '/en/')).toBe('/en/index.md');
    expect(twinPathOf('/en/control/', '/en/')).toBe('/en/control.md');
    expect(twinPathOf('/control/?q=1#x', '/')).toBe('/control.md');
  });

  it('gives test-only pages and the 404 page none', () => {
    expect(mayHaveTwin('/test-fixtures/legacy/home/')).toBe(false);
    expect(mayHaveTwin('/en/test-fixtures/pages/catalog/')).toBe(false);
    expect(mayHaveTwin('/404.html')).toBe(false);
    expect(mayHaveTwin('/control/')).toBe(true);
  });

  it('reads the twin a page links, quoted or not', () => {
    expect(
      linkedTwin(
        '<link rel="alternate" href="https://x/en/" hreflang="en"><link data-rh="true" rel="alternate" type="text/markdown" href="/control.md">',
      ),
    ).toBe('/control.md');
    expect(linkedTwin('<link rel=alternate type=text/markdown href=/en/index.md>')).toBe('/en/index.md');
    expect(linkedTwin('<link rel="alternate" href="/en/" hreflang="en">')).toBeNull();
  });
});

describe('HTML → Markdown twin', () => {
  it('writes the title, the description, then the body without the interface around it', () => {
    const twin = htmlToTwin(
      page(
        '',
        `${HEADER}<p>Матрица описывает, <strong>какие</strong> элементы проверять.</p><h2 id="группы">Группы<a class="hash-link" href="#группы">\u200b</a></h2><p>Текст.</p>`,
      ),
      options,
    );
    expect(twin?.title).toBe('Матрица коллизий');
    expect(twin?.markdown).toBe(
      '# Матрица коллизий\n\n> Группы элементов, типы проверок и допуски.\n\nМатрица описывает, **какие** элементы проверять.\n\n## Группы\n\nТекст.\n',
    );
  });

  it("keeps a code block's language and text, with its title above it", () => {
    const code = `<div class="tessera-code theme-code-block tessera-code--language-ts"><div class="tessera-code__title">auth.ts</div><pre class="tessera-code__pre language-ts"><code class="language-ts"><span class="token keyword">const</span> token <span class="token operator">=</span> <span class="token string">'x'</span>;\nawait <span class="token function">load</span>();</code></pre><button>Копировать</button></div>`;
    const twin = htmlToTwin(page('', `<h1>T</h1>${code}`), options);
    expect(twin?.markdown).toContain("**auth.ts**\n\n```ts\nconst token = 'x';\nawait load();\n```");
    expect(twin?.markdown).not.toContain('Копировать');
  });

  it('turns an admonition into a quote led by its kind, and a table with its caption into a Markdown table', () => {
    const admonition = `<div class="theme-admonition theme-admonition-tip admonition_xJq3 alert"><div class="admonitionHeading_Gvgb"><span class="admonitionIcon_Rf37"><svg><path d=""/></svg></span>подсказка</div><div class="admonitionContent_BuS1"><p>Начинайте с небольшой матрицы.</p></div></div>`;
    const table = `<table><caption>Классификация UniFormat II</caption><thead><tr><th>Код</th><th>Наименование</th></tr></thead><tbody><tr><th scope="row"><code>A10</code></th><td><span class="name_x">Фундаменты</span><span class="note_y">Не «фонды».</span></td></tr></tbody></table>`;
    const md = htmlToTwin(page('', `<h1>T</h1>${admonition}${table}`), options)?.markdown ?? '';
    expect(md).toContain('> **Подсказка**\n>\n> Начинайте с небольшой матрицы.');
    expect(md).toContain('**Классификация UniFormat II**');
    expect(md).toMatch(/\| Код +\| Наименование +\|/);
    expect(md).toMatch(/\| `A10` \| Фундаменты Не «фонды». \|/);
  });

  it('lists a catalog, cards and a row of buttons as links with absolute URLs', () => {
    const catalog = `<nav class="catalog_XPzt" data-testid="catalog"><h2 id="catalog">Каталог</h2><ul><li><a href="/control/control-howto/">Инструкции</a><ul><li><a href="/control/control-howto/before-start/">Перед началом</a></li></ul></li></ul></nav>`;
    const cards = `<section class="features"><a class="feature" href="/value/"><span class="featureIcon"><svg></svg></span><h2>Tessera Value</h2><p>Стоимостной анализ модели.</p></a><a class="feature" href="/space/"><h2>Tessera Space</h2><p>Помещения и зоны.</p></a></section>`;
    const buttons = `<div class="actions"><a class="button" href="/control/control-howto/">Начать</a> <a class="button" href="https://tessera.example/">Сайт продукта</a></div>`;
    const md = htmlToTwin(page('', `<h1>T</h1>${catalog}${cards}${buttons}`), options)?.markdown ?? '';
    expect(md).toContain('## Каталог');
    expect(md).toMatch(
      /- \[Инструкции\]\(https:\/\/help\.tessera\.example\/control\/control-howto\/\)\n {2}- \[Перед началом\]\(https:\/\/help\.tessera\.example\/control\/control-howto\/before-start\/\)/,
    );
    // Lists that follow each other alternate their bullet (`-`, `*`), or Markdown would read them as one.
    expect(md).toMatch(
      /^[-*] \[Tessera Value\]\(https:\/\/help\.tessera\.example\/value\/\) — Стоимостной анализ модели\.$/m,
    );
    expect(md).toMatch(/^[-*] \[Tessera Space\]\(https:\/\/help\.tessera\.example\/space\/\) — Помещения и зоны\.$/m);
    expect(md).toContain('[Начать](https://help.tessera.example/control/control-howto/)');
    expect(md).toContain('[Сайт продукта](https://tessera.example/)');
  });

  it('makes links and pictures absolute, writes inlined pictures as files, drops decorative pictures', () => {
    const body = `<h1>T</h1><p><a href="#группы">ниже</a>, <a href="../analysis-results/">результаты</a>, <a href="mailto:help@tessera.example">почта</a></p><p><img src="/img/hero.svg" alt="Схема"></p><p><img src="${SVG_DATA}" alt="Окно матрицы"></p><p><img src="/img/cover.svg" alt=""></p>`;
    const twin = htmlToTwin(page('', body), {
      ...options,
      route: '/en/control/control-guide/collision-matrix/',
      baseUrl: '/en/',
    });
    const md = twin?.markdown ?? '';
    expect(md).toContain('[ниже](https://help.tessera.example/en/control/control-guide/collision-matrix/#группы)');
    expect(md).toContain('[результаты](https://help.tessera.example/en/control/control-guide/analysis-results/)');
    expect(md).toContain('[почта](mailto:help@tessera.example)');
    expect(md).toContain('![Схема](https://help.tessera.example/img/hero.svg)');
    const [file] = [...(twin?.files.keys() ?? [])];
    expect(file).toMatch(new RegExp(`^${IMAGE_DIR}/[0-9a-f]{16}\\.svg$`));
    expect(md).toContain(`![Окно матрицы](https://help.tessera.example/en/${file})`);
    expect(twin?.files.get(file ?? '')?.toString()).toContain('<svg');
    expect(md).not.toContain('cover.svg');
    expect(md).not.toContain('data:');
  });

  it("drops form controls, their hints, live status text and React's comment separators", () => {
    const body = `<h1>T</h1><div><label for="q">Поиск по коду</label><input id="q" aria-describedby="q-hint"><span id="q-hint">Код или слово</span><select><option>Все уровни</option></select></div><p role="status">Показано 108 из 108</p><p>Перевод<!-- -->: Фундаменты</p>`;
    const md = htmlToTwin(page('', body), options)?.markdown ?? '';
    for (const gone of ['Поиск по коду', 'Код или слово', 'Все уровни', 'Показано', '<!--'])
      expect(md).not.toContain(gone);
    expect(md).toContain('Перевод: Фундаменты');
  });

  it("keeps a tag index's tag names, which are badges inside headings", () => {
    const body = `<h1>Теги</h1><ul class="cloud"><li class="tessera-badge"><a href="#коллизии">коллизии <span>4</span></a></li></ul><section><h2 id="коллизии"><span class="tessera-badge"><span>коллизии</span></span><span>4 страницы</span></h2><ul><li><a href="/control/">Tessera Control</a></li></ul></section>`;
    const md = htmlToTwin(page('', body), options)?.markdown ?? '';
    expect(md).toContain('## коллизии 4 страницы');
    expect(md).not.toMatch(/\[коллизии/);
  });

  it('takes the title from <title> where the page has no h1, and the whole main of a page that is not a doc', () => {
    const html = `<html><head><title>Справка Tessera | Справка Tessera</title></head><body><main><header><p>Руководства по всем продуктам.</p></header></main></body></html>`;
    expect(htmlToTwin(html, {...options, route: '/'})?.markdown).toBe(
      '# Справка Tessera\n\nРуководства по всем продуктам.\n',
    );
  });

  it('never writes a twin of a protected page', () => {
    const html = page(
      '',
      `<div ${PROTECTED_ATTRIBUTE}="true"><h1>Закрытая страница</h1><form><input type="password"></form></div>`,
    );
    expect(htmlToTwin(html, options)).toBeNull();
  });
});

describe('llms.txt', () => {
  const entry = (route: string, title: string, description = ''): LlmsPage => ({
    route,
    title,
    description,
    pageUrl: `${SITE}${route}`,
    twinUrl: `${SITE}${twinPathOf(route, route.startsWith('/en/') ? '/en/' : '/')}`,
    markdown: `# ${title}\n\n${description ? `> ${description}\n\n` : ''}Текст страницы ${title}.\n`,
  });
  const pages = [
    entry('/api/tessera-viewer/', 'Tessera Viewer', 'Библиотека просмотра.'),
    entry('/control/control-guide/', 'Руководство', 'Окна и настройки.'),
    entry('/api/tessera/', 'Tessera API'),
    entry('/control/', 'Tessera Control', 'Проверка моделей.'),
    entry('/', 'Справка Tessera', 'Главная.'),
    entry('/api/', 'Для разработчиков'),
  ];
  const roots = [
    {route: '/control/', fallbackTitle: 'control'},
    {route: '/value/', fallbackTitle: 'value'},
    {route: '/api/', fallbackTitle: 'api'},
    {route: '/api/tessera-viewer/', fallbackTitle: 'viewer'},
  ];
  const sections = groupBySection(pages, roots, 'Общее');
  const head = {
    title: 'Справка Tessera',
    summary: 'Документация по продуктам Tessera.',
    intro: 'Каждая ссылка ведёт на Markdown-версию страницы.',
  };

  it('groups pages by product section, the root page first and naming the section', () => {
    expect(sections.map((s) => [s.title, s.pages.map((p) => p.route)])).toEqual([
      ['Общее', ['/']],
      ['Tessera Control', ['/control/', '/control/control-guide/']],
      ['Для разработчиков', ['/api/', '/api/tessera/']],
      ['Tessera Viewer', ['/api/tessera-viewer/']],
    ]);
  });

  it('writes the llms.txt format: H1, summary quote, a paragraph, then H2 sections of links to twins', () => {
    const text = llmsIndex(head, sections);
    expect(
      text.startsWith(
        '# Справка Tessera\n\n> Документация по продуктам Tessera.\n\nКаждая ссылка ведёт на Markdown-версию страницы.\n\n## Общее\n\n- [Справка Tessera](https://help.tessera.example/index.md): Главная.\n',
      ),
    ).toBe(true);
    expect(text).toContain(
      '## Tessera Control\n\n- [Tessera Control](https://help.tessera.example/control.md): Проверка моделей.\n- [Руководство](https://help.tessera.example/control/control-guide.md): Окна и настройки.\n',
    );
    // A page without a description is a bare link.
    expect(text).toContain('- [Tessera API](https://help.tessera.example/api/tessera.md)\n');
  });

  it('escapes brackets in titles and keeps descriptions on one line', () => {
    const text = llmsIndex(head, [
      {title: 'A', pages: [{...entry('/a/', 'Массивы [] и [x]'), description: 'две\nстроки'}]},
    ]);
    expect(text).toContain('- [Массивы \\[\\] и \\[x\\]](https://help.tessera.example/a.md): две строки');
  });

  it("puts every page's twin in llms-full.txt with the address it comes from", () => {
    const text = llmsFull(head, sections);
    expect(text.startsWith('# Справка Tessera\n\n> Документация по продуктам Tessera.')).toBe(true);
    for (const p of pages) expect(text).toContain(`# ${p.title}\n\nSource: ${p.pageUrl}\n`);
    expect(text.split('\n\n---\n\n')).toHaveLength(pages.length + 1);
  });
});
