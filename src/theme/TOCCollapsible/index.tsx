import type {ReactNode} from 'react';
import TOCCollapsible from '@theme-original/TOCCollapsible';
import type {Props} from '@theme/TOCCollapsible';
import HydrationGate from '@site/src/features/hydration/HydrationGate';

/** The theme's folded table of contents (one element), hydrated in its own slice (src/features/hydration). */
export default function TOCCollapsibleInSlice(props: Props): ReactNode {
  return (
    <HydrationGate>
      <TOCCollapsible {...props} />
    </HydrationGate>
  );
}
