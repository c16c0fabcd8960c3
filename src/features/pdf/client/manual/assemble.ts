/**
 * The printed manual, laid out in the page Chromium prints (never part of the
 * site's bundle: ../../plugin/buildPdf.ts bundles this file with esbuild and
 * runs it in a section landing opened without its scripts, so the site's own
 * stylesheets apply). It fetches the section's pages, keeps each article's
 * text, pictures, code and tables, drops navigation and buttons, gives every
 * page a heading level that follows the sidebar's tree (Chromium's PDF
 * bookmarks follow the headings), makes ids unique and points links between
 * the manual's pages at their place in it; links elsewhere go to the site.
 */
import type {ManualInput, ManualEntry, ManualResult, TextRun} from '../../shared/manual';

/** Parts of an article that are the site's, not the document's. */
const DROP = [
  'button',
  'nav',
  'script',
  'noscript',
  'style',
  'form',
  'input',
  '.theme-doc-toc-mobile',
  '.theme-doc-breadcrumbs',
  '.theme-doc-footer',
  '.pagination-nav',
  '.hash-link',
  '.tessera-download-pdf',
  // The meta line (author, reading time, tags): the site's, the cover says what the manual is.
  '[data-testid="article-meta"]',
  '[class*="pageMenu"]',
  '[class*="PageMenu"]',
  '[class*="copyButton"]',
  '[class*="buttonGroup"]',
  '[role="tablist"]',
  '[data-tessera-no-print]',
].join(',');

const state: {texts: Text[]} = {texts: []};

function pathOf(url: URL): string {
  return url.pathname.endsWith('/') ? url.pathname : `${url.pathname}/`;
}

async function fetchArticle(href: string): Promise<{body: Element; lang: string | null; styles: string[]}> {
  const response = await fetch(href, {cache: 'no-store'});
  if (!response.ok) throw new Error(`${href}: HTTP ${response.status}`);
  const doc = new DOMParser().parseFromString(await response.text(), 'text/html');
  const body = doc.querySelector('.theme-doc-markdown') ?? doc.querySelector('article');
  if (!body) throw new Error(`${href}: no article in the page`);
  // A protected page has no article text, only its sealed payload: it is never printed.
  if (doc.querySelector('[data-tessera-protected], [class*="protectedPage"]'))
    throw new Error(`${href}: a protected page`);
  const styles = Array.from(doc.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')).map(
    (link) => new URL(link.getAttribute('href') ?? '', response.url).href,
  );
  const lang = body.closest('[lang]')?.getAttribute('lang') ?? null;
  return {body, lang, styles};
}

/** Tab panels all print, each under its tab's label. */
function unfoldTabs(root: Element): void {
  for (const list of Array.from(root.querySelectorAll('[role="tablist"]'))) {
    const labels = Array.from(list.querySelectorAll('[role="tab"]')).map((tab) => tab.textContent?.trim() ?? '');
    const container = list.parentElement;
    const panels = container ? Array.from(container.querySelectorAll(':scope > div > [role="tabpanel"]')) : [];
    panels.forEach((panel, i) => {
      panel.removeAttribute('hidden');
      const label = document.createElement('p');
      label.className = 'manual-tab-label';
      label.textContent = labels[i] ?? '';
      panel.prepend(label);
    });
  }
}

function shiftHeadings(root: Element, by: number, doc: Document): void {
  for (const heading of Array.from(root.querySelectorAll('h1, h2, h3, h4, h5, h6'))) {
    const level = Math.min(6, Number(heading.tagName.slice(1)) + by);
    if (`H${level}` === heading.tagName) continue;
    const next = doc.createElement(`h${level}`);
    for (const attr of Array.from(heading.attributes)) next.setAttribute(attr.name, attr.value);
    next.append(...Array.from(heading.childNodes));
    heading.replaceWith(next);
  }
}

function tocItem(entry: ManualEntry, doc: Document): HTMLLIElement {
  const li = doc.createElement('li');
  li.className = `manual-toc-${Math.min(entry.depth, 4)}`;
  const a = doc.createElement('a');
  a.href = `#${entry.anchor}`;
  const label = doc.createElement('span');
  label.className = 'manual-toc-label';
  label.textContent = entry.label;
  const number = doc.createElement('span');
  number.className = 'manual-toc-page';
  number.dataset.dest = entry.anchor;
  // Filled in after the first print, when each entry's page is known; same width either way.
  number.textContent = '000';
  a.append(label, number);
  li.append(a);
  return li;
}

export async function assemble(input: ManualInput): Promise<ManualResult> {
  const doc = document;
  const origin = window.location.origin;
  const pageAnchor = new Map(input.entries.filter((e) => e.href).map((e) => [e.href as string, e.anchor]));
  const idsByPage = new Map<string, Set<string>>();
  const styles = new Set<string>(
    Array.from(doc.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')).map((link) => link.href),
  );
  const sections: {entry: ManualEntry; body: Element | null; lang: string | null}[] = [];

  // A few pages at a time, kept in reading order.
  const fetched = new Map<string, Awaited<ReturnType<typeof fetchArticle>>>();
  const queue = input.entries.flatMap((entry) => (entry.href ? [entry.href] : []));
  await Promise.all(
    Array.from({length: 4}, async () => {
      for (let href = queue.shift(); href; href = queue.shift()) fetched.set(href, await fetchArticle(href));
    }),
  );
  for (const entry of input.entries) {
    const page = entry.href ? fetched.get(entry.href) : undefined;
    if (!entry.href || !page) {
      sections.push({entry, body: null, lang: null});
      continue;
    }
    const {body, lang, styles: pageStyles} = page;
    for (const href of pageStyles) styles.add(href);
    const ids = new Set<string>();
    for (const el of Array.from(body.querySelectorAll('[id]'))) ids.add(el.id);
    idsByPage.set(entry.href, ids);
    sections.push({entry, body, lang});
  }

  const main = doc.createElement('main');
  main.className = 'manual markdown';
  main.lang = input.lang;

  const tocHeading = doc.createElement('h1');
  tocHeading.className = 'manual-toc-title';
  tocHeading.id = 'manual-contents';
  tocHeading.textContent = input.texts.contents;
  const toc = doc.createElement('ol');
  toc.className = 'manual-toc';
  const tocBlock = doc.createElement('section');
  tocBlock.className = 'manual-contents';
  tocBlock.append(tocHeading, toc);
  main.append(tocBlock);

  let internal = 0;
  let external = 0;
  for (const {entry, body, lang} of sections) {
    toc.append(tocItem(entry, doc));
    const chapter = doc.createElement('section');
    chapter.className = `manual-page manual-depth-${entry.depth}`;
    chapter.id = entry.anchor;
    if (lang && lang !== input.lang) chapter.lang = lang;
    if (!body) {
      const heading = doc.createElement(`h${Math.min(6, entry.depth)}`);
      heading.textContent = entry.label;
      chapter.append(heading);
      main.append(chapter);
      continue;
    }
    body.querySelectorAll(DROP).forEach((el) => el.remove());
    // Slots the site keeps for parts that arrive with its scripts (the landing's offline panel).
    body.querySelectorAll('div:empty').forEach((el) => el.remove());
    unfoldTabs(body);
    for (const details of Array.from(body.querySelectorAll('details'))) {
      details.open = true;
      details.setAttribute('open', '');
    }
    for (const el of Array.from(body.querySelectorAll('[id]'))) el.id = `${entry.anchor}-${el.id}`;
    // The page's title heads the chapter at its depth in the sidebar; its sections follow one level down.
    const title = body.querySelector('h1');
    if (!title) {
      const heading = doc.createElement('h1');
      heading.textContent = entry.label;
      body.prepend(heading);
    }
    shiftHeadings(body, entry.depth - 1, doc);
    for (const img of Array.from(body.querySelectorAll('img'))) {
      img.loading = 'eager';
      img.removeAttribute('loading');
    }
    for (const a of Array.from(body.querySelectorAll<HTMLAnchorElement>('a[href]'))) {
      const raw = a.getAttribute('href') ?? '';
      if (raw.startsWith('#')) {
        a.setAttribute('href', `#${entry.anchor}-${raw.slice(1)}`);
        internal += 1;
        continue;
      }
      let url: URL;
      try {
        url = new URL(raw, new URL(entry.href as string, origin));
      } catch {
        continue;
      }
      if (url.origin !== origin) continue;
      const target = pageAnchor.get(pathOf(url));
      if (target) {
        const hash = decodeURIComponent(url.hash.slice(1));
        const ids = idsByPage.get(pathOf(url));
        a.setAttribute('href', hash && ids?.has(hash) ? `#${target}-${hash}` : `#${target}`);
        internal += 1;
      } else {
        // Another page of the site, or one of its files: the reader's copy opens it on the site.
        a.setAttribute('href', `${input.siteUrl}${url.pathname}${url.search}${url.hash}`);
        a.removeAttribute('download');
        external += 1;
      }
    }
    chapter.append(...Array.from(body.childNodes));
    main.append(chapter);
  }

  const head = doc.head;
  head.querySelectorAll('link[rel="stylesheet"], style, script').forEach((el) => el.remove());
  for (const href of styles) {
    const link = doc.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    head.append(link);
  }
  const style = doc.createElement('style');
  style.textContent = input.css;
  head.append(style);
  doc.title = input.title;
  doc.documentElement.lang = input.lang;
  doc.body.className = 'manual-body';
  doc.body.replaceChildren(main);

  await Promise.all(
    Array.from(doc.querySelectorAll('link[rel="stylesheet"]')).map(
      (link) =>
        new Promise<void>((resolve) => {
          if ((link as HTMLLinkElement).sheet) resolve();
          link.addEventListener('load', () => resolve());
          link.addEventListener('error', () => resolve());
        }),
    ),
  );
  const broken: string[] = [];
  await Promise.all(
    Array.from(doc.images).map((img) =>
      img.decode().catch(() => {
        broken.push(img.currentSrc || img.src);
      }),
    ),
  );
  await doc.fonts.ready;
  return {internal, external, broken};
}

/** Text to hyphenate, with the language of its element; headings, code and links' addresses are left alone. */
export function texts(): TextRun[] {
  const walker = document.createTreeWalker(
    document.querySelector('main.manual') ?? document.body,
    NodeFilter.SHOW_TEXT,
  );
  state.texts = [];
  const runs: TextRun[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || parent.closest('pre, code, kbd, h1, h2, h3, h4, h5, h6, .manual-toc, table')) continue;
    const text = node.nodeValue ?? '';
    if (!/[A-Za-zА-Яа-яЁё]{6,}/.test(text)) continue;
    state.texts.push(node as Text);
    runs.push({text, lang: parent.closest('[lang]')?.getAttribute('lang') ?? document.documentElement.lang});
  }
  return runs;
}

export function applyTexts(values: readonly string[]): void {
  state.texts.forEach((node, i) => {
    const value = values[i];
    if (value !== undefined) node.nodeValue = value;
  });
}

/** Writes each table-of-contents entry's page number (pages of the printed body, the contents page being 1). */
export function fillToc(pages: Readonly<Record<string, number>>): string[] {
  const missing: string[] = [];
  for (const el of Array.from(document.querySelectorAll<HTMLElement>('.manual-toc-page'))) {
    const page = pages[el.dataset.dest ?? ''];
    if (page === undefined) missing.push(el.dataset.dest ?? '');
    el.textContent = page === undefined ? '' : String(page);
  }
  return missing;
}

declare global {
  interface Window {
    tesseraManual: {
      assemble: typeof assemble;
      texts: typeof texts;
      applyTexts: typeof applyTexts;
      fillToc: typeof fillToc;
    };
  }
}

window.tesseraManual = {assemble, texts, applyTexts, fillToc};
