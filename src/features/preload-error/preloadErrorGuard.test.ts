import {describe, expect, it} from 'vitest';
import {preloadOutcome} from './client/guard';

describe('preload error outcome', () => {
  it('reloads once per path unless a handler prevented it', () => {
    expect(preloadOutcome(false, null, '/a/')).toBe('reload');
    expect(preloadOutcome(false, '/b/', '/a/')).toBe('reload');
    expect(preloadOutcome(false, '/a/', '/a/')).toBe('rethrow');
    expect(preloadOutcome(true, null, '/a/')).toBe('handled');
  });
});
