/**
 * Stand-in for @docusaurus/theme-common's useWindowSize (swapped in by
 * plugins/breakpoints): the same hook with the site's mobile breakpoint
 * instead of the theme's hard-coded 996 px, so the components that choose
 * between phone and desktop rendering (navbar drawer, docs sidebar, table of
 * contents) agree with the stylesheets.
 */
import {useEffect, useState} from 'react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {siteConfig} from '../../site.config';

type WindowSize = 'desktop' | 'mobile' | 'ssr';

function getWindowSize(mobileMax: number): Exclude<WindowSize, 'ssr'> {
  if (!ExecutionEnvironment.canUseDOM) throw new Error('getWindowSize() should only be called after hydration');
  return window.innerWidth > mobileMax ? 'desktop' : 'mobile';
}

/** 'ssr' until mounted (the server render must match the first client render), then 'mobile' or 'desktop'. */
export function useWindowSize({desktopBreakpoint = siteConfig.breakpoints.mobileMax}: {desktopBreakpoint?: number} = {}): WindowSize {
  const [windowSize, setWindowSize] = useState<WindowSize>('ssr');
  useEffect(() => {
    const update = (): void => setWindowSize(getWindowSize(desktopBreakpoint));
    update();
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, [desktopBreakpoint]);
  return windowSize;
}
