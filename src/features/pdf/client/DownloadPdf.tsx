/**
 * "Download PDF" on a section landing: the section's printed manual with its
 * size and page count, shown once the locale's list of PDFs (written by
 * `npm run build:pdf`) says the file exists. A build without PDFs shows no
 * link. Server and first client render are the same empty line, which keeps
 * its height, so the link's arrival moves nothing.
 */
import {useEffect, useState, type ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {translate} from '@docusaurus/Translate';
import {siteConfig, type LocaleId} from '@site/site.config';
import {parsePdfIndex, pdfIndexUrl, type PdfEntry} from '../shared/pdfFiles';

/** Inline: the landing's first-load CSS has no room left. One line is exactly the empty slot's height. */
const SLOT = {minHeight: '1.6rem', lineHeight: '1.6rem', margin: '0.5rem 0 0'} as const;

function megabytes(bytes: number, locale: LocaleId): string {
  return new Intl.NumberFormat(siteConfig.locales.bcp47[locale], {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(Math.max(bytes, 100_000) / 1_048_576);
}

export default function DownloadPdf({section}: {section: string}): ReactNode {
  const {siteConfig: site, i18n} = useDocusaurusContext();
  const [entry, setEntry] = useState<PdfEntry | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    // Asked of the site each time (revalidated), so a new build's PDF shows its new size.
    fetch(pdfIndexUrl(site.baseUrl), {cache: 'no-cache', signal: controller.signal})
      .then((response) => (response.ok ? response.json() : null))
      .then((value: unknown) => setEntry(parsePdfIndex(value)?.pdfs.find((pdf) => pdf.section === section) ?? null))
      // No list (a build without PDFs, or offline without a saved copy): no link.
      .catch(() => undefined);
    return () => controller.abort();
  }, [site.baseUrl, section]);
  const locale = i18n.currentLocale as LocaleId;
  return (
    <p style={SLOT} className="tessera-download-pdf">
      {entry && (
        <a href={entry.url} download={entry.fileName} type="application/pdf">
          {translate({id: 'pdf.download', message: 'Download PDF'})}
        </a>
      )}
      {entry && ' '}
      {entry &&
        translate(
          {id: 'pdf.size', message: '({pages} pages, {size} MB)'},
          {pages: String(entry.pages), size: megabytes(entry.bytes, locale)},
        )}
    </p>
  );
}
