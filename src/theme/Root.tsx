import {useEffect, type ReactNode} from 'react';
import LocaleSuggestion from '@site/src/components/LocaleSuggestion';
import OfflineStatusSlot from '@site/src/features/offline/OfflineStatusSlot';
import {releaseEarlyInput} from '@site/plugins/early-input/release';

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
