import type {ReactNode} from 'react';
import Original from '@theme-original/Navbar/Content';
import HydrationGate from '@site/src/features/hydration/HydrationGate';

/** The theme's navbar content (one `.navbar__inner`, the same on every screen size), hydrated in a slice of its own (src/features/hydration). */
export default function NavbarContentInSlice(): ReactNode {
  return (
    <HydrationGate>
      <Original />
    </HydrationGate>
  );
}
