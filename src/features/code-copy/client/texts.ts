/**
 * UI strings of the code copy button. It runs outside React, but Docusaurus's `translate()` is a
 * plain function over the locale's code translations, so they live in
 * i18n/<locale>/code.json like every other label (and `docusaurus write-translations`
 * finds them: it reads all of src/).
 */
import {translate} from '@docusaurus/Translate';

export interface CodeCopyTexts {
  readonly copy: string;
  readonly copied: string;
  readonly copyFailed: string;
}

export function codeCopyTexts(): CodeCopyTexts {
  return {
    copy: translate({id: 'feature.codeCopy.copy', message: 'Copy code'}),
    copied: translate({id: 'feature.codeCopy.copied', message: 'Copied'}),
    copyFailed: translate({id: 'feature.codeCopy.failed', message: 'Copy failed'}),
  };
}
