import {useEffect, useState, type ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {translate} from '@docusaurus/Translate';
import {useHistory, useLocation} from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {useHistorySelector} from '@docusaurus/theme-common';
import DropdownNavbarItem from '@theme/NavbarItem/DropdownNavbarItem';
import IconLanguage from '@theme/Icon/Language';
import type {LinkLikeNavbarItemProps} from '@theme/NavbarItem';
import type {Props} from '@theme/NavbarItem/LocaleDropdownNavbarItem';
import {useLocaleSwitch} from '@site/src/features/locale/client/useLocaleSwitch';
import {HASH_FOLLOWED_EVENT} from '@site/src/features/heading-hash/client/rule';

/**
 * Language dropdown that never leads to a 404: the same page in the other
 * locale when it exists there, at the same section when that heading exists
 * there, otherwise that locale's home (src/features/locale/README.md).
 */
export default function LocaleDropdownNavbarItem({
  mobile,
  dropdownItemsBefore,
  dropdownItemsAfter,
  queryString: _queryString,
  ...props
}: Props): ReactNode {
  const {i18n} = useDocusaurusContext();
  const {pathname} = useLocation();
  // The hash changes without a route change when the reader follows an anchor,
  // and without the router knowing when it follows the reading (src/features/heading-hash/client).
  // It joins the link only after hydration, so the first client render matches
  // the server's HTML (attributes that differ at hydration are not patched).
  const history = useHistory();
  const routerHash = useHistorySelector((h) => h.location.hash);
  // A followed hash holds until the router moves (another page, or an anchor the reader follows).
  const [followed, setFollowed] = useState<{readonly at: string; readonly hash: string} | null>(null);
  useEffect(() => {
    const follow = (): void =>
      setFollowed({at: `${history.location.pathname}${history.location.hash}`, hash: window.location.hash});
    // The address may have followed the reader before this mounted (a reader scrolls while the page
    // is still being hydrated): start from the address as it is now.
    if (window.location.hash !== history.location.hash) follow();
    window.addEventListener(HASH_FOLLOWED_EVENT, follow);
    return () => window.removeEventListener(HASH_FOLLOWED_EVENT, follow);
  }, [history]);
  const liveHash = followed && followed.at === `${pathname}${routerHash}` ? followed.hash : routerHash;
  const hash = useIsBrowser() ? liveHash : '';
  const {targetFor} = useLocaleSwitch();

  const items = i18n.locales.map((locale): LinkLikeNavbarItemProps => {
    const config = i18n.localeConfigs[locale];
    const target = locale === i18n.currentLocale ? `${pathname}${hash}` : targetFor(locale, hash);
    return {
      label: config?.label ?? locale,
      lang: config?.htmlLang,
      to: `pathname://${target}`,
      target: '_self',
      autoAddBaseUrl: false,
      className: locale === i18n.currentLocale ? (mobile ? 'menu__link--active' : 'dropdown__link--active') : '',
    };
  });

  const label = mobile
    ? translate({message: 'Languages', id: 'theme.navbar.mobileLanguageDropdown.label'})
    : (i18n.localeConfigs[i18n.currentLocale]?.label ?? i18n.currentLocale);

  return (
    <DropdownNavbarItem
      {...props}
      mobile={mobile}
      label={
        <>
          <IconLanguage className="tessera-locale-icon" style={{verticalAlign: 'text-bottom', marginRight: 5}} />
          {/* Visually hidden where the Russian navbar needs the room (src/features/site-shell/client/custom.css). */}
          <span className="tessera-locale-label">{label}</span>
        </>
      }
      aria-label={translate({id: 'localeSwitch.ariaLabel', message: 'Language'})}
      items={[...dropdownItemsBefore, ...items, ...dropdownItemsAfter]}
    />
  );
}
