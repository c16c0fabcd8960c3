/**
 * Navbar auto-hide as a pure rule: once the page is scrolled
 * beyond `minScrollPx`, scrolling down by more than `hideDeltaPx` hides the
 * navbar; any scroll up shows it. The downward distance is counted from where
 * the reader last started scrolling down, but never from above `minScrollPx`,
 * so from the top of the page the navbar hides past minScroll + hideDelta.
 */
export interface AutoHideState {
  readonly hidden: boolean;
  /** Scroll position of the previous event. */
  readonly lastY: number;
  /** Where the current downward run started. */
  readonly anchorY: number;
}

export interface AutoHideLimits {
  readonly minScrollPx: number;
  readonly hideDeltaPx: number;
}

export const initialAutoHide: AutoHideState = {hidden: false, lastY: 0, anchorY: 0};

export function nextAutoHide(state: AutoHideState, y: number, limits: AutoHideLimits): AutoHideState {
  if (y <= limits.minScrollPx) return {hidden: false, lastY: y, anchorY: y};
  if (y < state.lastY) return {hidden: false, lastY: y, anchorY: y};
  const anchorY = Math.max(state.anchorY, limits.minScrollPx);
  const hidden = state.hidden || y - anchorY > limits.hideDeltaPx;
  return {hidden, lastY: y, anchorY};
}
