import {describe, expect, it} from 'vitest';
import {siteConfig} from '../../../site.config';
import {classifySwipe} from './client/rule';

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
