/**
 * "Save for offline" on a section landing (loaded on demand by SaveSection):
 * the section's size, a button that downloads its pages, their scripts and
 * pictures (the build-time list of src/features/offline/shared/sectionManifest.ts) and
 * each page's route chunks (through the router's preload), with
 * visible progress and Cancel, then its state with Remove; and the sections
 * already saved on this device.
 */
import {useCallback, useEffect, useRef, useState, type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {siteConfig} from '@site/site.config';
import type {SectionManifest} from '@site/src/features/offline/shared/sectionManifestShape';
import {SECTION_DIR} from '@site/src/features/offline/shared/routes';
import {
  allUrls,
  countKept,
  download,
  preloadRoutes,
  readSaved,
  removeSection,
  workerControls,
  writeSaved,
  type SavedSection,
} from './saveSection';
import type {CSSProperties} from 'react';

// Inline: Docusaurus puts every stylesheet into the first-load CSS, which has no room left.
const styles = {
  savePanel: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: '0.5rem 1rem',
    padding: '0.75rem 1rem',
    border: '1px solid var(--ifm-color-emphasis-300)',
    borderRadius: 'var(--ifm-global-radius)',
    fontSize: '0.9rem',
  },
  saveState: {flex: '1 1 16rem', margin: 0},
  progress: {width: '10rem'},
  savedList: {flexBasis: '100%', margin: 0, color: 'var(--ifm-color-emphasis-700)'},
} satisfies Record<string, CSSProperties>;

type State =
  | {readonly kind: 'loading'}
  | {readonly kind: 'unsaved'; readonly note?: string}
  | {readonly kind: 'saving'; readonly done: number; readonly total: number}
  | {readonly kind: 'saved'}
  | {readonly kind: 'unavailable'; readonly message: string};

/** How long "Save" waits for the service worker to take over a page that has just loaded, ms. */
const WORKER_WAIT_MS = 10_000;

export default function SavePanel({section, title}: {section: string; title: string}): ReactNode {
  const {i18n} = useDocusaurusContext();
  const locale = i18n.currentLocale;
  const listUrl = useBaseUrl(`/${SECTION_DIR}/${section}.json`);
  const key = `${locale}:${section}`;
  const [manifest, setManifest] = useState<SectionManifest | null>(null);
  const [state, setState] = useState<State>({kind: 'loading'});
  const [saved, setSaved] = useState<Record<string, SavedSection>>(readSaved);
  const abort = useRef<AbortController | null>(null);

  const mb = (bytes: number): string =>
    new Intl.NumberFormat(siteConfig.locales.bcp47[locale as 'ru' | 'en'] ?? locale, {
      maximumFractionDigits: 1,
      minimumFractionDigits: 1,
    }).format(bytes / 1_048_576);

  useEffect(() => {
    let live = true;
    fetch(listUrl)
      .then((response) => {
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        return response.json() as Promise<SectionManifest>;
      })
      .then(async (list) => {
        const kept = await countKept(list);
        if (!live) return;
        setManifest(list);
        setState(kept === allUrls(list).length ? {kind: 'saved'} : {kind: 'unsaved'});
      })
      .catch(() => {
        if (live)
          setState({
            kind: 'unavailable',
            message: translate({
              id: 'offline.save.noList',
              message: 'Saving for offline needs a connection: the list of this section’s pages could not be loaded.',
            }),
          });
      });
    return () => {
      live = false;
      abort.current?.abort();
    };
  }, [listUrl]);

  const save = useCallback(async () => {
    if (!manifest) return;
    const urls = allUrls(manifest);
    setState({kind: 'saving', done: 0, total: urls.length + manifest.pages.length});
    if (!(await workerControls(WORKER_WAIT_MS))) {
      setState({
        kind: 'unavailable',
        message: translate({
          id: 'offline.save.noWorker',
          message: 'This browser does not keep pages for offline reading here (private mode or storage switched off).',
        }),
      });
      return;
    }
    const controller = new AbortController();
    abort.current = controller;
    const total = urls.length + manifest.pages.length;
    const failed = await download(urls, controller.signal, (done) => setState({kind: 'saving', done, total}));
    // Then each page's route chunks, which its HTML does not name: the router loads them, through the worker.
    if (failed.length === 0)
      await preloadRoutes(manifest.pages, controller.signal, (done) =>
        setState({kind: 'saving', done: urls.length + done, total}),
      );
    abort.current = null;
    if (controller.signal.aborted) {
      setState({
        kind: 'unsaved',
        note: translate({
          id: 'offline.save.canceled',
          message: 'Saving was cancelled. The pages already downloaded stay available offline.',
        }),
      });
      return;
    }
    if (failed.length > 0) {
      setState({
        kind: 'unsaved',
        note: translate(
          {
            id: 'offline.save.failed',
            message: 'Saving stopped: {count} files could not be downloaded. Check the connection and try again.',
          },
          {count: String(failed.length)},
        ),
      });
      return;
    }
    writeSaved(key, {
      title,
      landing: manifest.landing,
      pages: manifest.pages.length,
      bytes: manifest.bytes,
      savedAt: new Date().toISOString(),
    });
    setSaved(readSaved());
    setState({kind: 'saved'});
  }, [manifest, key, title]);

  const remove = useCallback(async () => {
    if (!manifest) return;
    await removeSection(manifest);
    writeSaved(key, null);
    setSaved(readSaved());
    setState({kind: 'unsaved'});
  }, [manifest, key]);

  const others = Object.entries(saved)
    .filter(([k]) => k !== key && k.startsWith(`${locale}:`))
    .map(([, entry]) => entry);

  let body: ReactNode;
  switch (state.kind) {
    case 'loading':
      body = (
        <p style={styles.saveState}>
          {translate({id: 'offline.save.checking', message: 'Checking what is saved on this device…'})}
        </p>
      );
      break;
    case 'unavailable':
      body = <p style={styles.saveState}>{state.message}</p>;
      break;
    case 'saving':
      body = (
        <>
          <p style={styles.saveState}>
            {translate(
              {id: 'offline.save.progress', message: 'Saving for offline: {done} of {total} files'},
              {done: String(state.done), total: String(state.total)},
            )}
          </p>
          <progress
            style={styles.progress}
            value={state.done}
            max={state.total}
            aria-label={translate({id: 'offline.save.progressLabel', message: 'Saving progress'})}
          />
          <button type="button" className="button button--secondary button--sm" onClick={() => abort.current?.abort()}>
            {translate({id: 'offline.save.cancel', message: 'Cancel'})}
          </button>
        </>
      );
      break;
    case 'saved':
      body = (
        <>
          <p style={styles.saveState}>
            {translate(
              {id: 'offline.save.saved', message: 'Saved for offline reading: {pages} pages, {size} MB'},
              {pages: String(manifest?.pages.length ?? 0), size: mb(manifest?.bytes ?? 0)},
            )}
          </p>
          <button type="button" className="button button--secondary button--sm" onClick={() => void remove()}>
            {translate({id: 'offline.save.remove', message: 'Remove from this device'})}
          </button>
        </>
      );
      break;
    case 'unsaved':
      body = (
        <>
          <p style={styles.saveState}>
            {state.note ??
              translate(
                {
                  id: 'offline.save.size',
                  message: 'Read this section without a connection: {pages} pages, about {size} MB',
                },
                {pages: String(manifest?.pages.length ?? 0), size: mb(manifest?.bytes ?? 0)},
              )}
          </p>
          <button type="button" className="button button--primary button--sm" onClick={() => void save()}>
            {translate({id: 'offline.save.button', message: 'Save for offline'})}
          </button>
        </>
      );
      break;
  }

  return (
    <section style={styles.savePanel} aria-label={translate({id: 'offline.save.label', message: 'Offline reading'})}>
      <div role="status" style={{display: 'contents'}}>
        {body}
      </div>
      {others.length > 0 && (
        <p style={styles.savedList}>
          {translate(
            {id: 'offline.save.others', message: 'Also saved on this device: {sections}'},
            {sections: others.map((o) => o.title).join(', ')},
          )}
        </p>
      )}
    </section>
  );
}
