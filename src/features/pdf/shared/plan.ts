/**
 * What the site build hands the PDF printer for one locale: each docs
 * section's pages in its sidebar's order and tree, written after the locale is
 * built (../plugin/index.ts) into the build's deploy folder, which no server
 * serves, and read by `npm run build:pdf` (../plugin/buildPdf.ts).
 */

/** A sidebar item: a page (`href`), a category with or without its own page, and its children. */
export interface PlanNode {
  readonly label: string;
  readonly href?: string;
  readonly items?: readonly PlanNode[];
}

export interface SectionPlan {
  readonly id: string;
  /** The section landing's title (the cover's and running header's section name). */
  readonly title: string;
  /** The section landing's address. */
  readonly landing: string;
  readonly items: readonly PlanNode[];
}

export interface LocalePlan {
  readonly locale: string;
  /** The locale's `<html lang>`. */
  readonly htmlLang: string;
  /** `/` or `/en/`. */
  readonly baseUrl: string;
  readonly sections: readonly SectionPlan[];
}

/** Pages of a tree in reading order (a category's own page before its children), each once. */
export function pagesInOrder(items: readonly PlanNode[]): string[] {
  const out: string[] = [];
  const walk = (nodes: readonly PlanNode[]): void => {
    for (const node of nodes) {
      if (node.href && !out.includes(node.href)) out.push(node.href);
      if (node.items) walk(node.items);
    }
  };
  walk(items);
  return out;
}

/** Where a locale's plan is written, relative to the build's deploy folder. */
export function planFile(locale: string): string {
  return `pdf-plan.${locale}.json`;
}
