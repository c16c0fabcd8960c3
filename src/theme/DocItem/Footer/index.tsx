import type {ReactNode} from 'react';
import clsx from 'clsx';
import {ThemeClassNames} from '@docusaurus/theme-common';
import {translate} from '@docusaurus/Translate';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import EditThisPage from '@theme/EditThisPage';
import LastUpdated from '@theme/LastUpdated';
import styles from './styles.module.css';

/**
 * SPEC.md §2.4 article footer: edit link, last updated, contributors from git
 * (names only; plugins/git-contributors). Tags moved up to the meta line.
 * Frontmatter `editLink`, `lastUpdated` and `contributors: false` hide a part.
 */
export default function DocItemFooter(): ReactNode {
  const {metadata, frontMatter} = useDoc();
  const fm = frontMatter as Record<string, unknown>;
  const editUrl = metadata.editUrl;
  const lastUpdatedAt = fm.lastUpdated === false ? undefined : metadata.lastUpdatedAt;
  const contributors = Array.isArray(fm.git_contributors) ? fm.git_contributors.filter((n): n is string => typeof n === 'string') : [];
  if (!editUrl && !lastUpdatedAt && contributors.length === 0) return null;

  return (
    <footer className={clsx(ThemeClassNames.docs.docFooter, 'docusaurus-mt-lg', styles.footer)} data-testid="article-footer">
      <div className="row">
        <div className={clsx('col', styles.noPrint)}>{editUrl && <EditThisPage editUrl={editUrl} />}</div>
        <div className={clsx('col', styles.right)}>{lastUpdatedAt && <LastUpdated lastUpdatedAt={lastUpdatedAt} />}</div>
      </div>
      {contributors.length > 0 && (
        <div className={styles.contributors} data-testid="article-contributors">
          <span className={styles.label}>{translate({id: 'articleFooter.contributors', message: 'Contributors'})}:</span>{' '}
          {contributors.join(', ')}
        </div>
      )}
    </footer>
  );
}
