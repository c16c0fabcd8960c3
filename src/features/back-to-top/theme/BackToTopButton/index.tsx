import type {ReactNode} from 'react';

/**
 * The theme's own back-to-top button is left out: the site's button (with its
 * progress ring, src/features/back-to-top/client) is the one, and the theme's appeared beside it whenever a
 * reader scrolled up.
 */
export default function BackToTopButton(): ReactNode {
  return null;
}
