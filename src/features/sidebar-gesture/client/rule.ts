/**
 * Sidebar gestures as a pure rule. A swipe to the right that
 * starts within `edgePx` of the left edge, moves more than `minDxPx` across
 * and more than `ratio` times its vertical move opens the mobile sidebar; the
 * same swipe to the left (from anywhere) closes it.
 */
export interface Point {
  readonly x: number;
  readonly y: number;
}

export interface GestureLimits {
  readonly edgePx: number;
  readonly minDxPx: number;
  readonly ratio: number;
}

export type GestureAction = 'open' | 'close' | null;

export function classifySwipe(start: Point, end: Point, sidebarOpen: boolean, limits: GestureLimits): GestureAction {
  const dx = end.x - start.x;
  const dy = end.y - start.y;
  const horizontal = Math.abs(dx) > limits.minDxPx && Math.abs(dx) > limits.ratio * Math.abs(dy);
  if (!horizontal) return null;
  if (!sidebarOpen && dx > 0 && start.x <= limits.edgePx) return 'open';
  if (sidebarOpen && dx < 0) return 'close';
  return null;
}
