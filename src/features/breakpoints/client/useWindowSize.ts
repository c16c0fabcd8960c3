/**
 * Stand-in for @docusaurus/theme-common's useWindowSize (swapped in by
 * src/features/breakpoints): the same hook with the site's phone breakpoint
 * instead of the theme's hard-coded 996 px, so the components that choose
 * between phone and desktop rendering (navbar drawer, docs sidebar, table of
 * contents) agree with the stylesheets.
 *
 * Like the theme's, it answers 'ssr' on the server and on the first render
 * in the browser, so hydration sees exactly the server's tree; the real size
 * follows in an effect. While it is 'ssr' the theme renders both the desktop
 * and the phone parts, and the stylesheets' media queries show the right ones,
 * so nothing moves when the real size arrives. The real size arrives as a
 * transition: switching the layout's parts is not urgent, and React renders
 * it in slices that leave the main thread free for the reader's first input.
 */
import {startTransition, useEffect, useState} from 'react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {siteConfig} from '../../../../site.config';

type WindowSize = 'desktop' | 'mobile' | 'ssr';

function getWindowSize(mobileMax: number): Exclude<WindowSize, 'ssr'> {
  if (!ExecutionEnvironment.canUseDOM) throw new Error('getWindowSize() should only be called after hydration');
  return window.innerWidth > mobileMax ? 'desktop' : 'mobile';
}

export function useWindowSize({
  desktopBreakpoint = siteConfig.breakpoints.mobileMax,
}: {desktopBreakpoint?: number} = {}): WindowSize {
  const [windowSize, setWindowSize] = useState<WindowSize>('ssr');
  useEffect(() => {
    const update = (): void => startTransition(() => setWindowSize(getWindowSize(desktopBreakpoint)));
    update();
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, [desktopBreakpoint]);
  return windowSize;
}
