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

/** A key with its modifiers as a reader would name it: "Ctrl+Meta+k". */
function chord(key: string, m: {ctrlKey: boolean; metaKey: boolean; altKey: boolean; shiftKey: boolean}): string {
  return [m.ctrlKey && 'Ctrl', m.metaKey && 'Meta', m.altKey && 'Alt', m.shiftKey && 'Shift', key]
    .filter(Boolean)
    .join('+');
}

/**
 * The site's hotkeys among KEYS × MODIFIERS, written out: search on Ctrl or ⌘ with K (any case,
 * or Л of a Russian layout) or /, without Alt or Shift; the previous and next page on Alt+← and
 * Alt+→ alone. Nothing else: no Enter, no letter, no arrow without Alt.
 */
const SITE_HOTKEYS = [
  ...['k', 'K', 'л', '/'].flatMap((key) => [`Ctrl+${key}`, `Meta+${key}`, `Ctrl+Meta+${key}`]),
  'Alt+ArrowLeft',
  'Alt+ArrowRight',
].sort();

function keyEvent(key: string, modifiers: (typeof MODIFIERS)[number]): FakeKeyEvent {
  const event: FakeKeyEvent = {
    key,
    code: '',
    ...modifiers,
    target: {tagName: 'DIV', isContentEditable: false},
    held: false,
    preventDefault: () => (event.held = true),
    stopImmediatePropagation: () => undefined,
  };
  return event;
}

describe('early input hotkeys', () => {
  const listener = earlyKeyListener();
  const chords = KEYS.flatMap((key) => MODIFIERS.map((modifiers) => ({key, modifiers})));

  it('holds exactly the site’s hotkeys before hydration, outside text fields', () => {
    const held = chords
      .filter(({key, modifiers}) => {
        const event = keyEvent(key, modifiers);
        listener(event);
        return event.held;
      })
      .map(({key, modifiers}) => chord(key, modifiers));
    expect(held.sort()).toEqual(SITE_HOTKEYS);
  });

  it('the search button and page navigation answer the same keys once hydrated', () => {
    const answered = chords
      .filter(({key, modifiers}) => isSearchHotkey({key, ...modifiers}) || pageDirection({key, ...modifiers}) !== null)
      .map(({key, modifiers}) => chord(key, modifiers));
    expect(answered.sort()).toEqual(SITE_HOTKEYS);
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
