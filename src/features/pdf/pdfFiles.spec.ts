/**
 * Every PDF of the build (`npm run build:test` prints them), opened with
 * the tools that know PDF: poppler's pdfinfo, pdftotext and pdffonts, and
 * qpdf's JSON view of bookmarks and link annotations. No browser.
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import {SENTINEL_HEADING, SENTINEL_SENTENCE, SENTINEL_WORDS} from '../../../tests/fixtures/encrypt/sentinel';
import {siteConfig} from '../../../site.config';
import {manualEntries} from './shared/manual';
import {planFile, type LocalePlan} from './shared/plan';
import type {PdfIndex} from './shared/pdfFiles';
import {parseDests} from './plugin/dests';

const build = path.resolve(__dirname, '../../../build');

function tool(name: string, args: readonly string[]): string {
  return execFileSync(name, [...args], {encoding: 'utf8', maxBuffer: 256 * 1024 * 1024});
}

interface Outline {
  readonly title: string;
  readonly destpageposfrom1: number;
  readonly kids: readonly Outline[];
}

interface QpdfJson {
  readonly outlines: readonly Outline[];
  readonly pages: readonly {readonly object: string}[];
  readonly qpdf: readonly [unknown, Readonly<Record<string, {readonly value?: Record<string, unknown>}>>];
}

function qpdfJson(file: string): QpdfJson {
  return JSON.parse(tool('qpdf', ['--json=2', '--json-key=outlines', '--json-key=pages', '--json-key=qpdf', file]));
}

/** Text as read, soft hyphens and line-end hyphens of hyphenated words joined, spaces normalised. */
function plainText(file: string, first?: number, last?: number): string {
  const range = first ? ['-f', String(first), '-l', String(last ?? first)] : [];
  return tool('pdftotext', [...range, file, '-'])
    .replace(/\u00AD/g, '')
    .replace(/(\p{L})-\n(\p{Ll})/gu, '$1$2')
    .replace(/\s+/g, ' ');
}

const plans: LocalePlan[] = siteConfig.locales.all.map(
  (locale) => JSON.parse(fs.readFileSync(path.join(build, '_deploy', planFile(locale)), 'utf8')) as LocalePlan,
);
const indexes: PdfIndex[] = plans.map(
  (plan) => JSON.parse(fs.readFileSync(path.join(build, plan.baseUrl, 'pdf/index.json'), 'utf8')) as PdfIndex,
);

test('every section of every locale has its PDF, listed with its true size and page count', () => {
  for (const [i, plan] of plans.entries()) {
    const index = indexes[i]!;
    expect(index.pdfs.map((pdf) => pdf.section)).toEqual(plan.sections.map((section) => section.id));
    for (const pdf of index.pdfs) {
      const file = path.join(build, pdf.url);
      expect(fs.statSync(file).size, pdf.url).toBe(pdf.bytes);
      const info = tool('pdfinfo', [file]);
      expect(Number(/^Pages:\s+(\d+)/m.exec(info)?.[1]), pdf.url).toBe(pdf.pages);
      expect(info, pdf.url).toMatch(/^Tagged:\s+yes$/m);
      expect(info, pdf.url).toMatch(/^Page size:\s+59[45]\.\d+ x 841\.\d+ pts \(A4\)$/m);
    }
  }
  expect(indexes[0]!.pdfs.map((pdf) => pdf.section)).toEqual([
    'control',
    'value',
    'space',
    'site',
    'platform',
    'api',
    'viewer',
    'uniformat',
  ]);
});

test('the Control manual: cover, contents with page numbers, bookmarks after the sidebar, a known paragraph', () => {
  const file = path.join(build, 'pdf/control.pdf');
  const cover = plainText(file, 1);
  expect(cover).toContain('Справка Tessera');
  expect(cover).toContain('Tessera Control');
  expect(cover).toContain('Версия 4.6.2');
  expect(cover).toContain('Язык Русский');
  const plan = plans[0]!.sections.find((section) => section.id === 'control')!;
  const entries = manualEntries(plan.items);
  const {outlines} = qpdfJson(file);
  const dests = parseDests(tool('pdfinfo', ['-dests', file]));
  // The contents, then one bookmark per top-level item of the sidebar, at its chapter's first page.
  expect(outlines[0]!.title).toBe('Содержание');
  expect(outlines[0]!.destpageposfrom1).toBe(2);
  const top = entries.filter((e) => e.depth === 1);
  expect(outlines.slice(1).map((o) => o.destpageposfrom1)).toEqual(top.map((e) => dests[e.anchor]));
  // The section's sidebar: its landing, then the how-to and the user guide categories.
  expect(outlines.slice(1, 4).map((o) => o.title)).toEqual([
    'Tessera Control',
    'Пошаговые инструкции Tessera Control',
    'Руководство пользователя Tessera Control',
  ]);
  // A category's pages are its bookmark's children, and a page's own sections are the page's.
  const projects = outlines[3]!.kids[0]!;
  expect(projects.title).toBe('Окно «Проекты» в Tessera Control');
  expect(projects.kids.map((o) => o.title).slice(0, 2)).toEqual([
    'Подготовка проекта к проверке',
    'Колонки Tessera Control на вкладке «Модели»',
  ]);
  // A paragraph of the guide's "Projects" window page, as written (Markdown: content/control/control-guide).
  expect(plainText(file)).toContain(
    'Анализ выполняется на Tessera Server, а не на компьютере пользователя. Клиент можно закрыть сразу после запуска',
  );
  const contents = plainText(file, 2, 3);
  for (const entry of entries.slice(0, 6)) {
    // Body pages are numbered from the contents (1), the cover before them has none.
    const printed = dests[entry.anchor]! - 1;
    expect(contents, entry.label).toMatch(new RegExp(`${escape(entry.label.slice(0, 20))}[^]*?\\b${printed}\\b`));
  }
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

test('links inside a manual jump to the page of their chapter; links elsewhere open the site', () => {
  for (const url of ['/pdf/control.pdf', '/en/pdf/platform.pdf']) {
    const file = path.join(build, url);
    const json = qpdfJson(file);
    const objects = json.qpdf[1];
    const dests = parseDests(tool('pdfinfo', ['-dests', file]));
    let inside = 0;
    let outside = 0;
    for (const page of json.pages) {
      const annots = objects[`obj:${page.object}`]?.value?.['/Annots'];
      const refs = (typeof annots === 'string' ? objects[`obj:${annots}`]?.value : annots) as unknown;
      for (const ref of Array.isArray(refs) ? (refs as string[]) : []) {
        const annot = objects[`obj:${ref}`]?.value ?? {};
        if (annot['/Subtype'] !== '/Link') continue;
        const dest = annot['/Dest'];
        const action = annot['/A'] as Record<string, unknown> | undefined;
        if (typeof dest === 'string') {
          const name = dest.replace(/^(\/|u:|b:)/, '');
          expect(dests[name], `${url}: link to ${name}`).toBeGreaterThan(1);
          inside += 1;
        } else if (action?.['/S'] === '/URI') {
          const target = String(action['/URI']).replace(/^u:/, '');
          expect(target, url).toMatch(/^(https?:|mailto:)/);
          expect(target, url).not.toMatch(/127\.0\.0\.1|localhost/);
          outside += 1;
        }
      }
    }
    expect(inside, `${url}: links inside`).toBeGreaterThan(10);
    expect(outside, `${url}: links to the site`).toBeGreaterThan(0);
  }
});

test('figures stay vector: the platform guide’s SVG diagrams are drawn, not embedded as pictures', () => {
  const file = path.join(build, 'en/pdf/platform.pdf');
  const rows = tool('pdfimages', ['-list', file]).split('\n').slice(2).filter(Boolean);
  expect(rows, 'raster images in the PDF').toEqual([]);
  // The deployment diagram's labels are text in the PDF, as in the SVG.
  expect(plainText(file)).toContain('Tessera Server deployment');
});

test('every font is embedded', () => {
  for (const index of indexes) {
    for (const pdf of index.pdfs) {
      const rows = tool('pdffonts', [path.join(build, pdf.url)])
        .split('\n')
        .slice(2)
        .filter(Boolean);
      expect(rows.length, pdf.url).toBeGreaterThan(0);
      for (const row of rows) expect(row.split(/\s+/).slice(-5)[0], `${pdf.url}: ${row}`).toBe('yes');
    }
  }
});

test('no protected sentence, heading or word is in any PDF', () => {
  for (const index of indexes) {
    for (const pdf of index.pdfs) {
      const text = plainText(path.join(build, pdf.url));
      for (const secret of [SENTINEL_SENTENCE, SENTINEL_HEADING, ...SENTINEL_WORDS]) {
        expect(text.includes(secret), `${pdf.url} contains "${secret}"`).toBe(false);
      }
    }
  }
});
