/**
 * Where the offline status line lives on every page (rendered by src/features/site-shell/theme/Root).
 * The line itself (OfflineStatus.tsx) loads on demand once the page has loaded,
 * so no page's first load carries it; until then, as on the server, there is
 * nothing here. Offline on a device that never downloaded the line's chunk, the
 * line stays away instead of taking the page down with the failed chunk.
 */
import {lazy, Suspense, useSyncExternalStore, type ReactNode} from 'react';
import ErrorBoundary from '@docusaurus/ErrorBoundary';
import {statusReady} from './store';

// One named chunk for both import sites (client/index.ts loads it first, so it is kept for offline).
const OfflineStatus = lazy(() => import(/* webpackChunkName: "OfflineStatus" */ './OfflineStatus'));

const onServer = (): boolean => false;

export default function OfflineStatusSlot(): ReactNode {
  const ready = useSyncExternalStore(statusReady.subscribe, statusReady.current, onServer);
  return ready ? (
    <ErrorBoundary fallback={() => null}>
      <Suspense fallback={null}>
        <OfflineStatus />
      </Suspense>
    </ErrorBoundary>
  ) : null;
}
