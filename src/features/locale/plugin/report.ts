/**
 * The translation coverage report of `npm run i18n:report`
 * (scripts/i18n-report.ts), for one translating locale (English on this site): per section,
 * the root locale's (Russian) pages with and without a translation; the home page and other pages of `src/pages`;
 * protected pages; English files Docusaurus never builds because no Russian
 * original has their path; translations whose Russian original changed after
 * them (git dates) and translations whose headings no longer match the
 * original's (the language switch then cannot keep the reader's section).
 * Pure: the script passes in git and file access. The report is written in
 * English and names the two languages.
 */
import {translatedDocsDir, type LocaleMap, type LocaleSection} from './localeMap';

export interface ReportInput<L extends string> {
  readonly map: LocaleMap<L>;
  /** The translating locale the report is about. */
  readonly locale: L;
  readonly sections: readonly LocaleSection[];
  /** Unix time of the last commit touching a file (relative to the site folder), or null when it has none. */
  readonly lastCommit: (file: string) => number | null;
  /** Whether a translated page's headings have the same levels in the same order as its original's. */
  readonly headingsAgree: (russianFile: string, englishFile: string) => boolean;
}

export interface Report {
  readonly lines: readonly string[];
  /** Russian pages (docs, `src/pages`, protected) with no English version. */
  readonly untranslated: number;
  /** Translations whose original changed after them. */
  readonly stale: number;
  /** Translations whose headings differ from the original's. */
  readonly headingsDiffer: number;
  /** English files without a Russian original. */
  readonly orphans: number;
}

const day = (seconds: number): string => new Date(seconds * 1000).toISOString().slice(0, 10);

/** A language's English name ("Russian" for `ru`), for the report's sentences. */
export function languageName(locale: string): string {
  return new Intl.DisplayNames(['en'], {type: 'language'}).of(locale) ?? locale;
}

export function translationReport<L extends string>({
  map,
  locale,
  sections,
  lastCommit,
  headingsAgree,
}: ReportInput<L>): Report {
  const source = map.locales.defaultLocale;
  const [sourceName, targetName] = [languageName(source), languageName(locale)];
  const lines: string[] = [];
  let untranslated = 0;
  let stale = 0;
  let headingsDiffer = 0;

  /** One line for a translated file pair, with its warnings. */
  const translatedLine = (route: string, russianFile: string, englishFile: string, checkHeadings: boolean): string => {
    const notes: string[] = [];
    const ru = lastCommit(russianFile);
    const en = lastCommit(englishFile);
    if (ru !== null && en !== null && ru > en) {
      stale += 1;
      notes.push(`${sourceName} original changed after the translation (${day(ru)} > ${day(en)})`);
    }
    if (checkHeadings && !headingsAgree(russianFile, englishFile)) {
      headingsDiffer += 1;
      notes.push(
        'headings differ from the original (levels or order): the language switch cannot keep the reader at the same section',
      );
    }
    return `  ✓ ${route}${notes.length ? `  — ${notes.join('; ')}` : ''}`;
  };

  for (const section of sections) {
    const pages = map.pages.filter((p) => p.section === section.id);
    if (pages.length === 0) continue;
    if (section.sourceLanguage !== source) {
      lines.push(
        '',
        `${section.id} (/${section.routeBasePath}/): written in ${languageName(section.sourceLanguage)}, shown in every locale — ${pages.length} pages`,
      );
      continue;
    }
    const translated = pages.filter((p) => p.in[locale]);
    const missing = pages.filter((p) => !p.in[locale]);
    untranslated += missing.length;
    lines.push(
      '',
      `${section.id} (/${section.routeBasePath}/): ${translated.length} of ${pages.length} pages translated`,
    );
    const englishDir = translatedDocsDir('', section.id, locale);
    for (const page of translated)
      lines.push(translatedLine(page.route, `${section.dir}/${page.relPath}`, `${englishDir}/${page.relPath}`, true));
    for (const page of missing) lines.push(`  ✗ ${page.route}  (${section.dir}/${page.relPath})`);
  }

  const sitePages = map.others.filter((p) => p.kind === 'page');
  if (sitePages.length > 0) {
    lines.push(
      '',
      `pages (src/pages, the home page): ${sitePages.filter((p) => p.files?.[locale]).length} of ${sitePages.length} translated`,
    );
    for (const page of sitePages) {
      const [ru, en] = [page.files?.[source], page.files?.[locale]];
      if (ru && en) lines.push(translatedLine(page.route, ru, en, false));
      else if (ru && !page.in[locale]) {
        untranslated += 1;
        lines.push(
          `  ✗ ${page.route}  (${ru}): /${locale}${page.route} shows the ${sourceName} text until it is translated`,
        );
      } else if (ru)
        lines.push(`  ✓ ${page.route}  (${ru}: a component page, translated through i18n/${locale}/code.json)`);
    }
  }

  const protectedPages = map.others.filter((p) => p.kind === 'protected');
  if (protectedPages.length > 0) {
    lines.push(
      '',
      `protected pages (protected/<locale>/): ${protectedPages.filter((p) => p.in[source] && p.in[locale]).length} of ${protectedPages.length} in both languages`,
    );
    for (const page of protectedPages) {
      const [ru, en] = [page.files?.[source], page.files?.[locale]];
      if (ru && en) lines.push(translatedLine(page.route, ru, en, false));
      else if (ru) {
        untranslated += 1;
        lines.push(`  ✗ ${page.route}  (${ru}): no ${targetName} version`);
      } else if (en) lines.push(`  · ${page.route}  (${en}): ${targetName} only, no ${sourceName} version`);
    }
  }

  const orphans = map.orphans.filter((o) => o.file.startsWith(`i18n/${locale}/`));
  if (orphans.length > 0) {
    lines.push(
      '',
      `${targetName} files without a ${sourceName} original (Docusaurus does not build them): ${orphans.length}`,
    );
    for (const orphan of orphans)
      lines.push(`  ! ${orphan.file}  — no ${orphan.expected}: rename it to its original's path or remove it`);
  }

  lines.push(
    '',
    `Untranslated ${sourceName} pages: ${untranslated}. Translations behind their original: ${stale}. ` +
      `Translations whose headings differ: ${headingsDiffer}. ${targetName} files without original: ${orphans.length}.`,
  );
  return {lines, untranslated, stale, headingsDiffer, orphans: orphans.length};
}
