/**
 * Theme-classic's sidebar link with two additions (old-site fields): a page's `icon`
 * (passed as `customProps.icon` by src/features/frontmatter or a hand-written
 * sidebar) is drawn before its label from the bundled icon set, and a
 * hand-written item's `activeMatch` (`customProps.activeMatch`) marks it
 * active on the paths it matches.
 */
import type {ReactNode} from 'react';
import clsx from 'clsx';
import {ThemeClassNames, isRegexpStringMatch} from '@docusaurus/theme-common';
import {isActiveSidebarItem} from '@docusaurus/plugin-content-docs/client';
import Link from '@docusaurus/Link';
import isInternalUrl from '@docusaurus/isInternalUrl';
import IconExternalLink from '@theme/Icon/ExternalLink';
import type {Props} from '@theme/DocSidebarItem/Link';
import Icon from '@site/src/features/icons/client/Icon';
import styles from './styles.module.css';

export default function DocSidebarItemLink({
  item,
  onItemClick,
  activePath,
  level,
  index: _index,
  ...props
}: Props): ReactNode {
  const {href, label, className, autoAddBaseUrl, customProps} = item;
  const activeMatch = typeof customProps?.activeMatch === 'string' ? customProps.activeMatch : undefined;
  const isCurrent = isActiveSidebarItem(item, activePath);
  const isActive = isCurrent || isRegexpStringMatch(activeMatch, activePath);
  const isInternalLink = isInternalUrl(href);
  return (
    <li
      className={clsx(
        ThemeClassNames.docs.docSidebarItemLink,
        ThemeClassNames.docs.docSidebarItemLinkLevel(level),
        'menu__list-item',
        className,
      )}
      key={label}
    >
      <Link
        className={clsx('menu__link', !isInternalLink && styles.menuExternalLink, {'menu__link--active': isActive})}
        autoAddBaseUrl={autoAddBaseUrl}
        aria-current={isCurrent ? 'page' : isActive ? 'true' : undefined}
        to={href}
        {...(isInternalLink && {onClick: onItemClick ? () => onItemClick(item) : undefined})}
        {...props}
      >
        {customProps?.icon ? <Icon name={customProps.icon} size={18} className="tessera-sidebar-icon" /> : null}
        <span className={styles.linkLabel}>{label}</span>
        {!isInternalLink && <IconExternalLink />}
      </Link>
    </li>
  );
}
