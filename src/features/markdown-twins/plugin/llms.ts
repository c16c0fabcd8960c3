/**
 * A locale's `llms.txt` and `llms-full.txt` in the llms.txt format
 * (llmstxt.org): the site's name as the H1, a one-paragraph summary as a
 * quote, a paragraph on what the files hold, then one H2 per product section
 * listing `[title](twin URL): description`. `llms-full.txt` has the same
 * head followed by every page's twin, each with the address it comes from.
 */

export interface LlmsPage {
  /** The page's path (`/en/control/`). */
  readonly route: string;
  /** Absolute URL of the HTML page. */
  readonly pageUrl: string;
  /** Absolute URL of its twin. */
  readonly twinUrl: string;
  readonly title: string;
  readonly description: string;
  /** The twin itself. */
  readonly markdown: string;
}

export interface LlmsSection {
  readonly title: string;
  readonly pages: readonly LlmsPage[];
}

export interface SectionRoot {
  /** The section's root path in this locale, with slashes (`/api/tessera-viewer/`). */
  readonly route: string;
  /** Heading used when the section has no page at its root. */
  readonly fallbackTitle: string;
}

export interface LlmsHead {
  /** The site's name (the H1). */
  readonly title: string;
  /** One paragraph on the site (the quote). */
  readonly summary: string;
  /** What the links lead to. */
  readonly intro: string;
}

/**
 * Pages by product section, in the configured order: a page belongs to the
 * section with the longest root above it (the viewer inside `/api/`); each
 * section opens with its root page and is named by it. Pages under no
 * section (the home page) come first under `generalTitle`.
 */
export function groupBySection(
  pages: readonly LlmsPage[],
  roots: readonly SectionRoot[],
  generalTitle: string,
): LlmsSection[] {
  const byRoot = new Map<string, LlmsPage[]>(roots.map((r) => [r.route, []]));
  const general: LlmsPage[] = [];
  for (const page of pages) {
    const owner = roots
      .filter((r) => page.route.startsWith(r.route))
      .sort((a, b) => b.route.length - a.route.length)[0];
    (owner ? (byRoot.get(owner.route) ?? general) : general).push(page);
  }
  const order = (list: LlmsPage[], root?: string): LlmsPage[] =>
    [...list].sort((a, b) =>
      a.route === root ? -1 : b.route === root ? 1 : a.route < b.route ? -1 : a.route > b.route ? 1 : 0,
    );
  const sections: LlmsSection[] = [];
  if (general.length) sections.push({title: generalTitle, pages: order(general)});
  for (const root of roots) {
    const list = byRoot.get(root.route) ?? [];
    if (!list.length) continue;
    const rootPage = list.find((p) => p.route === root.route);
    sections.push({title: rootPage?.title || root.fallbackTitle, pages: order(list, root.route)});
  }
  return sections;
}

/** One line of Markdown: no line breaks, which would end a list item or a quote. */
function line(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** Link text may not hold an unbalanced bracket. */
function linkText(text: string): string {
  return line(text).replace(/([[\]\\])/g, '\\$1');
}

function head({title, summary, intro}: LlmsHead): string {
  return [`# ${line(title)}`, `> ${line(summary)}`, line(intro)].join('\n\n');
}

export function llmsIndex(site: LlmsHead, sections: readonly LlmsSection[]): string {
  const parts = [head(site)];
  for (const section of sections) {
    const items = section.pages.map(
      (p) => `- [${linkText(p.title)}](${p.twinUrl})${p.description ? `: ${line(p.description)}` : ''}`,
    );
    parts.push(`## ${line(section.title)}\n\n${items.join('\n')}`);
  }
  return `${parts.join('\n\n')}\n`;
}

/** Every page's twin after the head, each followed (under its title) by the address it is read from. */
export function llmsFull(site: LlmsHead, sections: readonly LlmsSection[]): string {
  const parts = [head(site)];
  for (const page of sections.flatMap((s) => s.pages)) {
    const [first = '', ...rest] = page.markdown.trimEnd().split('\n');
    parts.push([first, '', `Source: ${page.pageUrl}`, ...rest].join('\n'));
  }
  return `${parts.join('\n\n---\n\n')}\n`;
}
