/**
 * The manual's cover, its running header and footer (Chromium's print
 * templates: plain HTML with their own small styles, page numbers filled in
 * by Chromium), and their words in each locale.
 */
import type {LocaleId} from '../../../../site.config';
import {formatDay} from '../../locale/shared/localeFormat';

interface ManualTexts {
  readonly contents: string;
  readonly release: string;
  readonly language: string;
  readonly date: string;
  readonly online: string;
}

const TEXTS: Record<LocaleId, ManualTexts> = {
  ru: {
    contents: 'Содержание',
    release: 'Версия',
    language: 'Язык',
    date: 'Дата выпуска документа',
    online: 'Актуальная версия на сайте',
  },
  en: {
    contents: 'Contents',
    release: 'Release',
    language: 'Language',
    date: 'Document date',
    online: 'Current version online',
  },
};

export function manualTexts(locale: LocaleId): ManualTexts {
  return TEXTS[locale];
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export interface CoverFacts {
  readonly lang: string;
  readonly product: string;
  readonly section: string;
  readonly localeLabel: string;
  readonly release: string;
  readonly date: Date;
  readonly locale: LocaleId;
  readonly siteUrl: string;
}

export function coverHtml(facts: CoverFacts): string {
  const t = TEXTS[facts.locale];
  const rows: [string, string][] = [
    [t.release, facts.release],
    [t.language, facts.localeLabel],
    [t.date, formatDay(facts.date, facts.locale)],
    [t.online, facts.siteUrl],
  ];
  return `<!doctype html><html lang="${escapeHtml(facts.lang)}"><head><meta charset="utf-8"><title>${escapeHtml(facts.section)}</title>
<style>
@page { size: A4; margin: 0; }
html, body { margin: 0; }
body { font-family: system-ui, -apple-system, 'Segoe UI', Roboto, Ubuntu, Cantarell, 'Noto Sans', sans-serif; color: #1c1e21; }
.cover { box-sizing: border-box; height: 296mm; padding: 38mm 24mm 28mm; display: flex; flex-direction: column; border-left: 14mm solid #1a4f8b; }
.product { font-size: 15pt; letter-spacing: 0.02em; color: #1a4f8b; margin: 0 0 10mm; }
h1 { font-size: 34pt; line-height: 1.15; margin: 0 0 auto; font-weight: 700; }
table { border-collapse: collapse; font-size: 11pt; margin-top: 20mm; }
th { text-align: left; font-weight: 400; color: #606770; padding: 1.5mm 8mm 1.5mm 0; vertical-align: top; }
td { padding: 1.5mm 0; }
</style></head><body><div class="cover">
<p class="product">${escapeHtml(facts.product)}</p>
<h1>${escapeHtml(facts.section)}</h1>
<table>${rows.map(([k, v]) => `<tr><th>${escapeHtml(k)}</th><td>${escapeHtml(v)}</td></tr>`).join('')}</table>
</div></body></html>`;
}

const TEMPLATE_STYLE =
  "font-family: system-ui, 'Noto Sans', sans-serif; font-size: 8pt; color: #606770; width: 100%; margin: 0 18mm 0 20mm; display: flex; justify-content: space-between;";

/** The running header: product and section, on every page after the cover. */
export function headerTemplate(product: string, section: string): string {
  return `<div style="${TEMPLATE_STYLE}"><span>${escapeHtml(product)}</span><span>${escapeHtml(section)}</span></div>`;
}

/** The footer: the page's number (the contents are page 1; the cover has none). */
export function footerTemplate(): string {
  return `<div style="${TEMPLATE_STYLE} justify-content: center;"><span class="pageNumber"></span></div>`;
}
