/**
 * `npm run build:pdf [build] [section…]`: prints each docs section of the
 * built site as a PDF per locale (src/features/pdf). Needs the site built
 * (`npm run build`), Debian's Chromium, and poppler-utils and qpdf.
 */
import {buildPdfs} from '../src/features/pdf/plugin/buildPdf';
import {chromePath, CHROMIUM_ARGS} from './chromium';

const [root = 'build', ...only] = process.argv.slice(2);
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
