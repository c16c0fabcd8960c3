import type {ReactNode} from 'react';
import Original from '@theme-original/DocRoot/Layout/Sidebar';
import type {Props} from '@theme/DocRoot/Layout/Sidebar';
import HydrationGate from '@site/src/features/hydration/HydrationGate';

/** The theme's docs sidebar column (one `<aside>`, present on every screen size; its content differs), hydrated in a slice of its own (src/features/hydration). */
export default function DocRootLayoutSidebarInSlice(props: Props): ReactNode {
  return (
    <HydrationGate>
      <Original {...props} />
    </HydrationGate>
  );
}
