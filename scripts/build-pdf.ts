/**
 * `npm run build:pdf [build] [section…]`: prints each docs section of the
 * built site as a PDF per locale (src/features/pdf). Needs the site built
 * (`npm run build`), Debian's Chromium, and poppler-utils and qpdf.
 *
 * `--optional` (how `npm run build` calls it): where Chromium, poppler or qpdf
 * is missing, says which and leaves the site without PDFs (the landings then
 * show no "Download PDF") instead of failing the build.
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import {buildPdfs} from '../src/features/pdf/plugin/buildPdf';
import {chromePath, CHROMIUM_ARGS} from './chromium';

const args = process.argv.slice(2);
const optional = args.includes('--optional');
const [root = 'build', ...only] = args.filter((arg) => arg !== '--optional');

/** The tools the PDF build runs, each with the Debian package that has it; those not found. */
function missingTools(): string[] {
  const missing = fs.existsSync(chromePath) ? [] : [`Chromium at ${chromePath} (apt-get install chromium)`];
  for (const [tool, flag, pkg] of [
    ['qpdf', '--version', 'qpdf'],
    ['pdfinfo', '-v', 'poppler-utils'],
  ] as const) {
    try {
      execFileSync(tool, [flag], {stdio: 'ignore'});
    } catch {
      missing.push(`${tool} (apt-get install ${pkg})`);
    }
  }
  return missing;
}

const missing = optional ? missingTools() : [];
if (missing.length > 0) {
  console.log(`[pdf] section PDFs not built, missing: ${missing.join(', ')}`);
  process.exit(0);
}

const started = Date.now();
buildPdfs({root, chromePath, chromiumArgs: CHROMIUM_ARGS, only}).then(
  (reports) => {
    const bytes = reports.reduce((sum, r) => sum + r.bytes, 0);
    console.log(
      `[pdf] ${reports.length} PDFs, ${(bytes / 1_048_576).toFixed(1)} MB in all, ${((Date.now() - started) / 1000).toFixed(0)} s`,
    );
  },
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
