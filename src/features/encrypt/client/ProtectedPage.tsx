/**
 * Route component of a protected page (src/features/encrypt). The server renders
 * the title and the password form only; the page body exists nowhere but in
 * `payload`, encrypted. After mount, a wrapping key kept from an earlier
 * unlock (keyStore.ts) opens the page without asking; otherwise the typed
 * password goes through bcrypt (bcryptjs, fetched on submit) and WebCrypto.
 */
import {useCallback, useEffect, useState, type FormEvent, type MouseEvent, type ReactNode} from 'react';
import clsx from 'clsx';
import Translate, {translate} from '@docusaurus/Translate';
import {useHistory} from '@docusaurus/router';
import Layout from '@theme/Layout';
import TOC from '@theme/TOC';
import TOCCollapsible from '@theme/TOCCollapsible';
import type {ProtectedPageMeta} from '../shared/pageMeta';
import {hashId} from '../../../lib/client/hashId';
import {
  decryptContent,
  fromBase64,
  isSecureCryptoAvailable,
  payloadProblem,
  toBase64,
  unlockWithPassword,
  unwrapContentKey,
  type EncryptedPayload,
  type PageContent,
} from '../shared/crypto';
import {browserStores, forgetKeys, rememberKey, storedKeys} from './keyStore';
import {notifyContentChanged} from '../../../lib/client/contentChanged';
import ReleaseNotice from '../../../lib/client/ReleaseNotice';
import styles from './styles.module.css';

/** `wrong` and `empty` stay until the reader types again. */
type Status = 'locked' | 'checking' | 'wrong' | 'empty' | 'noCrypto' | 'unsupported';

const UNLOCK_MEASURE = 'tessera-unlock';

async function openWithStoredKeys(
  payload: EncryptedPayload,
  permalink: string,
): Promise<{content: PageContent; wrapIds: string[]} | null> {
  const stores = browserStores();
  for (const {id, key} of storedKeys(
    stores,
    payload.wraps.map((w) => w.id),
  )) {
    const wrap = payload.wraps.find((w) => w.id === id);
    const contentKey = wrap ? await unwrapContentKey(wrap, fromBase64(key)) : null;
    if (!contentKey) {
      // A key from an older build (or altered): it opens nothing, so drop it.
      forgetKeys(stores, [id]);
      continue;
    }
    return {content: await decryptContent(payload, contentKey, permalink), wrapIds: [id]};
  }
  return null;
}

function PasswordForm({
  status,
  hint,
  onSubmit,
  onType,
}: {
  status: Status;
  hint: string | null;
  /** Called with the typed password, also an empty one (the page says what is missing). */
  onSubmit: (password: string, remember: boolean) => void;
  onType: () => void;
}): ReactNode {
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(false);
  const submit = (event: FormEvent): void => {
    event.preventDefault();
    if (status === 'locked' || status === 'wrong' || status === 'empty') onSubmit(password, remember);
  };
  const disabled = status === 'noCrypto' || status === 'unsupported';
  return (
    <form className={styles.form} onSubmit={submit} data-testid="protected-form">
      <p className={styles.notice}>
        <Translate id="encrypt.notice">This page is protected by a password.</Translate>
      </p>
      <div className={styles.row}>
        <input
          className={styles.input}
          type="password"
          name="password"
          autoComplete="current-password"
          aria-label={translate({id: 'encrypt.passwordLabel', message: 'Password'})}
          placeholder={translate({id: 'encrypt.placeholder', message: 'Enter password'})}
          value={password}
          disabled={disabled}
          onChange={(e) => {
            setPassword(e.currentTarget.value);
            onType();
          }}
          // Start fetching bcryptjs while the reader types, not after they submit.
          onFocus={() => void import('bcryptjs')}
        />
        <button className="button button--primary" type="submit" disabled={disabled || status === 'checking'}>
          {status === 'checking' ? (
            <Translate id="encrypt.checking">Checking…</Translate>
          ) : (
            <Translate id="encrypt.submit">Unlock</Translate>
          )}
        </button>
      </div>
      <label className={styles.remember}>
        <input
          type="checkbox"
          checked={remember}
          disabled={disabled}
          onChange={(e) => setRemember(e.currentTarget.checked)}
        />
        <Translate id="encrypt.remember">Remember password</Translate>
      </label>
      <p
        className={clsx(
          styles.message,
          (status === 'wrong' || status === 'empty' || status === 'noCrypto' || status === 'unsupported') &&
            styles.error,
        )}
        role="alert"
        data-testid="protected-message"
      >
        {status === 'wrong' && <Translate id="encrypt.wrong">Please enter the correct password!</Translate>}
        {status === 'empty' && <Translate id="encrypt.empty">Type the password first, then press Unlock.</Translate>}
        {status === 'noCrypto' && (
          <Translate id="encrypt.noCrypto">
            Secure crypto is unavailable here, so this page cannot be decrypted: open it over HTTPS or from localhost.
          </Translate>
        )}
        {status === 'unsupported' && (
          <Translate id="encrypt.unsupported">
            This page was encrypted in a format this version of the site cannot read. Reload the page; if it stays, tell
            the site's maintainers.
          </Translate>
        )}
      </p>
      {hint && <p className={styles.hint}>{hint}</p>}
    </form>
  );
}

interface Props {
  readonly payload: EncryptedPayload;
  readonly meta: ProtectedPageMeta;
}

/** Keyed by route: moving to another protected page starts locked, with fresh state. */
export default function ProtectedPage(props: Props): ReactNode {
  return <ProtectedPageBody key={props.meta.permalink} {...props} />;
}

function ProtectedPageBody({payload, meta}: Props): ReactNode {
  const [status, setStatus] = useState<Status>('locked');
  const [content, setContent] = useState<PageContent | null>(null);
  const [openedBy, setOpenedBy] = useState<string[]>([]);
  const history = useHistory();

  const reveal = useCallback((opened: PageContent, wrapIds: string[]) => {
    setContent(opened);
    setOpenedBy(wrapIds);
    setStatus('locked');
  }, []);

  // Storage and WebCrypto exist only in the browser: the first render stays the server's (locked).
  useEffect(() => {
    let live = true;
    const problem = payloadProblem(payload);
    if (problem) {
      console.error(`Cannot open this protected page: ${problem}`);
      // eslint-disable-next-line react-hooks/set-state-in-effect
      setStatus('unsupported');
      return;
    }
    if (!isSecureCryptoAvailable()) {
      setStatus('noCrypto');
      return;
    }
    openWithStoredKeys(payload, meta.permalink)
      .then((opened) => {
        if (live && opened) reveal(opened.content, opened.wrapIds);
      })
      .catch((error: unknown) => console.error('Could not open the protected page with a kept key', error));
    return () => {
      live = false;
    };
  }, [payload, meta.permalink, reveal]);

  // Tell the page enhancers about the new HTML, and honour a #fragment in the URL.
  useEffect(() => {
    if (!content) return;
    notifyContentChanged();
    const id = hashId(window.location.hash);
    if (id) document.getElementById(id)?.scrollIntoView();
  }, [content]);

  // Typing again is the reader's answer to a message about the last try: the message goes.
  const onType = useCallback(() => setStatus((s) => (s === 'wrong' || s === 'empty' ? 'locked' : s)), []);

  const onSubmit = async (password: string, remember: boolean): Promise<void> => {
    if (password === '') {
      setStatus('empty');
      return;
    }
    setStatus('checking');
    const started = performance.now();
    try {
      const bcrypt = await import('bcryptjs');
      const unlocked = await unlockWithPassword(bcrypt, payload, password);
      if (!unlocked) {
        setStatus('wrong');
        return;
      }
      const opened = await decryptContent(payload, unlocked.contentKey, meta.permalink);
      rememberKey(browserStores(), unlocked.wrapId, toBase64(unlocked.wrappingKey), remember);
      reveal(opened, [unlocked.wrapId]);
      performance.measure(UNLOCK_MEASURE, {start: started, end: performance.now()});
    } catch (error) {
      console.error(error);
      setStatus(isSecureCryptoAvailable() ? 'locked' : 'noCrypto');
    }
  };

  const lockAgain = (): void => {
    forgetKeys(browserStores(), openedBy);
    setContent(null);
    setOpenedBy([]);
    setStatus('locked');
  };

  // Links inside the decrypted HTML are plain anchors: route site links through the SPA.
  const onContentClick = (event: MouseEvent<HTMLDivElement>): void => {
    const anchor = (event.target as Element).closest('a');
    const href = anchor?.getAttribute('href');
    if (
      !anchor ||
      !href ||
      !href.startsWith('/') ||
      href.startsWith('//') ||
      anchor.target ||
      anchor.hasAttribute('download')
    )
      return;
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    history.push(href);
  };

  const description = translate({id: 'encrypt.description', message: 'A password-protected page of Tessera Help.'});
  return (
    <Layout title={meta.title} description={description}>
      <main className="container margin-vert--lg">
        <div className="row">
          <div className={clsx('col', content && content.toc.length > 0 && 'col--9')}>
            <article className={styles.article} data-tessera-protected="">
              {meta.release && <ReleaseNotice {...meta.release} />}
              <header className={styles.header}>
                <h1>{meta.title}</h1>
                {content && (
                  <button
                    type="button"
                    className={clsx('button button--sm button--outline button--secondary', styles.lock)}
                    onClick={lockAgain}
                  >
                    <Translate id="encrypt.lockAgain">Lock again</Translate>
                  </button>
                )}
              </header>
              {content ? (
                <>
                  {content.toc.length > 0 && <TOCCollapsible toc={content.toc} className={styles.tocMobile} />}
                  {/* The HTML was rendered from the site's own Markdown at build time (src/features/encrypt/plugin/render.ts). */}
                  <div
                    className={clsx('markdown', styles.content)}
                    onClick={onContentClick}
                    dangerouslySetInnerHTML={{__html: content.html}}
                    data-testid="protected-content"
                  />
                </>
              ) : (
                <PasswordForm
                  status={status}
                  hint={meta.hint}
                  onSubmit={(p, r) => void onSubmit(p, r)}
                  onType={onType}
                />
              )}
            </article>
          </div>
          {content && content.toc.length > 0 && (
            <div className={clsx('col col--3', styles.tocDesktop)}>
              <TOC toc={content.toc} />
            </div>
          )}
        </div>
      </main>
    </Layout>
  );
}
