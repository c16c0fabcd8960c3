import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import {useLocation} from '@docusaurus/router';
import {useBaseUrlUtils} from '@docusaurus/useBaseUrl';
import {useDocsVersion} from '@docusaurus/plugin-content-docs/client';
import {siteConfig} from '@site/site.config';
import {catalogFor, type CatalogNode, type SidebarNode} from './catalogTree';
import styles from './styles.module.css';

interface CatalogProps {
  /** Levels to list below the page; SPEC.md default 3. */
  readonly depth?: number;
  /** Path whose children are listed; defaults to the current page. */
  readonly path?: string;
  /** Hide the "Catalog" heading, e.g. where the page's own heading says it. */
  readonly hideHeading?: boolean;
}

function Children({nodes}: {nodes: readonly CatalogNode[]}): ReactNode {
  if (nodes.length === 0) return null;
  return (
    <ul className={styles.children}>
      {nodes.map((node) => (
        <li key={node.href ?? node.label}>
          {node.href ? <Link to={node.href}>{node.label}</Link> : <span>{node.label}</span>}
          <Children nodes={node.children} />
        </li>
      ))}
    </ul>
  );
}

/** SPEC.md §2.4 catalog: the pages below this one, level by level. */
export default function Catalog({depth = siteConfig.catalogDepth, path, hideHeading = false}: CatalogProps): ReactNode {
  const {pathname} = useLocation();
  const version = useDocsVersion();
  const sidebars = Object.values(version.docsSidebars) as unknown as SidebarNode[][];
  const nodes = catalogFor(sidebars, path ?? pathname, depth);
  const {withBaseUrl} = useBaseUrlUtils();

  return (
    <nav className={styles.catalog} aria-labelledby={hideHeading ? undefined : 'catalog'}>
      {!hideHeading && (
        <h2 id="catalog" className={styles.heading}>
          <Translate id="catalog.title">Catalog</Translate>
        </h2>
      )}
      {nodes.length === 0 ? (
        <p className={styles.empty}>
          <Translate id="catalog.empty">No catalog</Translate>
        </p>
      ) : (
        <ul className={styles.grid}>
          {nodes.map((node) => {
            const description = node.docId ? version.docs[node.docId]?.description : undefined;
            return (
              <li key={node.href ?? node.label} className={styles.card}>
                {node.cover && <img className={styles.cover} src={withBaseUrl(node.cover)} alt="" loading="lazy" />}
                {node.href ? (
                  <Link to={node.href} className={styles.cardTitle}>
                    {node.label}
                  </Link>
                ) : (
                  <span className={styles.cardTitle}>{node.label}</span>
                )}
                {description && <p className={styles.description}>{description}</p>}
                <Children nodes={node.children} />
              </li>
            );
          })}
        </ul>
      )}
    </nav>
  );
}
