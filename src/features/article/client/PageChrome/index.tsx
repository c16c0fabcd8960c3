import type {ReactNode} from 'react';
import clsx from 'clsx';
import {HtmlClassNameProvider} from '@docusaurus/theme-common';
import {pageChromeClasses} from './pageChrome';

/**
 * Old-site layout switches that reach outside the article:
 * `navbar: false`, `footer: false` and `copyright: false` become classes on
 * <html>, set in the server render, so the parts are hidden from the first
 * paint (src/features/article/client/PageChrome/pageChrome.css). `breadcrumbIcon: false`
 * is src/features/navigation/theme/DocBreadcrumbs's own.
 */
export default function PageChrome({
  frontMatter,
  children,
}: {
  frontMatter: Readonly<Record<string, unknown>>;
  children: ReactNode;
}): ReactNode {
  const classes = pageChromeClasses(frontMatter);
  if (classes.length === 0) return children;
  return <HtmlClassNameProvider className={clsx(classes)}>{children}</HtmlClassNameProvider>;
}
