import {describe, expect, it} from 'vitest';
import {siteConfig} from '../../site.config';
import {initialAutoHide, nextAutoHide, type AutoHideState} from '../../src/features/navbarAutoHide/rule';
import {classifySwipe} from '../../src/features/sidebarGesture/rule';
import {scrollProgress} from '../../src/features/backToTop/progress';
import {isTypingTarget, pageDirection} from '../../src/features/keyboardNav/keys';
import {preloadOutcome} from '../../src/features/preloadError/guard';
import {currentHeading} from '../../src/features/headingHash/rule';

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

describe('sidebar gesture rule (80 px, 40 px, 1.5)', () => {
  const g = siteConfig.sidebarGesture;
  it('opens on a swipe right starting within 80 px of the left edge', () => {
    expect(classifySwipe({x: 80, y: 300}, {x: 121, y: 300}, false, g)).toBe('open');
    expect(classifySwipe({x: 81, y: 300}, {x: 200, y: 300}, false, g)).toBeNull();
  });

  it('needs more than 40 px across and more than 1.5 times the vertical move', () => {
    expect(classifySwipe({x: 10, y: 300}, {x: 50, y: 300}, false, g)).toBeNull();
    expect(classifySwipe({x: 10, y: 300}, {x: 70, y: 340}, false, g)).toBeNull(); // 60 = 1.5 × 40
    expect(classifySwipe({x: 10, y: 300}, {x: 71, y: 340}, false, g)).toBe('open');
  });

  it('closes on the opposite swipe from anywhere, and does not reopen an open sidebar', () => {
    expect(classifySwipe({x: 300, y: 300}, {x: 259, y: 310}, true, g)).toBe('close');
    expect(classifySwipe({x: 300, y: 300}, {x: 260, y: 300}, true, g)).toBeNull();
    expect(classifySwipe({x: 10, y: 300}, {x: 200, y: 300}, true, g)).toBeNull();
    expect(classifySwipe({x: 300, y: 300}, {x: 100, y: 300}, false, g)).toBeNull();
  });
});

describe('back-to-top progress', () => {
  it('is the scrolled share of the scrollable height, clamped', () => {
    expect(scrollProgress(0, 3000, 1000)).toBe(0);
    expect(scrollProgress(1000, 3000, 1000)).toBe(0.5);
    expect(scrollProgress(2500, 3000, 1000)).toBe(1);
    expect(scrollProgress(0, 800, 1000)).toBe(1);
  });
});

describe('keyboard page navigation', () => {
  const key = (k: string, mods: Partial<{altKey: boolean; ctrlKey: boolean; metaKey: boolean; shiftKey: boolean}> = {}) => ({
    key: k,
    altKey: false,
    ctrlKey: false,
    metaKey: false,
    shiftKey: false,
    ...mods,
  });
  it('maps Alt+ArrowRight/Left only', () => {
    expect(pageDirection(key('ArrowRight', {altKey: true}))).toBe('next');
    expect(pageDirection(key('ArrowLeft', {altKey: true}))).toBe('prev');
    expect(pageDirection(key('ArrowRight'))).toBeNull();
    expect(pageDirection(key('ArrowRight', {altKey: true, shiftKey: true}))).toBeNull();
    expect(pageDirection(key('ArrowUp', {altKey: true}))).toBeNull();
  });
  it('treats non-elements as not typing', () => {
    expect(isTypingTarget(null)).toBe(false);
    expect(isTypingTarget({} as EventTarget)).toBe(false);
  });
});

describe('preload error outcome', () => {
  it('reloads once per path unless a handler prevented it', () => {
    expect(preloadOutcome(false, null, '/a/')).toBe('reload');
    expect(preloadOutcome(false, '/b/', '/a/')).toBe('reload');
    expect(preloadOutcome(false, '/a/', '/a/')).toBe('rethrow');
    expect(preloadOutcome(true, null, '/a/')).toBe('handled');
  });
});

describe('address follows the section being read (the configured scroll offset)', () => {
  const {offsetPx} = siteConfig.scroll;
  const page = {scrollY: 800, viewportHeight: 900, scrollHeight: 5000, hash: ''};
  const headings = (tops: number[]) => tops.map((top, i) => ({id: `s${i + 1}`, top}));

  it('takes the last heading within the offset of where a link to it lands', () => {
    expect(currentHeading(headings([-400, offsetPx, 300]), page, offsetPx)).toBe('s2');
    expect(currentHeading(headings([-400, offsetPx + 1, 300]), page, offsetPx)).toBe('s1');
    expect(currentHeading(headings([-400, -100, -1]), page, offsetPx)).toBe('s3');
  });

  it('has no section above the first heading or within the offset of the top of the page', () => {
    expect(currentHeading(headings([40, 300]), page, offsetPx)).toBe('');
    expect(currentHeading(headings([-400, 0]), {...page, scrollY: offsetPx - 1}, offsetPx)).toBe('');
    expect(currentHeading(headings([-400, 0]), {...page, scrollY: offsetPx}, offsetPx)).toBe('s2');
  });

  it('at the bottom of the page keeps a later heading the reader opened', () => {
    const bottom = {...page, scrollY: 4100, hash: 's3'};
    expect(currentHeading(headings([-400, 2, 300]), bottom, offsetPx)).toBeNull();
    expect(currentHeading(headings([-400, 2, 300]), {...bottom, hash: 's1'}, offsetPx)).toBe('s2');
    expect(currentHeading(headings([-400, 2, 300]), {...bottom, scrollY: 4094}, offsetPx)).toBe('s2');
  });
});
