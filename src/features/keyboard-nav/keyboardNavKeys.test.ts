import {describe, expect, it} from 'vitest';
import {isTypingTarget, pageDirection} from './client/keys';

describe('keyboard page navigation', () => {
  const key = (
    k: string,
    mods: Partial<{altKey: boolean; ctrlKey: boolean; metaKey: boolean; shiftKey: boolean}> = {},
  ) => ({
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
