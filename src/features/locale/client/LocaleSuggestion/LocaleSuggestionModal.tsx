import {useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode} from 'react';
import {keepTabInside} from '../../../../lib/client/focusTrap';
import {suggestionTextsFor, type SuggestionSituation} from './texts';
import styles from './styles.module.css';

interface Props {
  readonly offeredLocale: string;
  readonly offeredLang: string;
  /** Target URL in the offered locale. */
  readonly target: string;
  /** What the target is: this same page, or the other home because this page is untranslated or does not exist. */
  readonly situation: SuggestionSituation;
  readonly onSwitch: (remember: boolean) => void;
  readonly onCancel: (remember: boolean) => void;
}

/** Accessible modal dialog: focus moves in, Tab is trapped, Escape cancels. */
export default function LocaleSuggestionModal({
  offeredLocale,
  offeredLang,
  target,
  situation,
  onSwitch,
  onCancel,
}: Props): ReactNode {
  const texts = suggestionTextsFor(offeredLocale);
  const [remember, setRemember] = useState(false);
  const dialogRef = useRef<HTMLDivElement>(null);
  const switchRef = useRef<HTMLAnchorElement>(null);
  const titleId = useId();
  const messageId = useId();

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    switchRef.current?.focus();
    return () => previous?.focus();
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>): void => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onCancel(remember);
      return;
    }
    keepTabInside(event, dialogRef.current, 'a[href], button, input');
  };

  return (
    <div className={styles.layer}>
      <div
        ref={dialogRef}
        className={styles.dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={messageId}
        lang={offeredLang}
        onKeyDown={onKeyDown}
      >
        <h2 id={titleId} className={styles.title}>
          {texts.title}
        </h2>
        <p id={messageId}>{texts.message[situation]}</p>
        <label className={styles.remember}>
          <input type="checkbox" checked={remember} onChange={(e) => setRemember(e.target.checked)} />
          {texts.remember}
        </label>
        <div className={styles.buttons}>
          <button type="button" className="button button--secondary" onClick={() => onCancel(remember)}>
            {texts.cancel}
          </button>
          <a
            ref={switchRef}
            href={target}
            hrefLang={offeredLang}
            className="button button--primary"
            onClick={() => onSwitch(remember)}
          >
            {texts.switchLabel}
          </a>
        </div>
      </div>
    </div>
  );
}
