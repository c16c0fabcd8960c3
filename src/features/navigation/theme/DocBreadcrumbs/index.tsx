/**
 * The theme's DocBreadcrumbs (theme-classic 3.10, MIT, Facebook), with the
 * old site's breadcrumb settings (src/features/navigation/shared/breadcrumbTrail.ts):
 * - `breadcrumb: false` leaves the breadcrumb out of the page;
 * - a page its sidebar does not list (`index: false`) is shown under the
 *   categories of its folder, where the theme would show the home icon alone;
 * - `breadcrumbExclude: true` on a page (or a folder's index page) leaves
 *   that level out of its own breadcrumb and those below it; a breadcrumb
 *   left with nothing but home is not shown;
 * - each level shows its page's `icon`; `breadcrumbIcon: false` shows the
 *   breadcrumb without icons, home as the word "Home".
 */
import type {ReactNode} from 'react';
import clsx from 'clsx';
import {ThemeClassNames} from '@docusaurus/theme-common';
import {useDoc, useDocsSidebar, useSidebarBreadcrumbs} from '@docusaurus/plugin-content-docs/client';
import type {PropSidebarBreadcrumbsItem} from '@docusaurus/plugin-content-docs';
import {useHomePageRoute} from '@docusaurus/theme-common/internal';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {translate} from '@docusaurus/Translate';
import HomeBreadcrumbItem from '@theme/DocBreadcrumbs/Items/Home';
import DocBreadcrumbsStructuredData from '@theme/DocBreadcrumbs/StructuredData';
import Icon from '@site/src/features/icons/client/Icon';
import {pageSidebarProps} from '@site/src/features/navigation/shared/pageProps';
import {
  endsAtPage,
  levelIcon,
  shownLevels,
  unlistedPageCategories,
  type TrailItem,
} from '@site/src/features/navigation/shared/breadcrumbTrail';
import styles from './styles.module.css';

function BreadcrumbsItemLink({
  children,
  href,
  isCurrent,
}: {
  children: ReactNode;
  href: string | undefined;
  isCurrent: boolean;
}): ReactNode {
  const className = 'breadcrumbs__link';
  if (isCurrent || !href) {
    return <span className={className}>{children}</span>;
  }
  return (
    <Link className={className} href={href}>
      <span>{children}</span>
    </Link>
  );
}

function BreadcrumbsItem({children, active}: {children: ReactNode; active?: boolean}): ReactNode {
  return <li className={clsx('breadcrumbs__item', {'breadcrumbs__item--active': active})}>{children}</li>;
}

/** Home as a word, where the page wants no icons in its breadcrumb. */
function HomeTextItem(): ReactNode {
  return (
    <li className="breadcrumbs__item">
      <Link className="breadcrumbs__link" href={useBaseUrl('/')}>
        {translate({
          id: 'breadcrumbs.home',
          message: 'Home',
          description: 'The home page in a breadcrumb shown without icons',
        })}
      </Link>
    </li>
  );
}

/** The sidebar's breadcrumb, or for a page the sidebar does not list, its folder's categories and the page. */
function useBreadcrumbs(): PropSidebarBreadcrumbsItem[] | null {
  const fromSidebar = useSidebarBreadcrumbs();
  const sidebar = useDocsSidebar();
  const {metadata, frontMatter} = useDoc();
  if (!fromSidebar || !sidebar || endsAtPage(fromSidebar as TrailItem[], metadata.permalink)) return fromSidebar;
  const categories = unlistedPageCategories(sidebar.items as TrailItem[], metadata.id) as PropSidebarBreadcrumbsItem[];
  const label = frontMatter.sidebar_label ?? metadata.title;
  const customProps = pageSidebarProps(frontMatter as Record<string, unknown>);
  return [
    ...categories,
    {type: 'link', href: metadata.permalink, label, docId: metadata.id, unlisted: false, customProps},
  ];
}

export default function DocBreadcrumbs(): ReactNode {
  const {frontMatter, metadata} = useDoc();
  const all = useBreadcrumbs();
  const homePageRoute = useHomePageRoute();
  const fm = frontMatter as Record<string, unknown>;

  const breadcrumbs = all && shownLevels(all);
  if (fm.breadcrumb === false || !breadcrumbs || breadcrumbs.length === 0) {
    return null;
  }
  const withIcons = fm.breadcrumbIcon !== false;
  // The last level is the page itself unless the page left itself out.
  const endsHere = endsAtPage(breadcrumbs as TrailItem[], metadata.permalink);

  return (
    <>
      <DocBreadcrumbsStructuredData breadcrumbs={breadcrumbs} />
      <nav
        className={clsx(ThemeClassNames.docs.docBreadcrumbs, styles.breadcrumbsContainer)}
        aria-label={translate({
          id: 'theme.docs.breadcrumbs.navAriaLabel',
          message: 'Breadcrumbs',
          description: 'The ARIA label for the breadcrumbs',
        })}
      >
        <ul className="breadcrumbs">
          {homePageRoute && (withIcons ? <HomeBreadcrumbItem /> : <HomeTextItem />)}
          {breadcrumbs.map((item, idx) => {
            const isCurrent = endsHere && idx === breadcrumbs.length - 1;
            const href = item.type === 'category' && item.linkUnlisted ? undefined : item.href;
            const icon = withIcons ? levelIcon(item as TrailItem) : undefined;
            return (
              <BreadcrumbsItem key={idx} active={isCurrent}>
                <BreadcrumbsItemLink href={href} isCurrent={isCurrent}>
                  {icon && <Icon name={icon} size={16} className={styles.levelIcon} />}
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
