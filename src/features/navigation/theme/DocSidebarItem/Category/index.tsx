/**
 * Theme-classic's sidebar category (3.10, MIT, Facebook) with two additions
 * for the old site's navigation items:
 * - its `icon` (`customProps.icon`: from a hand-written sidebar's group, or
 *   the `icon` of the folder's index page, which Docusaurus passes on to the
 *   category it links) is drawn before its label, as for pages
 *   (src/features/navigation/theme/DocSidebarItem/Link);
 * - its `activeMatch` (`customProps.activeMatch`) marks it active on the
 *   paths it matches.
 * And one for large sections: a collapsed category may arrive without its
 * children (docusaurus-plugin-route-shards, docs-version-data). It starts loading
 * them when the pointer enters it or it gets focus, and at the latest when it
 * expands; it re-renders when they arrive. Meanwhile a category without a
 * page of its own takes the link the server renders for it (its first page)
 * from `lazyItems.firstLink`.
 * The rest is the theme's code, typed.
 */
import {useEffect, useMemo, useSyncExternalStore, type MouseEvent, type ReactNode} from 'react';
import clsx from 'clsx';
import {
  ThemeClassNames,
  useThemeConfig,
  usePrevious,
  Collapsible,
  useCollapsible,
  isRegexpStringMatch,
} from '@docusaurus/theme-common';
import {isSamePath} from '@docusaurus/theme-common/internal';
import {
  isActiveSidebarItem,
  findFirstSidebarItemLink,
  useDocSidebarItemsExpandedState,
  useVisibleSidebarItems,
} from '@docusaurus/plugin-content-docs/client';
import type {PropSidebarItemCategory, PropSidebarItemLink} from '@docusaurus/plugin-content-docs';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import useIsBrowser from '@docusaurus/useIsBrowser';
import DocSidebarItems from '@theme/DocSidebarItems';
import DocSidebarItemLink from '@theme/DocSidebarItem/Link';
import type {Props} from '@theme/DocSidebarItem/Category';
import Icon from '@site/src/features/icons/client/Icon';
import {isPending, lazyItemsOf, loadChildren, subscribe} from 'docusaurus-plugin-route-shards/client';
import styles from './styles.module.css';

// If we navigate to a category and it becomes active, it should automatically expand itself.
function useAutoExpandActiveCategory({
  isActive,
  collapsed,
  updateCollapsed,
  activePath,
}: {
  isActive: boolean;
  collapsed: boolean;
  updateCollapsed: (b: boolean) => void;
  activePath: string;
}): void {
  const wasActive = usePrevious(isActive);
  const previousActivePath = usePrevious(activePath);
  useEffect(() => {
    const justBecameActive = isActive && !wasActive;
    const stillActiveButPathChanged = isActive && wasActive && activePath !== previousActivePath;
    if ((justBecameActive || stillActiveButPathChanged) && collapsed) {
      updateCollapsed(false);
    }
  }, [isActive, wasActive, collapsed, updateCollapsed, activePath, previousActivePath]);
}

/**
 * A collapsible category without a link still links to its first child in the
 * server render, so the sidebar works before (or without) hydration.
 */
function useCategoryHrefWithSSRFallback(item: PropSidebarItemCategory): string | undefined {
  const isBrowser = useIsBrowser();
  return useMemo(() => {
    if (item.href && !item.linkUnlisted) {
      return item.href;
    }
    if (isBrowser || !item.collapsible) {
      return undefined;
    }
    return isPending(item) ? lazyItemsOf(item)?.firstLink : findFirstSidebarItemLink(item);
  }, [item, isBrowser]);
}

function CollapseButton({
  collapsed,
  categoryLabel,
  onClick,
}: {
  collapsed: boolean;
  categoryLabel: string;
  onClick: (e: MouseEvent<HTMLButtonElement>) => void;
}): ReactNode {
  return (
    <button
      aria-label={
        collapsed
          ? translate(
              {
                id: 'theme.DocSidebarItem.expandCategoryAriaLabel',
                message: "Expand sidebar category '{label}'",
                description: 'The ARIA label to expand the sidebar category',
              },
              {label: categoryLabel},
            )
          : translate(
              {
                id: 'theme.DocSidebarItem.collapseCategoryAriaLabel',
                message: "Collapse sidebar category '{label}'",
                description: 'The ARIA label to collapse the sidebar category',
              },
              {label: categoryLabel},
            )
      }
      aria-expanded={!collapsed}
      type="button"
      className="clean-btn menu__caret"
      onClick={onClick}
    />
  );
}

export default function DocSidebarItemCategory(props: Props): ReactNode {
  // Re-render when this category's children arrive (they are put into `item` itself).
  const item = props.item;
  const pending = (): boolean => isPending(item);
  useSyncExternalStore(subscribe, pending, pending);
  const visibleChildren = useVisibleSidebarItems(props.item.items, props.activePath);
  if (visibleChildren.length === 0) {
    return <DocSidebarItemCategoryEmpty {...props} />;
  }
  return <DocSidebarItemCategoryCollapsible {...props} />;
}

// A category without visible children is a link, or nothing when it has no link either.
function DocSidebarItemCategoryEmpty({item, ...props}: Props): ReactNode {
  if (typeof item.href !== 'string') {
    return null;
  }
  const {
    type: _type,
    collapsed: _collapsed,
    collapsible: _collapsible,
    items: _items,
    linkUnlisted: _linkUnlisted,
    ...forwardableProps
  } = item;
  const linkItem: PropSidebarItemLink = {type: 'link', ...forwardableProps, href: item.href};
  return <DocSidebarItemLink item={linkItem} {...props} />;
}

function DocSidebarItemCategoryCollapsible({item, onItemClick, activePath, level, index, ...props}: Props): ReactNode {
  const {items, label, collapsible, className, href, customProps} = item;
  const {
    docs: {
      sidebar: {autoCollapseCategories},
    },
  } = useThemeConfig();
  const hrefWithSSRFallback = useCategoryHrefWithSSRFallback(item);
  const activeMatch = typeof customProps?.activeMatch === 'string' ? customProps.activeMatch : undefined;
  const isActive = isActiveSidebarItem(item, activePath) || isRegexpStringMatch(activeMatch, activePath);
  const isCurrentPage = isSamePath(href, activePath);
  const {collapsed, setCollapsed} = useCollapsible({
    // Active categories start expanded; others as the sidebar says (`expanded`, `collapsible: false`).
    initialState: () => {
      if (!collapsible) {
        return false;
      }
      return isActive ? false : item.collapsed;
    },
  });
  const {expandedItem, setExpandedItem} = useDocSidebarItemsExpandedState();
  // Use this instead of `setCollapsed`, because it is also reactive
  const updateCollapsed = (toCollapsed = !collapsed): void => {
    if (!toCollapsed) loadChildren(item);
    setExpandedItem(toCollapsed ? null : index);
    setCollapsed(toCollapsed);
  };
  useAutoExpandActiveCategory({isActive, collapsed, updateCollapsed, activePath});
  useEffect(() => {
    if (collapsible && expandedItem != null && expandedItem !== index && autoCollapseCategories) {
      setCollapsed(true);
    }
  }, [collapsible, expandedItem, index, setCollapsed, autoCollapseCategories]);

  const handleItemClick = (e: MouseEvent<HTMLAnchorElement>): void => {
    onItemClick?.(item);
    if (collapsible) {
      if (href) {
        // On the category's own page a click folds it; elsewhere it opens the page and unfolds.
        if (isCurrentPage) {
          e.preventDefault();
          updateCollapsed();
        } else {
          updateCollapsed(false);
        }
      } else {
        e.preventDefault();
        updateCollapsed();
      }
    }
  };

  return (
    <li
      className={clsx(
        ThemeClassNames.docs.docSidebarItemCategory,
        ThemeClassNames.docs.docSidebarItemCategoryLevel(level),
        'menu__list-item',
        {
          'menu__list-item--collapsed': collapsed,
        },
        className,
      )}
      onPointerEnter={() => loadChildren(item)}
      onFocus={() => loadChildren(item)}
    >
      <div
        className={clsx('menu__list-item-collapsible', {
          'menu__list-item-collapsible--active': isCurrentPage,
        })}
      >
        <Link
          className={clsx(styles.categoryLink, 'menu__link', {
            'menu__link--sublist': collapsible,
            'menu__link--sublist-caret': !href && collapsible,
            'menu__link--active': isActive,
          })}
          onClick={handleItemClick}
          aria-current={isCurrentPage ? 'page' : undefined}
          role={collapsible && !href ? 'button' : undefined}
          aria-expanded={collapsible && !href ? !collapsed : undefined}
          href={collapsible ? (hrefWithSSRFallback ?? '#') : hrefWithSSRFallback}
          {...props}
        >
          {customProps?.icon ? <Icon name={customProps.icon} size={18} className="tessera-sidebar-icon" /> : null}
          <span className={styles.categoryLinkLabel}>{label}</span>
        </Link>
        {href && collapsible && (
          <CollapseButton
            collapsed={collapsed}
            categoryLabel={label}
            onClick={(e) => {
              e.preventDefault();
              updateCollapsed();
            }}
          />
        )}
      </div>

      <Collapsible lazy as="ul" className="menu__list" collapsed={collapsed}>
        <DocSidebarItems
          items={items}
          tabIndex={collapsed ? -1 : 0}
          onItemClick={onItemClick}
          activePath={activePath}
          level={level + 1}
        />
      </Collapsible>
    </li>
  );
}
