import type {ReactNode} from 'react';
import FooterLayout from '@theme-original/Footer/Layout';
import type {Props} from '@theme/Footer/Layout';
import HydrationGate from '@site/src/features/hydration/HydrationGate';

/** The theme's site footer (one <footer>), hydrated in its own slice (src/features/hydration). */
export default function FooterLayoutInSlice(props: Props): ReactNode {
  return (
    <HydrationGate>
      <FooterLayout {...props} />
    </HydrationGate>
  );
}
