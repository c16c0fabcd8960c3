/**
 * What the printer (../plugin/buildPdf.ts) hands the page that lays out a
 * manual (../client/manual/assemble.ts), and what it answers.
 */
import type {PlanNode} from './plan';

/** One chapter of the manual: a page of the sidebar, or a category without a page of its own. */
export interface ManualEntry {
  readonly label: string;
  readonly href?: string;
  /** 1 for the sidebar's top level. */
  readonly depth: number;
  /** The chapter's id in the manual, also its PDF destination. */
  readonly anchor: string;
}

export interface ManualInput {
  readonly entries: readonly ManualEntry[];
  readonly lang: string;
  readonly title: string;
  /** The public site (`https://help.tessera.example`): links to pages outside the manual go there. */
  readonly siteUrl: string;
  /** The manual's stylesheet. */
  readonly css: string;
  readonly texts: {readonly contents: string};
}

export interface ManualResult {
  /** Links that now jump inside the manual. */
  readonly internal: number;
  /** Links that now open the site. */
  readonly external: number;
  /** Pictures that did not load. */
  readonly broken: readonly string[];
}

export interface TextRun {
  readonly text: string;
  readonly lang: string;
}

/** The sidebar tree as the manual's chapters, in reading order; a page listed twice is printed once. */
export function manualEntries(items: readonly PlanNode[]): ManualEntry[] {
  const out: ManualEntry[] = [];
  const seen = new Set<string>();
  const walk = (nodes: readonly PlanNode[], depth: number): void => {
    for (const node of nodes) {
      // A page's address ends with a slash, as the site serves it and its pages link it.
      const address = node.href && (node.href.endsWith('/') ? node.href : `${node.href}/`);
      const href = address && !seen.has(address) ? address : undefined;
      if (href) seen.add(href);
      if (href || (node.items && node.items.length > 0)) {
        out.push({label: node.label, ...(href ? {href} : {}), depth, anchor: `ch${out.length + 1}`});
      }
      if (node.items) walk(node.items, depth + 1);
    }
  };
  walk(items, 1);
  return out;
}
