/**
 * The search hotkeys: Ctrl+K and Ctrl+/ everywhere, ⌘K and ⌘/ on macOS, and
 * Ctrl+Л (the K key on a Russian layout). Pure, so the early-input script's
 * copy of the rule can be compared with it (src/features/early-input/earlyInputHotkeys.test.ts).
 */
export function isSearchHotkey(
  event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>,
): boolean {
  if (event.altKey || event.shiftKey) return false;
  if (!(event.ctrlKey || event.metaKey)) return false;
  const key = event.key.toLowerCase();
  return key === 'k' || key === '/' || key === 'л';
}
