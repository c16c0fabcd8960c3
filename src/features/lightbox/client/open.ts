/**
 * The lightbox itself, loaded only when a reader opens an image: PhotoSwipe
 * with its CSS bundled from node_modules (no CDN), plus bullets, fullscreen
 * and download buttons; arrows and swipe are PhotoSwipe's own. Any wheel
 * scroll closes it (`lightbox.closeOnScroll`) unless the image is
 * zoomed in and being panned.
 */
import PhotoSwipe from 'photoswipe';
import type {SlideData} from 'photoswipe';
import 'photoswipe/style.css';
import {siteConfig} from '@site/site.config';
import {lightboxTexts} from './texts';
import './lightbox.css';

const FALLBACK_WIDTH = 1600;

/** Size to open an image at: its natural size, or (SVG without one) scaled from the rendered box. */
function slideSize(img: HTMLImageElement): {width: number; height: number} {
  const rect = img.getBoundingClientRect();
  const ratio = rect.width > 0 && rect.height > 0 ? rect.height / rect.width : 0.75;
  const natural = img.naturalWidth > 0 && img.naturalHeight > 0;
  const width = natural ? Math.max(img.naturalWidth, rect.width) : Math.max(FALLBACK_WIDTH, rect.width);
  const height = natural && img.naturalWidth >= rect.width ? img.naturalHeight : Math.round(width * ratio);
  return {width, height};
}

function slides(images: readonly HTMLImageElement[]): SlideData[] {
  return images.map((img) => ({
    src: img.currentSrc || img.src,
    alt: img.alt,
    element: img,
    msrc: img.currentSrc || img.src,
    ...slideSize(img),
  }));
}

const ICONS = {
  fullscreen:
    '<svg class="pswp__icn" viewBox="0 0 32 32" aria-hidden="true"><path d="M8 8h6v2h-4v4H8V8Zm10 0h6v6h-2v-4h-4V8ZM8 18h2v4h4v2H8v-6Zm14 0h2v6h-6v-2h4v-4Z"/></svg>',
  download:
    '<svg class="pswp__icn" viewBox="0 0 32 32" aria-hidden="true"><path d="M15 7h2v11.2l4.3-4.3 1.4 1.4L16 22l-6.7-6.7 1.4-1.4 4.3 4.3V7ZM8 23h16v2H8v-2Z"/></svg>',
};

export function openLightbox(images: readonly HTMLImageElement[], index: number): PhotoSwipe {
  const texts = lightboxTexts();
  const pswp = new PhotoSwipe({
    dataSource: slides(images),
    index,
    closeTitle: texts.close,
    arrowPrevTitle: texts.previous,
    arrowNextTitle: texts.next,
    showHideAnimationType: 'fade',
    bgOpacity: 0.9,
    closeOnVerticalDrag: true,
  });

  pswp.on('uiRegister', () => {
    if (siteConfig.lightbox.fullscreen && document.fullscreenEnabled) {
      pswp.ui?.registerElement({
        name: 'fullscreen',
        title: texts.fullscreen,
        ariaLabel: texts.fullscreen,
        order: 9,
        isButton: true,
        html: ICONS.fullscreen,
        onClick: () => {
          if (document.fullscreenElement) void document.exitFullscreen();
          else void pswp.element?.requestFullscreen();
        },
      });
    }
    if (siteConfig.lightbox.download) {
      pswp.ui?.registerElement({
        name: 'download',
        title: texts.download,
        ariaLabel: texts.download,
        order: 8,
        isButton: true,
        tagName: 'a',
        html: ICONS.download,
        onInit: (el, instance) => {
          el.setAttribute('download', '');
          const update = (): void => el.setAttribute('href', String(instance.currSlide?.data.src ?? ''));
          update();
          instance.on('change', update);
        },
      });
    }
    if (images.length > 1) {
      pswp.ui?.registerElement({
        name: 'bullets',
        className: 'pswp__bullets',
        appendTo: 'wrapper',
        onInit: (el, instance) => {
          el.setAttribute('role', 'tablist');
          const bullets = images.map((_, i) => {
            const b = document.createElement('button');
            b.type = 'button';
            b.className = 'pswp__bullet';
            b.setAttribute('aria-label', texts.imageN(i + 1));
            b.addEventListener('click', () => instance.goTo(i));
            el.append(b);
            return b;
          });
          const update = (): void =>
            bullets.forEach((b, i) => {
              b.classList.toggle('pswp__bullet--active', i === instance.currIndex);
              b.setAttribute('aria-current', String(i === instance.currIndex));
            });
          update();
          instance.on('change', update);
        },
      });
    }
  });

  if (siteConfig.lightbox.closeOnScroll) {
    const onWheel = (): void => {
      if (!pswp.currSlide?.isPannable()) pswp.close();
    };
    window.addEventListener('wheel', onWheel, {passive: true, capture: true});
    pswp.on('destroy', () => {
      window.removeEventListener('wheel', onWheel, {capture: true});
      if (document.fullscreenElement) void document.exitFullscreen();
    });
  }

  pswp.init();
  return pswp;
}
