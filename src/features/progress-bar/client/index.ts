/**
 * Progress bar during navigation. The theme already starts
 * and finishes nprogress around route changes; this sets `progressBar` of site.config.ts.
 * nprogress 0.2 has no trickle-rate option (it trickles by a size-dependent
 * amount), so its trickle step is replaced by the configured rate.
 */
import nprogress from 'nprogress';
import {siteConfig} from '@site/site.config';

const {minimum, speedMs, trickleRate, trickleSpeedMs} = siteConfig.progressBar;

nprogress.configure({showSpinner: false, minimum, speed: speedMs, trickle: true, trickleSpeed: trickleSpeedMs});
// Not in nprogress's typings, but the method its timer calls (nprogress.js `work`).
(nprogress as unknown as {trickle: () => unknown}).trickle = () => nprogress.inc(trickleRate);
