import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';
import {useTwinPath} from './useTwinPath';

/**
 * `<link rel="alternate" type="text/markdown">` to the page's Markdown twin,
 * for readers' tools. Rendered by the layouts of pages that have a twin
 * (docs pages, Markdown pages, tag indexes), never by a protected page; the
 * build (src/features/markdown-twins) writes the twin of every page that links one
 * and fails when a public page links none.
 */
export default function MarkdownAlternate(): ReactNode {
  const twin = useTwinPath();
  return twin ? (
    <Head>
      <link rel="alternate" type="text/markdown" href={twin} />
    </Head>
  ) : null;
}
