/**
 * The theme's DocBreadcrumbs (theme-classic 3.10, MIT, Facebook), with:
 * - `breadcrumb: false` (SPEC.md §3) leaving the breadcrumb out of the page;
 * - a page its sidebar does not list (`index: false`) shown under the
 *   categories of its folder (src/navigation/breadcrumbTrail.ts), where the
 *   theme would show the home icon alone.
 */
import type {ReactNode} from 'react';
import clsx from 'clsx';
import {ThemeClassNames} from '@docusaurus/theme-common';
import {useDoc, useDocsSidebar, useSidebarBreadcrumbs} from '@docusaurus/plugin-content-docs/client';
import type {PropSidebarBreadcrumbsItem} from '@docusaurus/plugin-content-docs';
import {useHomePageRoute} from '@docusaurus/theme-common/internal';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import HomeBreadcrumbItem from '@theme/DocBreadcrumbs/Items/Home';
import DocBreadcrumbsStructuredData from '@theme/DocBreadcrumbs/StructuredData';
import {endsAtPage, unlistedPageCategories, type TrailItem} from '@site/src/navigation/breadcrumbTrail';
import styles from './styles.module.css';

function BreadcrumbsItemLink({children, href, isLast}: {children: ReactNode; href: string | undefined; isLast: boolean}): ReactNode {
  const className = 'breadcrumbs__link';
  if (isLast) {
    return <span className={className}>{children}</span>;
  }
  return href ? (
    <Link className={className} href={href}>
      <span>{children}</span>
    </Link>
  ) : (
    <span className={className}>{children}</span>
  );
}

function BreadcrumbsItem({children, active}: {children: ReactNode; active?: boolean}): ReactNode {
  return <li className={clsx('breadcrumbs__item', {'breadcrumbs__item--active': active})}>{children}</li>;
}

/** The sidebar's breadcrumb, or for a page the sidebar does not list, its folder's categories and the page. */
function useBreadcrumbs(): PropSidebarBreadcrumbsItem[] | null {
  const fromSidebar = useSidebarBreadcrumbs();
  const sidebar = useDocsSidebar();
  const {metadata, frontMatter} = useDoc();
  if (!fromSidebar || !sidebar || endsAtPage(fromSidebar as TrailItem[], metadata.permalink)) return fromSidebar;
  const categories = unlistedPageCategories(sidebar.items as TrailItem[], metadata.id) as PropSidebarBreadcrumbsItem[];
  const label = frontMatter.sidebar_label ?? metadata.title;
  return [...categories, {type: 'link', href: metadata.permalink, label, docId: metadata.id, unlisted: false}];
}

export default function DocBreadcrumbs(): ReactNode {
  const {frontMatter} = useDoc();
  const breadcrumbs = useBreadcrumbs();
  const homePageRoute = useHomePageRoute();

  if ((frontMatter as Record<string, unknown>).breadcrumb === false || !breadcrumbs) {
    return null;
  }

  return (
    <>
      <DocBreadcrumbsStructuredData breadcrumbs={breadcrumbs} />
      <nav
        className={clsx(ThemeClassNames.docs.docBreadcrumbs, styles.breadcrumbsContainer)}
        aria-label={translate({
          id: 'theme.docs.breadcrumbs.navAriaLabel',
          message: 'Breadcrumbs',
          description: 'The ARIA label for the breadcrumbs',
        })}>
        <ul className="breadcrumbs">
          {homePageRoute && <HomeBreadcrumbItem />}
          {breadcrumbs.map((item, idx) => {
            const isLast = idx === breadcrumbs.length - 1;
            const href = item.type === 'category' && item.linkUnlisted ? undefined : item.href;
            return (
              <BreadcrumbsItem key={idx} active={isLast}>
                <BreadcrumbsItemLink href={href} isLast={isLast}>
                  {item.label}
                </BreadcrumbsItemLink>
              </BreadcrumbsItem>
            );
          })}
        </ul>
      </nav>
    </>
  );
}
