/**
 * The inline script every page carries in its <head>. Until React has
 * hydrated the page (the bundle may still be downloading on a slow network),
 * it holds the reader's actions that only scripts can answer: a click or
 * Enter/Space on a button (`button`, `[role=button]`, `a[href="#"]`), a form
 * submission (which the browser would otherwise send as a GET with the
 * password in the address) and the site's hotkeys (Ctrl/Cmd+K, /, л;
 * Alt+←/→ outside text fields). Each held action is replayed once, in order,
 * when `window.tesseraEarlyInput.release()` runs after hydration, once the
 * fields typed or ticked meanwhile have been handed to React. Links,
 * typing, scrolling and pictures keep their native behaviour.
 *
 * Plain ES5 in a string: it runs before any bundle, so nothing may be
 * transpiled into it. Listeners sit on `window` in the capture phase, ahead of
 * React's root listeners, so an action is handled once, by the replay.
 */
import {EARLY_INPUT_GLOBAL} from './global';

export const EARLY_INPUT_SCRIPT = `(function () {
  var w = window, held = [];
  function typing(t) {
    return !!t && (t.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(t.tagName));
  }
  // The same rules as the search button's isSearchHotkey and keyboardNav's pageDirection
  // (src/features/early-input/earlyInputHotkeys.test.ts compares them).
  function hotkey(e) {
    var k = (e.key || '').toLowerCase();
    if ((e.ctrlKey || e.metaKey) && !e.altKey && !e.shiftKey && (k === 'k' || k === '/' || k === '\\u043b')) return true;
    return e.altKey && !e.ctrlKey && !e.metaKey && !e.shiftKey && !typing(e.target) && (e.key === 'ArrowLeft' || e.key === 'ArrowRight');
  }
  function hold(e, replay) {
    e.preventDefault();
    e.stopImmediatePropagation();
    held.push(replay);
  }
  function onClick(e) {
    var el = e.target && e.target.closest && e.target.closest('button, [role="button"], a[href="#"]');
    if (el) hold(e, function () { if (el.isConnected) el.click(); });
  }
  function onSubmit(e) {
    var form = e.target;
    hold(e, function () { if (form.isConnected && form.requestSubmit) form.requestSubmit(); });
  }
  function onKey(e) {
    if (!hotkey(e)) return;
    var target = e.target, init = {key: e.key, code: e.code, ctrlKey: e.ctrlKey, metaKey: e.metaKey, altKey: e.altKey, shiftKey: e.shiftKey, bubbles: true, cancelable: true};
    hold(e, function () { (target && target.isConnected ? target : document.body).dispatchEvent(new KeyboardEvent('keydown', init)); });
  }
  w.addEventListener('click', onClick, true);
  w.addEventListener('submit', onSubmit, true);
  w.addEventListener('keydown', onKey, true);
  function nativeSet(field, property, value) {
    var d = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), property);
    if (d && d.set) d.set.call(field, value);
  }
  // React keeps the server's empty state for its controlled fields and would ignore
  // text typed before hydration: make it see each changed field as changed now.
  function syncChangedFields() {
    var fields = document.querySelectorAll('input, textarea');
    for (var i = 0; i < fields.length; i++) {
      var f = fields[i];
      if (f.type === 'checkbox' || f.type === 'radio') {
        if (f.checked === f.defaultChecked) continue;
        nativeSet(f, 'checked', f.defaultChecked);
        f.click();
      } else if (f.value !== f.defaultValue) {
        var typed = f.value;
        // The element's own setter tells React; the prototype's puts the text back silently.
        f.value = f.defaultValue;
        nativeSet(f, 'value', typed);
        f.dispatchEvent(new Event('input', {bubbles: true}));
      }
    }
  }
  w.${EARLY_INPUT_GLOBAL} = {
    release: function () {
      syncChangedFields();
      w.removeEventListener('click', onClick, true);
      w.removeEventListener('submit', onSubmit, true);
      w.removeEventListener('keydown', onKey, true);
      var replays = held;
      held = [];
      for (var i = 0; i < replays.length; i++) replays[i]();
      return replays.length;
    }
  };
})();`;
