import fs from 'node:fs';
import path from 'node:path';
import {unified} from 'unified';
import rehypeParse from 'rehype-parse';
import {select} from 'hast-util-select';
import {toString} from 'hast-util-to-string';
import type {Root} from 'hast';
import {test, expect} from '../../../tests/e2e/fixtures';
import {siteConfig} from '../../../site.config';
import {defaultLocale, localeIds} from '../../../site.locales';
import {twinOf, PROTECTED_ATTRIBUTE, type PageParts} from './plugin/convert';
import {twinPathOf} from './shared/paths';

/**
 * The build reads a page with a fast tokenizer and parses only its article with the HTML-standard
 * parser. This is the way it read pages before: the whole page through that parser, the article
 * found in the whole tree. Every twin the build wrote must be what that reading gives.
 */
function readWholePage(html: string): PageParts | null {
  const tree = unified().use(rehypeParse).parse(html);
  if (select(`[${PROTECTED_ATTRIBUTE}]`, tree)) return null;
  const root = select('.theme-doc-markdown', tree) ?? select('main', tree);
  if (!root) return null;
  const title = select('title', tree);
  return {
    article: {type: 'root', children: [structuredClone(root)]} satisfies Root,
    documentTitle: title ? toString(title) : '',
    description: select('meta[name="description"]', tree)?.properties.content?.toString() ?? '',
  };
}

/** Every page folder of the build (`index.html` files), as site paths. */
function builtPages(root: string): string[] {
  const pages: string[] = [];
  const walk = (dir: string): void => {
    for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
      if (entry.isDirectory() && entry.name !== 'assets') walk(path.join(dir, entry.name));
      else if (entry.name === 'index.html') pages.push(`/${path.relative(root, dir)}/`.replace(/^\/\/$/, '/'));
    }
  };
  walk(root);
  return pages;
}

// Hundreds of pages through the slow parser: most of a minute on a small machine.
test.describe.configure({timeout: 240_000});

for (const locale of localeIds) {
  test(`every ${locale} twin is what reading the whole page gives`, () => {
    const root = path.resolve('build');
    const baseUrl = locale === defaultLocale ? '/' : `/${locale}/`;
    const inOtherLocale = (route: string): boolean =>
      localeIds.some((other) => other !== defaultLocale && route.startsWith(`/${other}/`));
    const pages = builtPages(root).filter((route) =>
      locale === defaultLocale ? !inOtherLocale(route) : route.startsWith(baseUrl),
    );
    const differing: string[] = [];
    let compared = 0;
    for (const route of pages) {
      const twinFile = path.join(root, twinPathOf(route, baseUrl));
      if (!fs.existsSync(twinFile)) continue;
      const parts = readWholePage(fs.readFileSync(path.join(root, route, 'index.html'), 'utf8'));
      const twin = parts
        ? twinOf(parts, {
            siteUrl: siteConfig.url,
            route,
            baseUrl,
            titleSuffix: ` | ${siteConfig.title[locale]}`,
          })
        : null;
      compared += 1;
      if (twin?.markdown !== fs.readFileSync(twinFile, 'utf8')) differing.push(route);
    }
    // Both locales have hundreds of pages with twins.
    expect(compared).toBeGreaterThan(400);
    expect(differing).toEqual([]);
  });
}
