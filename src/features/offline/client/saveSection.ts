/**
 * Saving a docs section for offline reading, the part outside React (loaded
 * with the panel, on section landings only). Downloading goes through the
 * service worker like any request, so each file lands in the cache its kind
 * belongs to (src/features/offline/client/sw.ts); this module only asks for the files of
 * the section's build-time list, counts them, and checks or forgets them.
 */
import {CACHE_NAMES, CACHE_PREFIX, isAssetPath} from '@site/src/features/offline/shared/routes';
import type {SectionManifest} from '@site/src/features/offline/shared/sectionManifestShape';

/** What the device remembers of a saved section (localStorage), to list saved sections anywhere. */
export interface SavedSection {
  readonly title: string;
  readonly landing: string;
  readonly pages: number;
  readonly bytes: number;
  readonly savedAt: string;
}

const SAVED_KEY = 'tessera.offline.saved';
/** Parallel downloads: enough to fill a phone's connection, few enough to leave room for the reader's clicks. */
const PARALLEL = 4;

export function readSaved(): Record<string, SavedSection> {
  try {
    const value = JSON.parse(window.localStorage.getItem(SAVED_KEY) ?? '{}') as unknown;
    return typeof value === 'object' && value !== null ? (value as Record<string, SavedSection>) : {};
  } catch {
    return {};
  }
}

export function writeSaved(key: string, entry: SavedSection | null): void {
  const saved = Object.fromEntries(Object.entries(readSaved()).filter(([k]) => k !== key));
  if (entry) saved[key] = entry;
  try {
    window.localStorage.setItem(SAVED_KEY, JSON.stringify(saved));
  } catch {
    // Storage full or off: the section is saved all the same, only the list of saved sections misses it.
  }
}

export function allUrls(manifest: SectionManifest): string[] {
  return [...manifest.pages, ...manifest.files];
}

/** How many of the section's files the device has. */
export async function countKept(manifest: SectionManifest): Promise<number> {
  const found = await Promise.all(allUrls(manifest).map((url) => caches.match(url).then(Boolean, () => false)));
  return found.filter(Boolean).length;
}

/** Resolves once a service worker controls this page (registration runs after the page's `load`). */
export function workerControls(timeoutMs: number): Promise<boolean> {
  if (navigator.serviceWorker.controller) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = window.setTimeout(() => resolve(false), timeoutMs);
    navigator.serviceWorker.addEventListener(
      'controllerchange',
      () => {
        window.clearTimeout(timer);
        resolve(true);
      },
      {once: true},
    );
  });
}

/**
 * Downloads every file of the list through the worker, reporting each one done.
 * Resolves with the addresses that failed; an abort stops it (the files
 * downloaded so far stay kept, like pages a reader opened).
 */
export async function download(
  urls: readonly string[],
  signal: AbortSignal,
  onDone: (done: number) => void,
): Promise<string[]> {
  const failed: string[] = [];
  let next = 0;
  let done = 0;
  const worker = async (): Promise<void> => {
    while (next < urls.length && !signal.aborted) {
      const url = urls[next++] ?? '';
      try {
        const response = await fetch(url, {signal, credentials: 'same-origin'});
        // Read to the end: the worker keeps the response once the whole body has arrived.
        await response.arrayBuffer();
        if (!response.ok) failed.push(url);
      } catch {
        if (signal.aborted) return;
        failed.push(url);
      }
      onDone(++done);
    }
  };
  await Promise.all(Array.from({length: Math.min(PARALLEL, urls.length)}, worker));
  return failed;
}

interface DocusaurusGlobal {
  readonly preload?: (routePath: string) => false | Promise<unknown>;
}

/**
 * Loads each page's route chunks the way a click on its link would (Docusaurus's
 * `window.docusaurus.preload`), so the worker keeps them. A chunk that fails is
 * not fatal here: the page's HTML is kept and reads without them.
 */
export async function preloadRoutes(
  pages: readonly string[],
  signal: AbortSignal,
  onDone: (done: number) => void,
): Promise<void> {
  const docusaurus = (window as unknown as {docusaurus?: DocusaurusGlobal}).docusaurus;
  let done = 0;
  for (const page of pages) {
    if (signal.aborted) return;
    try {
      await (docusaurus?.preload?.(page) || undefined);
    } catch {
      // Kept as HTML only; the reader sees the page, its links load what they need when online.
    }
    onDone(++done);
  }
}

/**
 * Forgets the section's pages and pictures. Scripts and styles stay: other
 * sections and opened pages share them, and the worker's limit ages them out.
 */
export async function removeSection(manifest: SectionManifest): Promise<void> {
  const names = (await caches.keys()).filter((name) => name.startsWith(CACHE_PREFIX) && name !== CACHE_NAMES.assets);
  const urls = allUrls(manifest).filter((url) => !isAssetPath(url));
  for (const name of names) {
    const cache = await caches.open(name);
    await Promise.all(urls.map((url) => cache.delete(url)));
  }
}
