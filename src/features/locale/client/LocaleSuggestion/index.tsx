import {lazy, Suspense, useEffect, useState, type ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useLocation} from '@docusaurus/router';
import {useLocaleSwitch} from '@site/src/features/locale/client/useLocaleSwitch';
import {CHOICE_KEY, localeToOffer} from './preference';

// The dialog's code is fetched only for the few readers who are offered it.
const LocaleSuggestionModal = lazy(() => import('./LocaleSuggestionModal'));

function readChoice(): string | null {
  try {
    return window.localStorage.getItem(CHOICE_KEY);
  } catch {
    return null;
  }
}

function storeChoice(value: string): void {
  try {
    window.localStorage.setItem(CHOICE_KEY, value);
  } catch {
    // Storage may be disabled; the reader is simply asked again next time.
  }
}

/**
 * Offers the browser's preferred locale when it is not the current one
 * (src/features/locale/README.md). Never switches by itself; Cancel or a remembered choice
 * stops it from asking again.
 */
export default function LocaleSuggestion(): ReactNode {
  const {i18n} = useDocusaurusContext();
  const {hash} = useLocation();
  const {situationFor, targetFor} = useLocaleSwitch();
  const [offered, setOffered] = useState<string | null>(null);

  useEffect(() => {
    const choice = readChoice();
    const locale = localeToOffer(navigator.languages ?? [navigator.language], i18n.locales, i18n.currentLocale, choice);
    // Deciding needs navigator and storage, which exist only after hydration.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setOffered(locale);
  }, [i18n.locales, i18n.currentLocale]);

  if (offered === null) return null;

  return (
    <Suspense fallback={null}>
      <LocaleSuggestionModal
        offeredLocale={offered}
        offeredLang={i18n.localeConfigs[offered]?.htmlLang ?? offered}
        target={targetFor(offered, hash)}
        situation={situationFor(offered)}
        onSwitch={(remember) => {
          if (remember) storeChoice(offered);
        }}
        onCancel={(remember) => {
          storeChoice(remember ? i18n.currentLocale : 'dismissed');
          setOffered(null);
        }}
      />
    </Suspense>
  );
}
