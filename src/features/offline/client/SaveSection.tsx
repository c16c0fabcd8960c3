/**
 * The "Save for offline" slot of a section landing page. The panel itself
 * (SavePanel.tsx) loads on demand in the browser, so other pages carry only
 * this slot; the slot keeps the panel's height from the first paint, so its
 * arrival moves nothing. Server and first client render are the same empty slot.
 */
import {lazy, Suspense, type ReactNode} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';

/** Inline: the landing's first-load CSS has no room left; the panel's own styles come with it. */
const SLOT = {minHeight: '4.5rem', margin: '1rem 0 1.5rem'} as const;

const SavePanel = lazy(() => import('./SavePanel'));

export default function SaveSection({section, title}: {section: string; title: string}): ReactNode {
  const isBrowser = useIsBrowser();
  return (
    <div style={SLOT}>
      {isBrowser && 'serviceWorker' in navigator && window.isSecureContext && (
        <Suspense fallback={null}>
          <SavePanel section={section} title={title} />
        </Suspense>
      )}
    </div>
  );
}
