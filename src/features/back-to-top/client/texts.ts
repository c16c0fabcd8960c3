/**
 * UI strings of the back-to-top button. It runs outside React, but Docusaurus's `translate()` is a
 * plain function over the locale's code translations, so they live in
 * i18n/<locale>/code.json like every other label (and `docusaurus write-translations`
 * finds them: it reads all of src/).
 */
import {translate} from '@docusaurus/Translate';

/** The button's name and tooltip. */
export function backToTopLabel(): string {
  return translate({id: 'feature.backToTop', message: 'Back to top'});
}
