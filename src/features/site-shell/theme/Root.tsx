import {useEffect, type ReactNode} from 'react';
import LocaleSuggestion from '@site/src/features/locale/client/LocaleSuggestion';
import OfflineStatusSlot from '@site/src/features/offline/client/OfflineStatusSlot';
import {releaseEarlyInput} from '@site/src/features/early-input/client/release';

/** App root: site-wide overlays that live outside any one page. */
export default function Root({children}: {children: ReactNode}): ReactNode {
  // The root's effect runs after every effect below it: the whole page is hydrated and listening.
  useEffect(releaseEarlyInput, []);
  return (
    <>
      {children}
      <LocaleSuggestion />
      <OfflineStatusSlot />
    </>
  );
}
