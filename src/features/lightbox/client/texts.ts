/**
 * UI strings of the image lightbox. It runs outside React, but Docusaurus's `translate()` is a
 * plain function over the locale's code translations, so they live in
 * i18n/<locale>/code.json like every other label (and `docusaurus write-translations`
 * finds them: it reads all of src/).
 */
import {translate} from '@docusaurus/Translate';

export interface LightboxTexts {
  readonly openImage: string;
  readonly fullscreen: string;
  readonly download: string;
  readonly close: string;
  readonly previous: string;
  readonly next: string;
  readonly imageN: (n: number) => string;
}

export function lightboxTexts(): LightboxTexts {
  return {
    openImage: translate({id: 'feature.lightbox.open', message: 'Open image'}),
    fullscreen: translate({id: 'feature.lightbox.fullscreen', message: 'Fullscreen'}),
    download: translate({id: 'feature.lightbox.download', message: 'Download'}),
    close: translate({id: 'feature.lightbox.close', message: 'Close'}),
    previous: translate({id: 'feature.lightbox.previous', message: 'Previous'}),
    next: translate({id: 'feature.lightbox.next', message: 'Next'}),
    imageN: (n) => translate({id: 'feature.lightbox.imageN', message: 'Image {n}'}, {n: String(n)}),
  };
}
