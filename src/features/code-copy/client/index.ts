/**
 * Copy button on code blocks: attached
 * `codeCopy.attachDelayMs` after a page renders (or its content changes), it
 * copies the block's text and says "copied" for `codeCopy.feedbackMs`. Hidden
 * on screens up to `codeCopy.hideMaxWidthPx`. A DOM enhancer over the
 * article's `pre` blocks, so code inserted later as HTML gets it too.
 */
import {siteConfig} from '@site/site.config';
import {ARTICLE_SELECTOR, contentEnhancer} from '../../../lib/client/contentChanged';
import {codeCopyTexts} from './texts';
import './styles.css';

const COPY_ICON =
  '<svg viewBox="0 0 24 24" aria-hidden="true"><path fill="currentColor" d="M19 21H8V7h11m0-2H8a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h11a2 2 0 0 0 2-2V7a2 2 0 0 0-2-2m-3-4H4a2 2 0 0 0-2 2v14h2V3h12V1Z"/></svg>';

/** The code as the reader sees it: innerText keeps the line breaks the highlighter renders as elements. */
export function codeText(pre: HTMLElement): string {
  const code = pre.querySelector('code') ?? pre;
  return (code.innerText || code.textContent || '').replace(/\n$/, '');
}

async function writeClipboard(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) {
    await navigator.clipboard.writeText(text);
    return;
  }
  // Insecure origins have no async clipboard; the legacy command still works on a click.
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  const ok = document.execCommand('copy');
  area.remove();
  if (!ok) throw new Error('copy command refused');
}

function attach(pre: HTMLElement): void {
  const host = pre.parentElement;
  if (!host) return;
  const texts = codeCopyTexts();
  host.classList.add('tessera-copy-host');
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'tessera-copy';
  button.setAttribute('aria-label', texts.copy);
  button.title = texts.copy;
  button.innerHTML = `${COPY_ICON}<span class="tessera-copy__status" aria-live="polite"></span>`;
  const status = button.querySelector<HTMLElement>('.tessera-copy__status');
  let timer: number | undefined;
  button.addEventListener('click', () => {
    writeClipboard(codeText(pre)).then(
      () => {
        button.classList.add('tessera-copy--copied');
        if (status) status.textContent = texts.copied;
      },
      () => {
        if (status) status.textContent = texts.copyFailed;
      },
    );
    window.clearTimeout(timer);
    timer = window.setTimeout(() => {
      button.classList.remove('tessera-copy--copied');
      if (status) status.textContent = '';
    }, siteConfig.codeCopy.feedbackMs);
  });
  pre.after(button);
}

export function enhanceCodeBlocks(root: ParentNode = document): void {
  for (const pre of Array.from(root.querySelectorAll<HTMLElement>(`:is(${ARTICLE_SELECTOR}) pre`))) {
    // A code block the theme re-rendered keeps no button: check for it, not for a mark.
    if (!pre.nextElementSibling?.classList.contains('tessera-copy')) attach(pre);
  }
}

// The width limit lives in site.config.ts, so the media query is built here, not in CSS.
if (typeof window !== 'undefined') {
  const narrow = window.matchMedia(`(max-width: ${siteConfig.codeCopy.hideMaxWidthPx}px)`);
  const apply = (): void => {
    document.documentElement.toggleAttribute('data-tessera-copy-hidden', narrow.matches);
  };
  apply();
  narrow.addEventListener('change', apply);
}

export const {onRouteDidUpdate} = contentEnhancer(
  () => enhanceCodeBlocks(),
  siteConfig.codeCopy.attachDelayMs,
  'pre, .tessera-copy',
);
