/**
 * Where a section's PDF lives and how the build describes it: shared by the
 * build that prints the PDFs (../plugin), the landing's "Download PDF" link
 * (../client) and the offline lists, so all three agree on addresses. The
 * folder is the offline feature's documents folder, which its worker keeps.
 */
import {DOCUMENTS_DIR, isDocumentPath} from '../../offline/shared/routes';

/** A locale's PDFs and their list live below its base URL: `/pdf/control.pdf`, `/en/pdf/control.pdf`. */
export const PDF_DIR = DOCUMENTS_DIR;
/** The list of a locale's PDFs with their sizes (`/pdf/index.json`): the link shows only what exists. */
export const PDF_INDEX = 'index.json';

/** One printed section, as the landing's link needs it. */
export interface PdfEntry {
  /** Docs section id (site.config.ts `sections`). */
  readonly section: string;
  /** Site address of the file, e.g. `/en/pdf/control.pdf`. */
  readonly url: string;
  /** The name a saved copy gets: `tessera-control-en.pdf`. */
  readonly fileName: string;
  readonly bytes: number;
  readonly pages: number;
}

export interface PdfIndex {
  readonly locale: string;
  readonly pdfs: readonly PdfEntry[];
}

/** The address of a section's PDF in the locale whose base URL is `baseUrl` (`/` or `/en/`). */
export function pdfUrl(baseUrl: string, section: string): string {
  return `${baseUrl}${PDF_DIR}/${section}.pdf`;
}

export function pdfIndexUrl(baseUrl: string): string {
  return `${baseUrl}${PDF_DIR}/${PDF_INDEX}`;
}

/** A PDF's address in any locale of the site: `/pdf/x.pdf`, `/en/pdf/x.pdf`. */
export function isPdfPath(pathname: string): boolean {
  return isDocumentPath(pathname) && pathname.endsWith('.pdf');
}

/** A locale's list of PDFs: `/pdf/index.json`, `/en/pdf/index.json`. */
export function isPdfIndexPath(pathname: string): boolean {
  return isDocumentPath(pathname) && pathname.endsWith(`/${PDF_DIR}/${PDF_INDEX}`);
}

/** Checks a fetched index; anything else is treated as "no PDFs" by the page. */
export function parsePdfIndex(value: unknown): PdfIndex | null {
  if (typeof value !== 'object' || value === null) return null;
  const {locale, pdfs} = value as {locale?: unknown; pdfs?: unknown};
  if (typeof locale !== 'string' || !Array.isArray(pdfs)) return null;
  const valid = pdfs.filter(
    (entry): entry is PdfEntry =>
      typeof entry === 'object' &&
      entry !== null &&
      typeof (entry as PdfEntry).section === 'string' &&
      typeof (entry as PdfEntry).url === 'string' &&
      isPdfPath((entry as PdfEntry).url) &&
      typeof (entry as PdfEntry).fileName === 'string' &&
      Number.isFinite((entry as PdfEntry).bytes) &&
      Number.isFinite((entry as PdfEntry).pages),
  );
  return {locale, pdfs: valid};
}
