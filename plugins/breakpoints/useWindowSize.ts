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

/**
 * 'ssr' on the server; in the browser the real size from the first render on.
 * The theme's hook starts at 'ssr' (drawn as desktop) and switches after
 * mounting, so a phone hydrated the whole desktop sidebar and table of
 * contents, then rendered the page again to remove them (npm run bench: about
 * 50 ms of a phone's main thread after hydration). What differs between the
 * server's desktop HTML and a phone's first render is only which parts exist
 * (desktop sidebar and table-of-contents column out, drawer in), and
 * hydration removes server nodes the browser's tree does not have, so the
 * phone renders once, without them.
 */
export function useWindowSize({desktopBreakpoint = siteConfig.breakpoints.mobileMax}: {desktopBreakpoint?: number} = {}): WindowSize {
  const [windowSize, setWindowSize] = useState<WindowSize>(() => (ExecutionEnvironment.canUseDOM ? getWindowSize(desktopBreakpoint) : 'ssr'));
  useEffect(() => {
    const update = (): void => setWindowSize(getWindowSize(desktopBreakpoint));
    update();
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, [desktopBreakpoint]);
  return windowSize;
}
