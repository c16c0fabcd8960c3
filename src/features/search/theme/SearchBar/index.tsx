/**
 * The navbar's search button (src/features/search/README.md). It and the hotkeys are
 * all that loads with the page. When the reader's pointer comes near the
 * button, or the button gets focus, the modal's code, the search worker and
 * the index manifest start loading, so on a slow network search is ready
 * when it opens; nothing of it loads with the page itself.
 */
import {useCallback, useEffect, useRef, useState, type ComponentType, type ReactNode} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {searchButtonTexts} from '@site/src/features/search/client/texts';
import {isSearchHotkey} from '@site/src/features/search/client/hotkey';
import overlay from '@site/src/features/search/client/overlay.module.css';
import styles from './styles.module.css';

interface ModalProps {
  readonly onClose: () => void;
}

let modalModule: Promise<ComponentType<ModalProps>> | null = null;

/**
 * Open or closed, kept outside the component: a navigation to another section
 * remounts the navbar, and search opened meanwhile must stay open.
 */
let searchOpen = false;

function loadModal(): Promise<ComponentType<ModalProps>> {
  modalModule ??= import('@site/src/features/search/client/SearchModal').then((m) => m.default);
  // A failed chunk may succeed on the next try (flaky network).
  modalModule.catch(() => {
    modalModule = null;
  });
  return modalModule;
}

/** How near the button (px) the pointer has to come for search to start loading. */
const APPROACH_PX = 120;

let warming = false;

/** Loads the modal, starts the worker and has it fetch the manifest, once per page session. */
function warmUp(workerUrl: string, locale: string): void {
  if (warming) return;
  warming = true;
  void loadModal().catch(() => undefined);
  import('@site/src/features/search/client/workerSession').then(
    ({searchClient}) =>
      searchClient(workerUrl, locale)
        .request('all', '')
        .catch(() => undefined),
    () => {
      warming = false;
    },
  );
}

const openListeners = new Set<() => void>();

// Listening from the moment the bundle runs, before the navbar hydrates: a hotkey
// pressed while the page is still starting opens search as soon as it can.
if (typeof window !== 'undefined') {
  window.addEventListener('keydown', (event) => {
    if (!isSearchHotkey(event)) return;
    event.preventDefault();
    searchOpen = true;
    openListeners.forEach((open) => open());
  });
}

export default function SearchBar(): ReactNode {
  const texts = searchButtonTexts();
  const isBrowser = useIsBrowser();
  const {i18n} = useDocusaurusContext();
  // The worker file's name is the one src/features/search writes (format.ts WORKER_FILE).
  const workerUrl = useBaseUrl('/search-worker.js');
  const warm = useCallback(() => warmUp(workerUrl, i18n.currentLocale), [workerUrl, i18n.currentLocale]);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [Modal, setModal] = useState<ComponentType<ModalProps> | null>(null);
  const [failed, setFailed] = useState(false);

  const openSearch = useCallback(() => {
    searchOpen = true;
    setOpen(true);
    setFailed(false);
    loadModal().then(
      (component) => setModal(() => component),
      () => setFailed(true),
    );
  }, []);

  const close = useCallback(() => {
    searchOpen = false;
    setOpen(false);
    // Focus goes back where the reader was: the button that opened search. Without
    // preventScroll the sticky navbar's button would scroll a just-opened `page#section` to the top.
    // Not if search was opened again meanwhile (a quick Ctrl+K): the new modal's input keeps focus.
    requestAnimationFrame(() => {
      if (!searchOpen) buttonRef.current?.focus({preventScroll: true});
    });
  }, []);

  useEffect(() => {
    // Mounted by a route change while search was open, or a hotkey came before hydration:
    // open it now (after hydration, so the first render matches the server's).
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (searchOpen) openSearch();
  }, [openSearch]);

  // A pointer moving towards the button: start loading before the click.
  useEffect(() => {
    if (warming) return undefined;
    const onMove = (event: PointerEvent): void => {
      // One rectangle read per move: layout is clean between moves, so this costs next to nothing.
      const rect = buttonRef.current?.getBoundingClientRect();
      if (!rect || rect.width === 0) return;
      const dx = Math.max(rect.left - event.clientX, 0, event.clientX - rect.right);
      const dy = Math.max(rect.top - event.clientY, 0, event.clientY - rect.bottom);
      if (dx * dx + dy * dy > APPROACH_PX * APPROACH_PX) return;
      document.removeEventListener('pointermove', onMove);
      warm();
    };
    document.addEventListener('pointermove', onMove, {passive: true});
    return () => document.removeEventListener('pointermove', onMove);
  }, [warm]);

  useEffect(() => {
    openListeners.add(openSearch);
    return () => {
      openListeners.delete(openSearch);
    };
  }, [openSearch]);

  const isMac = isBrowser && /Mac|iPhone|iPad/.test(navigator.platform);

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className={styles.button}
        aria-label={texts.button}
        aria-keyshortcuts={isMac ? 'Meta+K Meta+/' : 'Control+K Control+/'}
        aria-haspopup="dialog"
        onClick={openSearch}
        onPointerEnter={warm}
        onFocus={warm}
      >
        <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true">
          <path
            d="M8.5 3a5.5 5.5 0 0 1 4.38 8.83l3.9 3.9-1.06 1.06-3.9-3.9A5.5 5.5 0 1 1 8.5 3zm0 1.5a4 4 0 1 0 0 8 4 4 0 0 0 0-8z"
            fill="currentColor"
          />
        </svg>
        <span className={styles.label}>{texts.button}</span>
        <span className={styles.keys} aria-hidden="true">
          {/* The key differs by platform; the server renders Ctrl, the browser corrects it. */}
          <kbd>{isMac ? '⌘' : 'Ctrl'}</kbd>
          <kbd>K</kbd>
        </span>
      </button>
      {open && Modal && <Modal onClose={close} />}
      {open && failed && (
        <div className={overlay.layer} onMouseDown={(e) => e.target === e.currentTarget && close()}>
          <div
            className={styles.failed}
            role="alertdialog"
            aria-modal="true"
            aria-label={texts.dialogLabel}
            onKeyDown={(e) => e.key === 'Escape' && close()}
          >
            <p role="alert">{texts.unavailable}</p>
            <button type="button" className="button button--primary" onClick={openSearch}>
              {texts.retry}
            </button>{' '}
            <button type="button" className="button button--secondary" onClick={close} autoFocus>
              {texts.close}
            </button>
          </div>
        </div>
      )}
    </>
  );
}
