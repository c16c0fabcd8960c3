/**
 * Remark plugin of every docs and pages instance: a Markdown link to a page
 * this locale lacks but the other locale has (an English translation linking
 * to an untranslated Russian page) leads to that page in its own language,
 * with a marker after it, "(in Russian)". It becomes a plain `<a href="/…/"
 * hreflang="ru">`: not a router link, because the page lives in the other
 * locale's build, and not through `<Link>`, which would put `/en/` in front.
 * Everything happens at build time; the browser gets ordinary HTML.
 *
 * Docusaurus's broken-link check cannot see such a link (it knows only this
 * locale's routes), so this plugin checks it instead: a link to a route no
 * locale has is left alone for Docusaurus to report, and an anchor the
 * target page does not have fails the build, naming the file.
 *
 * A `pathname://` link to a page fails the build too: Docusaurus neither checks
 * it nor leaves it as written (it puts the locale's base in front, so in an
 * English page `pathname:///tessera/x/` leads to `/en/tessera/x/`, which may not
 * exist). A plain link to the page is checked, and goes to the other language
 * by the rule above where this one lacks it. Files (`pathname:///files/x.pdf`)
 * keep `pathname://`.
 */
import path from 'node:path';
import type {OtherLanguageTarget} from './otherLanguageLinks';
import {OTHER_LANGUAGE_MARKERS} from './otherLanguageLinks';
import type {LocaleId} from '../../../../site.config';

export interface RemarkOtherLanguageLinksOptions {
  /** The locale being built. */
  readonly locale: LocaleId;
  /** Where a site path leads when this locale lacks the page (otherLanguageTargets). */
  readonly targetOf: (sitePath: string) => OtherLanguageTarget | undefined;
  /** Section ids of a target's Markdown file (anchorReader). */
  readonly anchorsOf: (file: string) => ReadonlySet<string>;
  /** Error messages name the page relative to this folder. */
  readonly siteDir?: string;
}

/** The few mdast / mdast-util-mdx-jsx node shapes this plugin reads and writes. */
interface Node {
  readonly type: string;
  url?: string;
  title?: string | null;
  value?: string;
  children?: Node[];
}

interface JsxAttribute {
  readonly type: 'mdxJsxAttribute';
  readonly name: string;
  readonly value: string;
}

interface JsxTextElement extends Node {
  readonly type: 'mdxJsxTextElement';
  readonly name: string;
  readonly attributes: JsxAttribute[];
  children: Node[];
  readonly data: {readonly _mdxExplicitJsx: true};
}

interface VFileLike {
  readonly path?: string;
}

const PATHNAME_PROTOCOL = 'pathname://';

/** A site path: `/control/…`, not `//host/…`, a file under static/ or this page's `#anchor`. */
function isSitePath(url: string): boolean {
  return url.startsWith('/') && !url.startsWith('//') && !/\.[a-z0-9]+(?:[?#].*)?$/i.test(url.replace(/#.*$/, ''));
}

function decodeAnchor(hash: string): string {
  try {
    return decodeURIComponent(hash);
  } catch {
    return hash;
  }
}

/**
 * Rewrites the links of one Markdown tree; `file` names the page in error
 * messages. Returns how many links now lead to the other locale.
 */
export function rewriteOtherLanguageLinks(
  root: Node,
  options: RemarkOtherLanguageLinksOptions,
  file = 'this page',
): number {
  let rewritten = 0;
  const visit = (parent: Node): void => {
    const children = parent.children;
    if (children === undefined) return;
    for (let i = 0; i < children.length; i += 1) {
      const node = children[i];
      if (node === undefined) continue;
      if (node.type === 'link' && node.url?.startsWith(PATHNAME_PROTOCOL)) {
        const target = node.url.slice(PATHNAME_PROTOCOL.length);
        if (isSitePath(target))
          throw new Error(
            `[locale-map] ${file}: the link ${node.url} escapes the broken-link check, and Docusaurus puts this locale's base in front of it. Link to ${target} instead: the build checks it, and leads it to the page in another language where this one has none.`,
          );
      }
      if (node.type !== 'link' || node.url === undefined || !isSitePath(node.url)) {
        visit(node);
        continue;
      }
      const target = options.targetOf(node.url);
      if (target === undefined) continue;
      const hashAt = node.url.indexOf('#');
      const hash = hashAt >= 0 ? node.url.slice(hashAt + 1) : '';
      if (hash !== '' && target.file !== undefined && !options.anchorsOf(target.file).has(decodeAnchor(hash))) {
        throw new Error(
          `[locale-map] ${file}: the link to ${node.url} leads to the ${target.locale} page ${target.file}, which has no section "#${decodeAnchor(hash)}". Link to one of its headings' ids.`,
        );
      }
      const attributes: JsxAttribute[] = [
        {type: 'mdxJsxAttribute', name: 'href', value: `${target.href}${hash !== '' ? `#${hash}` : ''}`},
        {type: 'mdxJsxAttribute', name: 'hrefLang', value: target.locale},
        ...(node.title ? [{type: 'mdxJsxAttribute' as const, name: 'title', value: node.title}] : []),
      ];
      // Marked as JSX the author wrote, so MDX keeps the plain <a> instead of the theme's link component.
      const link: JsxTextElement = {
        type: 'mdxJsxTextElement',
        name: 'a',
        attributes,
        children: node.children ?? [],
        data: {_mdxExplicitJsx: true},
      };
      children[i] = link;
      rewritten += 1;
      const marker = OTHER_LANGUAGE_MARKERS[options.locale][target.locale];
      const next = children[i + 1];
      // A translator who already wrote the marker keeps one, not two.
      if (marker !== '' && !(next?.type === 'text' && next.value?.trimStart().startsWith(marker))) {
        children.splice(i + 1, 0, {type: 'text', value: ` ${marker}`});
        i += 1;
      }
    }
  };
  visit(root);
  return rewritten;
}

export default function remarkOtherLanguageLinks(options: RemarkOtherLanguageLinksOptions) {
  return (root: Node, file: VFileLike): void => {
    const name =
      file.path === undefined
        ? 'a page'
        : options.siteDir === undefined
          ? file.path
          : path.relative(options.siteDir, file.path);
    rewriteOtherLanguageLinks(root, options, name);
  };
}
