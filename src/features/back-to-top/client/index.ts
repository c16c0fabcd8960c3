/**
 * Back to top: a button that appears once the page is scrolled
 * more than `backToTop.thresholdPx`, with a ring showing how much of the page
 * has been read; it scrolls smoothly to the top. Plain DOM outside the React
 * root, created on the first scroll past the threshold.
 */
import {siteConfig} from '@site/site.config';
import {backToTopLabel} from './texts';
import {scrollProgress} from './progress';
import './styles.css';

const RADIUS = 18;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;
const SVG_NS = 'http://www.w3.org/2000/svg';

let button: HTMLButtonElement | undefined;
let ring: SVGCircleElement | undefined;
let frame = 0;

function create(): HTMLButtonElement {
  const el = document.createElement('button');
  el.type = 'button';
  el.className = 'tessera-back-to-top';
  el.setAttribute('aria-label', backToTopLabel());
  el.title = backToTopLabel();
  const svg = document.createElementNS(SVG_NS, 'svg');
  svg.setAttribute('viewBox', '0 0 44 44');
  svg.setAttribute('aria-hidden', 'true');
  const track = document.createElementNS(SVG_NS, 'circle');
  const progress = document.createElementNS(SVG_NS, 'circle');
  for (const [circle, cls] of [
    [track, 'track'],
    [progress, 'progress'],
  ] as const) {
    circle.setAttribute('cx', '22');
    circle.setAttribute('cy', '22');
    circle.setAttribute('r', String(RADIUS));
    circle.setAttribute('class', `tessera-back-to-top__${cls}`);
    svg.append(circle);
  }
  progress.style.strokeDasharray = String(CIRCUMFERENCE);
  const arrow = document.createElementNS(SVG_NS, 'path');
  arrow.setAttribute('d', 'M22 29V15m-6 6 6-6 6 6');
  arrow.setAttribute('class', 'tessera-back-to-top__arrow');
  svg.append(arrow);
  el.append(svg);
  el.addEventListener('click', () => {
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({top: 0, behavior: reduce ? 'auto' : 'smooth'});
  });
  document.body.append(el);
  ring = progress;
  return el;
}

function update(): void {
  frame = 0;
  const y = window.scrollY;
  const visible = y > siteConfig.backToTop.thresholdPx;
  if (!button && !visible) return;
  button ??= create();
  button.classList.toggle('tessera-back-to-top--visible', visible);
  button.tabIndex = visible ? 0 : -1;
  const share = scrollProgress(y, document.documentElement.scrollHeight, window.innerHeight);
  button.dataset.progress = share.toFixed(3);
  if (ring) ring.style.strokeDashoffset = String(CIRCUMFERENCE * (1 - share));
}

function onScroll(): void {
  if (!frame) frame = window.requestAnimationFrame(update);
}

if (typeof window !== 'undefined') {
  window.addEventListener('scroll', onScroll, {passive: true});
  window.addEventListener('resize', onScroll, {passive: true});
}

export function onRouteDidUpdate(): void {
  onScroll();
}
