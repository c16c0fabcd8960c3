/**
 * One page's twin, on a worker thread (src/lib/plugin/threadPool.ts): reads the rendered page,
 * says which twin its head links and whether it is protected, and converts it. The plugin checks
 * the answers and writes the files.
 */
import fs from 'node:fs';
import {htmlToTwin, PROTECTED_ATTRIBUTE, type ConvertOptions} from './convert';
import {linkedTwin} from './linkedTwin';

export interface TwinTask {
  /** The page's HTML file. */
  readonly file: string;
  /** Whether a page at this address may have a twin at all (not the 404 or a test page). */
  readonly mayHaveTwin: boolean;
  readonly options: ConvertOptions;
}

export interface TwinResult {
  /** The twin the page's head links, if any. */
  readonly linked: string | null;
  readonly isProtected: boolean;
  /** The conversion, for a public page that may have a twin; null when there is nothing to write it from. */
  readonly twin: {
    readonly title: string;
    readonly description: string;
    readonly markdown: string;
    readonly files: readonly (readonly [string, Uint8Array])[];
  } | null;
}

const protectedMark = new RegExp(`<[^>]*\\s${PROTECTED_ATTRIBUTE}[\\s=>]`);

export default function convertPage({file, mayHaveTwin, options}: TwinTask): TwinResult {
  const html = fs.readFileSync(file, 'utf8');
  const linked = linkedTwin(html);
  const isProtected = protectedMark.test(html);
  if (isProtected || !mayHaveTwin) return {linked, isProtected, twin: null};
  const twin = htmlToTwin(html, options);
  return {
    linked,
    isProtected,
    twin: twin && {
      title: twin.title,
      description: twin.description,
      markdown: twin.markdown,
      files: [...twin.files].map(([rel, bytes]) => [rel, new Uint8Array(bytes)] as const),
    },
  };
}
