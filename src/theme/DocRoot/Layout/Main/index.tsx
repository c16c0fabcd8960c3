import type {ReactNode} from 'react';
import Original from '@theme-original/DocRoot/Layout/Main';
import type {Props} from '@theme/DocRoot/Layout/Main';
import HydrationGate from '@site/src/features/hydration/HydrationGate';

/** The theme's docs main column (one `<main>`), hydrated in a slice of its own (src/features/hydration). */
export default function DocRootLayoutMainInSlice(props: Props): ReactNode {
  return (
    <HydrationGate>
      <Original {...props} />
    </HydrationGate>
  );
}
