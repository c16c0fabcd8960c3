/**
 * `npm run i18n:report`: translation coverage per section — Russian pages
 * with and without an English translation, and translations whose Russian
 * original changed after the translation was last committed (git dates).
 */
import {execFileSync} from 'node:child_process';
import path from 'node:path';
import {siteConfig} from '../site.config';
import {buildLocaleMap, englishDocsDir} from '../plugins/locale-map/localeMap';

const siteDir = path.resolve(__dirname, '..');

/** Unix time of the last commit touching a file, or null when it is not committed. */
function lastCommitTime(file: string): number | null {
  try {
    const out = execFileSync('git', ['log', '-1', '--format=%ct', '--', file], {cwd: siteDir, encoding: 'utf8'}).trim();
    return out ? Number(out) : null;
  } catch {
    return null;
  }
}

const map = buildLocaleMap(siteDir, siteConfig.sections);
let missingTotal = 0;
let staleTotal = 0;

for (const section of siteConfig.sections) {
  const pages = map.pages.filter((p) => p.section === section.id);
  if (pages.length === 0) continue;
  if (section.sourceLanguage === 'en') {
    console.log(`\n${section.id} (/${section.routeBasePath}/): written in English, shown in both locales — ${pages.length} pages`);
    continue;
  }
  const translated = pages.filter((p) => p.inEn);
  const missing = pages.filter((p) => !p.inEn);
  missingTotal += missing.length;
  console.log(`\n${section.id} (/${section.routeBasePath}/): ${translated.length} of ${pages.length} pages translated`);
  for (const page of translated) {
    const ru = lastCommitTime(path.join(section.dir, page.relPath));
    const en = lastCommitTime(path.relative(siteDir, path.join(englishDocsDir(siteDir, section.id), page.relPath)));
    const stale = ru !== null && en !== null && ru > en;
    if (stale) staleTotal += 1;
    console.log(`  ✓ ${page.route}${stale ? `  — Russian original changed after the translation (${new Date(ru * 1000).toISOString().slice(0, 10)} > ${new Date(en * 1000).toISOString().slice(0, 10)})` : ''}`);
  }
  for (const page of missing) console.log(`  ✗ ${page.route}  (${section.dir}/${page.relPath})`);
}

console.log(`\nUntranslated Russian pages: ${missingTotal}. Translations behind their original: ${staleTotal}.`);
