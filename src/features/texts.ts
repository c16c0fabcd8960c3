/**
 * UI strings of the DOM-only features (they run outside React, so outside
 * Docusaurus's translate()). Keyed by the page's `<html lang>`.
 */
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
  readonly imageN: string;
}

const texts: Record<'ru' | 'en', FeatureTexts> = {
  en: {
    backToTop: 'Back to top',
    copy: 'Copy code',
    copied: 'Copied',
    copyFailed: 'Copy failed',
    openImage: 'Open image',
    fullscreen: 'Fullscreen',
    download: 'Download',
    close: 'Close',
    previous: 'Previous',
    next: 'Next',
    imageN: 'Image {n}',
  },
  ru: {
    backToTop: 'Наверх',
    copy: 'Копировать код',
    copied: 'Скопировано',
    copyFailed: 'Не удалось скопировать',
    openImage: 'Открыть изображение',
    fullscreen: 'Во весь экран',
    download: 'Скачать',
    close: 'Закрыть',
    previous: 'Предыдущее',
    next: 'Следующее',
    imageN: 'Изображение {n}',
  },
};

export function featureTexts(): FeatureTexts {
  return document.documentElement.lang.startsWith('ru') ? texts.ru : texts.en;
}
