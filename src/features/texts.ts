/**
 * UI strings of the DOM-only features. They run outside React, but Docusaurus's
 * `translate()` is a plain function over the locale's code translations, so
 * they live in i18n/<locale>/code.json like every other label of the site (and
 * `docusaurus write-translations` finds them: it reads all of src/).
 */
import {translate} from '@docusaurus/Translate';

export interface FeatureTexts {
  readonly backToTop: string;
  readonly copy: string;
  readonly copied: string;
  readonly copyFailed: string;
  readonly openImage: string;
  readonly fullscreen: string;
  readonly download: string;
  readonly close: string;
  readonly previous: string;
  readonly next: string;
  readonly imageN: (n: number) => string;
}

export function featureTexts(): FeatureTexts {
  return {
    backToTop: translate({id: 'feature.backToTop', message: 'Back to top'}),
    copy: translate({id: 'feature.codeCopy.copy', message: 'Copy code'}),
    copied: translate({id: 'feature.codeCopy.copied', message: 'Copied'}),
    copyFailed: translate({id: 'feature.codeCopy.failed', message: 'Copy failed'}),
    openImage: translate({id: 'feature.lightbox.open', message: 'Open image'}),
    fullscreen: translate({id: 'feature.lightbox.fullscreen', message: 'Fullscreen'}),
    download: translate({id: 'feature.lightbox.download', message: 'Download'}),
    close: translate({id: 'feature.lightbox.close', message: 'Close'}),
    previous: translate({id: 'feature.lightbox.previous', message: 'Previous'}),
    next: translate({id: 'feature.lightbox.next', message: 'Next'}),
    imageN: (n) => translate({id: 'feature.lightbox.imageN', message: 'Image {n}'}, {n: String(n)}),
  };
}
