/**
 * Remark plugin of every docs and pages instance: `<Fact id="client.ramMin" />`
 * becomes the fact's text from the facts file, in the language the page is
 * written in, while the page is compiled. The reader, the search index and the
 * RSS-free static HTML get plain text; no component ships to the browser.
 *
 * It runs before Docusaurus's own remark plugins (`beforeDefaultRemarkPlugins`),
 * so the table of contents and excerpts already see the text. A fact in a
 * heading is refused: the heading's anchor would change whenever the fact does.
 */
import path from 'node:path';
import {siteConfig} from '../../../../site.config';
import {loadFacts, type FactLanguage} from './facts';

export interface RemarkFactsOptions {
  readonly siteDir: string;
  /** The facts file, relative to siteDir. */
  readonly factsFile: string;
  /** The facts file of the release a page belongs to, when that is not `factsFile` (an older release's, src/features/versions). */
  readonly factsFileOf?: (filePath: string) => string | undefined;
  /** The language a page is written in (an English-only section's pages are English in both builds). */
  readonly languageOf: (filePath: string) => FactLanguage;
}

interface Attribute {
  readonly type: string;
  readonly name?: string;
  readonly value?: unknown;
}

interface Node {
  type: string;
  name?: string | null;
  value?: string;
  attributes?: Attribute[];
  children?: Node[];
  position?: {readonly start: {readonly line: number}};
}

const FACT = 'Fact';

function isFact(node: Node): boolean {
  return (node.type === 'mdxJsxTextElement' || node.type === 'mdxJsxFlowElement') && node.name === FACT;
}

/**
 * The language of a page from its path: a translation under `i18n/<language>/`
 * is in that language; any other file in its section's source language.
 */
export function languageFromPath(siteDir: string, filePath: string, sourceLanguage: FactLanguage): FactLanguage {
  const rel = path.relative(siteDir, filePath).split(path.sep);
  const language = rel[0] === 'i18n' ? siteConfig.locales.all.find((l) => l === rel[1]) : undefined;
  if (language !== undefined) return language;
  return sourceLanguage;
}

/**
 * Joins neighbouring text nodes, so a fact and the words around it are one
 * text in the HTML (no `<!-- -->` between them) for search and copying.
 */
function mergeText(children: Node[]): void {
  for (let i = children.length - 1; i > 0; i--) {
    const current = children[i];
    const previous = children[i - 1];
    if (current?.type === 'text' && previous?.type === 'text') {
      previous.value = `${previous.value ?? ''}${current.value ?? ''}`;
      children.splice(i, 1);
    }
  }
}

export default function remarkFacts(options: RemarkFactsOptions) {
  return (root: Node, file: {readonly path?: string}): void => {
    const filePath = file.path ?? '';
    const where = (node: Node): string =>
      `${path.relative(options.siteDir, filePath) || 'a page'}${node.position ? `:${node.position.start.line}` : ''}`;
    const factsFile = options.factsFileOf?.(filePath) ?? options.factsFile;
    const facts = loadFacts(options.siteDir, factsFile);
    const language = options.languageOf(filePath);

    const visit = (node: Node, inHeading: boolean): void => {
      const children = node.children;
      if (!children) return;
      children.forEach((child, i) => {
        if (!isFact(child)) {
          visit(child, inHeading || child.type === 'heading');
          return;
        }
        const attribute = child.attributes?.find((a) => a.type === 'mdxJsxAttribute' && a.name === 'id');
        const id = attribute?.value;
        if (typeof id !== 'string')
          throw new Error(`${where(child)}: <Fact /> needs a literal id, like <Fact id="client.ramMin" />`);
        const fact = facts.get(id);
        if (!fact) throw new Error(`${where(child)}: <Fact id="${id}" /> names no fact of ${factsFile}`);
        if (inHeading)
          throw new Error(
            `${where(child)}: <Fact id="${id}" /> in a heading; write the heading's words out, so its anchor stays put when the fact changes`,
          );
        const text: Node = {type: 'text', value: fact.text[language]};
        // A tag alone on its line is a block: it becomes a paragraph of its text.
        children[i] = child.type === 'mdxJsxFlowElement' ? {type: 'paragraph', children: [text]} : text;
      });
      mergeText(children);
    };
    visit(root, false);
  };
}
