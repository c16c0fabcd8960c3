/**
 * `npm run i18n:report`: translation coverage — per section, Russian pages
 * with and without an English translation; the home page; protected pages;
 * English files without a Russian original (never built); translations whose
 * Russian original changed after the translation was last committed (git
 * dates) or whose headings no longer match it. See src/features/locale/plugin/report.ts.
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {siteConfig} from '../site.config';
import {buildLocaleMap, markdownBody, translationLocales} from '../src/features/locale/plugin/localeMap';
import {markdownHeadings, sameHeadingStructure} from '../src/features/locale/plugin/headings';
import {translationReport} from '../src/features/locale/plugin/report';

const siteDir = path.resolve(__dirname, '..');

/** Unix time of the last commit touching a file, or null when it is not committed. */
function lastCommit(file: string): number | null {
  try {
    const out = execFileSync('git', ['log', '-1', '--format=%ct', '--', file], {cwd: siteDir, encoding: 'utf8'}).trim();
    return out ? Number(out) : null;
  } catch {
    return null;
  }
}

const headings = (file: string) => markdownHeadings(markdownBody(fs.readFileSync(path.join(siteDir, file), 'utf8')));

const map = buildLocaleMap(siteDir, siteConfig.sections, siteConfig.locales);
// One report per translating locale (English on this site).
for (const locale of translationLocales(siteConfig.locales)) {
  const report = translationReport({
    map,
    locale,
    sections: siteConfig.sections,
    lastCommit,
    headingsAgree: (originalFile, translatedFile) =>
      sameHeadingStructure(headings(originalFile), headings(translatedFile)),
  });
  console.log(report.lines.join('\n'));
}
