import {useState, type ReactNode} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import {useHistory, useLocation} from '@docusaurus/router';
import {PageMetadata} from '@docusaurus/theme-common';
import Heading from '@theme/Heading';
import type {Props} from '@theme/NotFound/Content';
import {NOT_FOUND_PAGE, usePublishCurrentPage} from '@site/src/features/locale/client/currentPage';
import styles from './styles.module.css';

/** One of four hint messages, picked at random, so a dead end reads a little lighter. */
function notFoundMessages(): string[] {
  return [
    translate({id: 'notFound.message.nothingHere', message: "There's nothing here."}),
    translate({id: 'notFound.message.howDidWeGetHere', message: 'How did we get here?'}),
    translate({id: 'notFound.message.fourOhFour', message: "That's a Four-Oh-Four."}),
    translate({id: 'notFound.message.brokenLinks', message: "Looks like we've got some broken links."}),
  ];
}

export default function NotFoundContent({className}: Props): ReactNode {
  const messages = notFoundMessages();
  const siteTitle = useDocusaurusContext().siteConfig.title;
  const history = useHistory();
  // The language switch and the locale modal offer the other home here, not "this page".
  usePublishCurrentPage(useLocation().pathname, NOT_FOUND_PAGE);
  // Shown only after hydration so the server HTML and the first client render
  // agree; the message box keeps its height meanwhile, so nothing shifts.
  const isBrowser = useIsBrowser();
  const [randomIndex] = useState(() => Math.floor(Math.random() * messages.length));
  const messageIndex = isBrowser ? randomIndex : null;

  const goBack = (): void => {
    if (window.history.length > 1) {
      history.goBack();
    } else {
      history.push('/');
    }
  };

  return (
    <main className={clsx('container', styles.notFound, className)}>
      {/* Search engines and link previews describe the dead end rather than the site at large. */}
      {/* The title too: inside a section's folder the docs layout renders this content without the 404 page's own title. */}
      <PageMetadata
        title={translate({id: 'theme.NotFound.title', message: 'Page not found'})}
        description={translate(
          {id: 'notFound.description', message: 'This page of {site} does not exist or has moved. Go back, or open the home page and search the help.'},
          {site: siteTitle},
        )}
      />
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <Heading as="h1" className={styles.title}>
        <Translate id="theme.NotFound.title" description="The title of the 404 page">
          Page not found
        </Translate>
      </Heading>
      <div className={styles.messageBox}>
        {/* Every message, invisible, in the one grid cell: the box is as tall as the longest at this width, so the pick moves nothing. */}
        {messages.map((message) => (
          <span key={message} className={styles.messageSizer} aria-hidden="true">
            {message}
          </span>
        ))}
        <p className={styles.message} data-testid="not-found-message" aria-live="polite">
          {messageIndex === null ? '\u00a0' : messages[messageIndex]}
        </p>
      </div>
      <div className={styles.actions}>
        <button type="button" className="button button--secondary button--lg" onClick={goBack}>
          <Translate id="notFound.action.back">Go back</Translate>
        </button>
        <Link to="/" className="button button--primary button--lg">
          <Translate id="notFound.action.home">Take me home</Translate>
        </Link>
      </div>
    </main>
  );
}
