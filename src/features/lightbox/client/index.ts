/**
 * Image lightbox: a click on an article image (or Enter on a focused one)
 * loads PhotoSwipe on demand (./open.ts) and opens it on that image, from the
 * moment the page shows. `lightbox.delayMs` after a page renders (or its
 * content changes) the images are decorated as openable (cursor, focus,
 * hint).
 */
import {siteConfig} from '@site/site.config';
import {ARTICLE_SELECTOR, contentEnhancer} from '../../../lib/client/contentChanged';
import {lightboxTexts} from './texts';
import './styles.css';

const ZOOMABLE = 'tessera-zoomable';

/** Whether a reader can open this image: in the article, not a link or button itself, not an icon. */
export function isArticleImage(img: Element): img is HTMLImageElement {
  return (
    img instanceof HTMLImageElement &&
    img.closest(ARTICLE_SELECTOR) !== null &&
    !img.closest('a, button, .pswp, [data-no-lightbox]')
  );
}

/** Article images a reader can open, in page order. */
export function articleImages(root: ParentNode = document): HTMLImageElement[] {
  return Array.from(root.querySelectorAll<HTMLImageElement>(`:is(${ARTICLE_SELECTOR}) img`)).filter(isArticleImage);
}

function open(img: HTMLImageElement): void {
  const images = articleImages();
  const index = Math.max(0, images.indexOf(img));
  void import('./open').then(({openLightbox}) => openLightbox(images, index));
}

/** The article image an event is aimed at, if any. */
function targetImage(event: Event): HTMLImageElement | null {
  const target = event.target instanceof Element ? event.target.closest('img') : null;
  return target && isArticleImage(target) ? target : null;
}

// Listeners on the document, from the moment this script runs: a click on a picture right after
// the page appears opens it, even before the page has hydrated or the images were decorated.
function onClick(event: MouseEvent): void {
  const img = targetImage(event);
  if (!img || event.defaultPrevented || event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey) return;
  open(img);
}

function onKey(event: KeyboardEvent): void {
  const img = targetImage(event);
  if (img && (event.key === 'Enter' || event.key === ' ')) {
    event.preventDefault();
    open(img);
  }
}

if (typeof document !== 'undefined') {
  document.addEventListener('click', onClick);
  document.addEventListener('keydown', onKey);
}

/** Marks the article's images as openable: focusable, announced as opening a dialog, with a hint. */
export function enhanceImages(): void {
  const label = lightboxTexts().openImage;
  for (const img of articleImages()) {
    if (img.classList.contains(ZOOMABLE)) continue;
    img.classList.add(ZOOMABLE);
    img.tabIndex = 0;
    img.setAttribute('aria-haspopup', 'dialog');
    if (!img.title) img.title = label;
  }
}

export const {onRouteDidUpdate} = contentEnhancer(enhanceImages, siteConfig.lightbox.delayMs, 'img');
