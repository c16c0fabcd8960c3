/**
 * Keyboard: Alt+ArrowRight opens the next page, Alt+ArrowLeft
 * the previous one, following the article's previous/next links (so
 * frontmatter prev/next are honoured), never while the reader types.
 */
import {isTypingTarget, pageDirection} from './keys';

function onKeyDown(event: KeyboardEvent): void {
  const direction = pageDirection(event);
  if (!direction || event.defaultPrevented || isTypingTarget(event.target)) return;
  const link = document.querySelector<HTMLAnchorElement>(
    `.pagination-nav__link--${direction === 'next' ? 'next' : 'prev'}`,
  );
  if (!link) return;
  event.preventDefault();
  // A click on the theme's link: client-side navigation, like the reader's own click.
  link.click();
}

if (typeof window !== 'undefined') window.addEventListener('keydown', onKeyDown);
