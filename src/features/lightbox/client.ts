/**
 * SPEC.md §2.5/§9 image lightbox: `lightbox.delayMs` after a page renders
 * (or its content changes), the article's images become openable; a click
 * (or Enter) loads PhotoSwipe on demand (./open.ts) and opens it on that image.
 */
import {siteConfig} from '@site/site.config';
import {ARTICLE_SELECTOR, contentEnhancer} from '../contentChanged';
import {featureTexts} from '../texts';
import './styles.css';

const ZOOMABLE = 'tessera-zoomable';

/** Article images a reader can open: not links themselves, not icons. */
export function articleImages(root: ParentNode = document): HTMLImageElement[] {
  return Array.from(root.querySelectorAll<HTMLImageElement>(`:is(${ARTICLE_SELECTOR}) img`)).filter(
    (img) => !img.closest('a, button, .pswp, [data-no-lightbox]'),
  );
}

function open(img: HTMLImageElement): void {
  const images = articleImages();
  const index = Math.max(0, images.indexOf(img));
  void import('./open').then(({openLightbox}) => openLightbox(images, index));
}

function onClick(event: MouseEvent): void {
  open(event.currentTarget as HTMLImageElement);
}

function onKey(event: KeyboardEvent): void {
  if (event.key === 'Enter' || event.key === ' ') {
    event.preventDefault();
    open(event.currentTarget as HTMLImageElement);
  }
}

export function enhanceImages(): void {
  const label = featureTexts().openImage;
  for (const img of articleImages()) {
    if (img.classList.contains(ZOOMABLE)) continue;
    img.classList.add(ZOOMABLE);
    img.tabIndex = 0;
    img.setAttribute('aria-haspopup', 'dialog');
    if (!img.title) img.title = label;
    img.addEventListener('click', onClick);
    img.addEventListener('keydown', onKey);
  }
}

export const {onRouteDidUpdate} = contentEnhancer(enhanceImages, siteConfig.lightbox.delayMs, 'img');
