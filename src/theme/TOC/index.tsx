import type {ReactNode} from 'react';
import TOC from '@theme-original/TOC';
import type {Props} from '@theme/TOC';
import HydrationGate from '@site/src/features/hydration/HydrationGate';

/** The theme's table of contents (one element), hydrated in its own slice (src/features/hydration). */
export default function TOCInSlice(props: Props): ReactNode {
  return (
    <HydrationGate>
      <TOC {...props} />
    </HydrationGate>
  );
}
