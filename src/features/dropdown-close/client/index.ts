/**
 * Dropdown menus close on route change. The theme's navbar
 * dropdowns open on hover and on focus; after a click on one of their items
 * the pointer and focus are still there, so the menu would stay open over
 * the new page. On every route change we close them and keep them closed
 * until the pointer leaves.
 */
import './styles.css';

const CLOSED = 'data-tessera-closed';

export function onRouteDidUpdate({previousLocation}: {previousLocation: unknown}): void {
  if (!previousLocation) return;
  for (const dropdown of Array.from(document.querySelectorAll<HTMLElement>('.navbar .dropdown'))) {
    dropdown.classList.remove('dropdown--show');
    if (dropdown.contains(document.activeElement)) (document.activeElement as HTMLElement).blur();
    if (dropdown.matches(':hover')) {
      dropdown.setAttribute(CLOSED, '');
      dropdown.addEventListener('mouseleave', () => dropdown.removeAttribute(CLOSED), {once: true});
    }
  }
}
