/** Keyboard page navigation: which page link Alt+Arrow follows, if any. Pure for the unit tests. */
export type PageDirection = 'next' | 'prev';

export interface KeyInfo {
  readonly key: string;
  readonly altKey: boolean;
  readonly ctrlKey: boolean;
  readonly metaKey: boolean;
  readonly shiftKey: boolean;
}

export function pageDirection(event: KeyInfo): PageDirection | null {
  if (!event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return null;
  if (event.key === 'ArrowRight') return 'next';
  if (event.key === 'ArrowLeft') return 'prev';
  return null;
}

/** Typing in a field: the keys belong to the field (Alt+Arrow moves by word on some systems). */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!target || typeof (target as Element).closest !== 'function') return false;
  const el = target as HTMLElement;
  return (
    el.isContentEditable ||
    el.closest('input, textarea, select, [contenteditable=""], [contenteditable="true"]') !== null
  );
}
