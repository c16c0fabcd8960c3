import {describe, expect, it} from 'vitest';
import {scrollProgress} from './client/progress';

describe('back-to-top progress', () => {
  it('is the scrolled share of the scrollable height, clamped', () => {
    expect(scrollProgress(0, 3000, 1000)).toBe(0);
    expect(scrollProgress(1000, 3000, 1000)).toBe(0.5);
    expect(scrollProgress(2500, 3000, 1000)).toBe(1);
    expect(scrollProgress(0, 800, 1000)).toBe(1);
  });
});
