import type {ReactNode} from 'react';
import clsx from 'clsx';
import {ThemeClassNames} from '@docusaurus/theme-common';
import {translate} from '@docusaurus/Translate';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import EditThisPage from '@theme/EditThisPage';
import LastUpdated from '@theme/LastUpdated';
import styles from './styles.module.css';

/**
 * Article footer: edit link, last updated, contributors from git
 * (names only; src/features/article/plugin). Tags moved up to the meta line.
 * Frontmatter `editLink`, `lastUpdated` and `contributors: false` hide a part.
 */
export default function DocItemFooter(): ReactNode {
  const {metadata, frontMatter} = useDoc();
  const fm = frontMatter as Record<string, unknown>;
  const editUrl = metadata.editUrl;
  const lastUpdatedAt = fm.lastUpdated === false ? undefined : metadata.lastUpdatedAt;
  const contributors = Array.isArray(fm.git_contributors)
    ? fm.git_contributors.filter((n): n is string => typeof n === 'string')
    : [];
  // Old-site frontmatter: the page's own footer text, license and copyright (`footer: false` hides the site footer instead).
  const pageFooter = typeof fm.footer === 'string' ? fm.footer : undefined;
  const license = typeof fm.license === 'string' ? fm.license : undefined;
  const copyright = typeof fm.copyright === 'string' ? fm.copyright : undefined;
  const hasPageFooter = Boolean(pageFooter ?? license ?? copyright);
  if (!editUrl && !lastUpdatedAt && contributors.length === 0 && !hasPageFooter) return null;

  return (
    <footer
      className={clsx(ThemeClassNames.docs.docFooter, 'docusaurus-mt-lg', styles.footer)}
      data-testid="article-footer"
    >
      <div className="row">
        <div className={clsx('col', styles.noPrint)}>{editUrl && <EditThisPage editUrl={editUrl} />}</div>
        <div className={clsx('col', styles.right)}>
          {lastUpdatedAt && <LastUpdated lastUpdatedAt={lastUpdatedAt} />}
        </div>
      </div>
      {contributors.length > 0 && (
        <div className={styles.contributors} data-testid="article-contributors">
          <span className={styles.label}>
            {translate({id: 'articleFooter.contributors', message: 'Contributors'})}:
          </span>{' '}
          {contributors.join(', ')}
        </div>
      )}
      {hasPageFooter && (
        <div className={styles.pageFooter} data-testid="page-footer">
          {pageFooter && <p data-testid="page-footer-text">{pageFooter}</p>}
          {(license ?? copyright) && (
            <p>
              {license && (
                <span data-testid="page-license">
                  {translate({id: 'articleFooter.license', message: 'License'})}: {license}
                </span>
              )}
              {license && copyright && ' · '}
              {copyright && <span data-testid="page-copyright">{copyright}</span>}
            </p>
          )}
        </div>
      )}
    </footer>
  );
}
