import type {ReactNode} from 'react';

/**
 * No React buttons on code blocks: the copy button is a DOM enhancer
 * (src/features/codeCopy) so it also reaches code inserted as HTML later
 * (decrypted pages) and costs no JS until a page has code.
 */
export default function CodeBlockButtons(): ReactNode {
  return null;
}
