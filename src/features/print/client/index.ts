/**
 * Print mode: every collapsed details block opens for printing
 * (and closes again after), while ./styles.css hides the navigation chrome.
 * Both the print dialog (beforeprint) and print media (matchMedia, which is
 * what "print preview" and PDF export switch) trigger it.
 */
import './styles.css';

const OPENED = 'data-tessera-print-opened';

function openAll(): void {
  for (const details of Array.from(document.querySelectorAll<HTMLDetailsElement>('details:not([open])'))) {
    details.setAttribute(OPENED, '');
    details.open = true;
  }
  document.documentElement.setAttribute('data-tessera-print', '');
}

function restore(): void {
  for (const details of Array.from(document.querySelectorAll<HTMLDetailsElement>(`details[${OPENED}]`))) {
    details.removeAttribute(OPENED);
    details.open = false;
  }
  document.documentElement.removeAttribute('data-tessera-print');
}

if (typeof window !== 'undefined') {
  window.addEventListener('beforeprint', openAll);
  window.addEventListener('afterprint', restore);
  const print = window.matchMedia('print');
  print.addEventListener('change', () => (print.matches ? openAll() : restore()));
}
