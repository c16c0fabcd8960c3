/**
 * Where the offline status line lives on every page (rendered by src/theme/Root).
 * The line itself (OfflineStatus.tsx) loads on demand once the page has loaded,
 * so no page's first load carries it; until then, as on the server, there is
 * nothing here.
 */
import {lazy, Suspense, useSyncExternalStore, type ReactNode} from 'react';
import {statusReady} from './store';

const OfflineStatus = lazy(() => import('./OfflineStatus'));

const onServer = (): boolean => false;

export default function OfflineStatusSlot(): ReactNode {
  const ready = useSyncExternalStore(statusReady.subscribe, statusReady.current, onServer);
  return ready ? (
    <Suspense fallback={null}>
      <OfflineStatus />
    </Suspense>
  ) : null;
}
