import {describe, expect, it} from 'vitest';
import {PROTECTED_ATTRIBUTE, extractPage} from './plugin/extract';

const SUFFIX = ' | Справка Tessera';
const html = ({htmlClass = '', head = '', body}: {htmlClass?: string; head?: string; body: string}): string =>
  `<!doctype html><html class="${htmlClass}"><head><title>Теги${SUFFIX}</title>${head}</head><body>` +
  `<nav class="navbar">Меню Tessera Control</nav><main>${body}</main><footer>Подвал</footer></body></html>`;

const article = (inner: string): string =>
  `<article><nav class="theme-doc-breadcrumbs"><ul><li class="breadcrumbs__item"><a href="/value/">Tessera Value</a></li>` +
  `<li class="breadcrumbs__item breadcrumbs__item--active">Теги</li></ul></nav>` +
  `<div class="theme-doc-markdown markdown"><header><h1>Как работают теги</h1></header>${inner}</div></article>`;

describe('search page extraction', () => {
  it('cuts an article into its top and h2/h3 sections, leaving out navigation and the meta line', () => {
    const page = extractPage(
      html({
        body: article(
          '<div data-testid="article-meta">Автор: Ирина Лебедева</div><p>Теги группируют позиции.</p>' +
            '<h2 id="naznachenie">Назначение тега<a class="hash-link" href="#naznachenie">#</a></h2><p>Тег назначается позиции каталога.</p>' +
            '<h3 id="kod">Пример</h3><pre><code>tag = "бетон"</code></pre>',
        ),
      }),
      {url: '/value/value-howto/tags/', titleSuffix: SUFFIX},
    );
    expect(page?.title).toBe('Как работают теги');
    expect(page?.crumbs).toBe('Tessera Value');
    expect(page?.sections.map((s) => s.anchor)).toEqual(['', 'naznachenie', 'kod']);
    expect(page?.sections[0]?.text).toBe('Теги группируют позиции.');
    expect(page?.sections[1]?.heading).toBe('Назначение тега');
    expect(page?.sections[2]?.code).toContain('tag = "бетон"');
    const all = JSON.stringify(page);
    expect(all).not.toContain('Ирина');
    expect(all).not.toContain('Меню');
    expect(all).not.toContain('Подвал');
  });

  it('indexes an article whose URL contains "tags" but skips the generated tag lists', () => {
    const body = article('<p>Теги группируют позиции.</p>');
    expect(extractPage(html({body}), {url: '/value/value-howto/tags/', titleSuffix: SUFFIX})).not.toBeNull();
    for (const htmlClass of ['docs-tags-list-page', 'plugin-docs docs-tags-doc-list-page']) {
      expect(extractPage(html({htmlClass, body}), {url: '/value/tags/отчёты/', titleSuffix: SUFFIX})).toBeNull();
    }
  });

  it('never reads a protected page or a page marked noindex', () => {
    const secret = `<div ${PROTECTED_ATTRIBUTE}="true"><h1>Закрытая страница</h1><form><input type="password"></form></div>`;
    expect(extractPage(html({body: secret}), {url: '/demo/encrypt/', titleSuffix: SUFFIX})).toBeNull();
    const noindex = html({head: '<meta name="robots" content="noindex, nofollow">', body: article('<p>Текст.</p>')});
    expect(extractPage(noindex, {url: '/hidden/', titleSuffix: SUFFIX})).toBeNull();
  });
});
