/**
 * Tab and Shift+Tab wrap around inside a modal dialog: the one focus trap of
 * the locale suggestion and the search modal.
 */
export function keepTabInside(
  event: {readonly key: string; readonly shiftKey: boolean; preventDefault(): void},
  container: HTMLElement | null,
  focusableSelector: string,
): void {
  if (event.key !== 'Tab' || !container) return;
  const focusable = Array.from(container.querySelectorAll<HTMLElement>(focusableSelector));
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last?.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first?.focus();
  }
}
