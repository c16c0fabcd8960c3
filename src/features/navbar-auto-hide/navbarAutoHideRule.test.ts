import {describe, expect, it} from 'vitest';
import {siteConfig} from '../../../site.config';
import {initialAutoHide, nextAutoHide, type AutoHideState} from './client/rule';

const limits = siteConfig.navbarAutoHide;

function scrollThrough(positions: number[], from: AutoHideState = initialAutoHide): AutoHideState {
  return positions.reduce((state, y) => nextAutoHide(state, y, limits), from);
}

describe('navbar auto-hide rule (58 px, 200 px)', () => {
  it('hides only after more than 200 px of downward scroll past 58 px', () => {
    expect(limits).toEqual({minScrollPx: 58, hideDeltaPx: 200});
    expect(scrollThrough([30, 100, 258]).hidden).toBe(false);
    expect(scrollThrough([30, 100, 259]).hidden).toBe(true);
  });

  it('shows again on any upward scroll and counts the next run from there', () => {
    const hidden = scrollThrough([500]);
    expect(hidden.hidden).toBe(true);
    const up = nextAutoHide(hidden, 499, limits);
    expect(up.hidden).toBe(false);
    expect(scrollThrough([699], up).hidden).toBe(false);
    expect(scrollThrough([700], up).hidden).toBe(true);
  });

  it('always shows at or above 58 px', () => {
    expect(nextAutoHide({hidden: true, lastY: 40, anchorY: -300}, 58, limits).hidden).toBe(false);
    expect(nextAutoHide({hidden: true, lastY: 40, anchorY: -300}, 59, limits).hidden).toBe(true);
  });
});
