import {describe, expect, it} from 'vitest';
import {EARLY_INPUT_SCRIPT} from './shared/script';
import {isSearchHotkey} from '../search/client/hotkey';
import {pageDirection} from '../keyboard-nav/client/keys';

type KeyListener = (event: FakeKeyEvent) => void;

interface FakeKeyEvent {
  key: string;
  code: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  shiftKey: boolean;
  target: {tagName: string; isContentEditable: boolean};
  held: boolean;
  preventDefault: () => void;
  stopImmediatePropagation: () => void;
}

/** Runs the inline script against a stand-in window and returns its keydown listener. */
function earlyKeyListener(): KeyListener {
  const listeners: Record<string, KeyListener> = {};
  const fakeWindow = {addEventListener: (type: string, listener: KeyListener) => (listeners[type] = listener)};
  new Function('window', EARLY_INPUT_SCRIPT)(fakeWindow);
  const keydown = listeners.keydown;
  if (!keydown) throw new Error('the early-input script adds no keydown listener');
  return keydown;
}

const KEYS = ['k', 'K', 'л', '/', 'ArrowLeft', 'ArrowRight', 'a', 'Enter'];
const MODIFIERS = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15].map((bits) => ({
  ctrlKey: !!(bits & 1),
  metaKey: !!(bits & 2),
  altKey: !!(bits & 4),
  shiftKey: !!(bits & 8),
}));

describe('early input hotkeys', () => {
  const listener = earlyKeyListener();

  it('holds exactly the keys the search button and page navigation answer, outside text fields', () => {
    for (const key of KEYS) {
      for (const modifiers of MODIFIERS) {
        const event: FakeKeyEvent = {
          key,
          code: '',
          ...modifiers,
          target: {tagName: 'DIV', isContentEditable: false},
          held: false,
          preventDefault: () => (event.held = true),
          stopImmediatePropagation: () => undefined,
        };
        listener(event);
        const answered = isSearchHotkey(event) || pageDirection(event) !== null;
        expect(event.held, `${JSON.stringify({key, ...modifiers})}`).toBe(answered);
      }
    }
  });

  it('leaves Alt+arrows to a text field being typed in', () => {
    const event: FakeKeyEvent = {
      key: 'ArrowLeft',
      code: 'ArrowLeft',
      ctrlKey: false,
      metaKey: false,
      altKey: true,
      shiftKey: false,
      target: {tagName: 'INPUT', isContentEditable: false},
      held: false,
      preventDefault: () => (event.held = true),
      stopImmediatePropagation: () => undefined,
    };
    listener(event);
    expect(event.held).toBe(false);
  });
});
