import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import {useLocation} from '@docusaurus/router';
import {useBaseUrlUtils} from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useDocsVersion} from '@docusaurus/plugin-content-docs/client';
import {siteConfig} from '@site/site.config';
import type {CatalogSource} from '@site/src/features/catalog/shared/data';
import {catalogFor, type CatalogNode, type SidebarNode} from '../../shared/catalogTree';
import styles from './styles.module.css';

interface CatalogProps {
  /** Levels to list below the page; default `catalogDepth` (3) of site.config.ts. */
  readonly depth?: number;
  /** Site path whose children are listed (`/control/control-guide/`, no locale prefix); defaults to the current page. */
  readonly path?: string;
  /** Hide the "Catalog" heading, e.g. where the page's own heading says it. */
  readonly hideHeading?: boolean;
  /** The sidebars to list: set at build time by src/features/catalog/plugin/remark.ts in every Markdown page. */
  readonly sources?: readonly CatalogSource[];
}

interface ViewProps extends Omit<CatalogProps, 'sources'> {
  readonly sidebars: readonly (readonly SidebarNode[])[];
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

function CatalogView({sidebars, depth = siteConfig.catalogDepth, path, hideHeading = false}: ViewProps): ReactNode {
  const {pathname} = useLocation();
  const {siteConfig: site} = useDocusaurusContext();
  const {withBaseUrl} = useBaseUrlUtils();
  // A writer's path is a site path like Markdown links; the locale's base (`/en/`) is added here.
  const target =
    path === undefined ? pathname : site.baseUrl !== '/' && path.startsWith(site.baseUrl) ? path : withBaseUrl(path);
  const nodes = catalogFor(sidebars, target, depth);

  return (
    <nav className={styles.catalog} aria-labelledby={hideHeading ? undefined : 'catalog'} data-testid="catalog">
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
            const description = node.description;
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

/**
 * A catalog the build gave no sources (written in a component rather than in Markdown): the
 * section's sidebars from the docs context, without descriptions, which docs pages do not carry.
 */
function DocsCatalog(props: Omit<CatalogProps, 'sources'>): ReactNode {
  const version = useDocsVersion();
  const sidebars = Object.values(version.docsSidebars) as unknown as SidebarNode[][];
  return <CatalogView {...props} sidebars={sidebars} />;
}

/**
 * The catalog: the pages below this one (or below `path`), level by level, in
 * any page, from the `sources` its build gave it (src/features/catalog: the
 * sections' sidebars with each page's description).
 */
export default function Catalog({sources, ...props}: CatalogProps): ReactNode {
  if (sources) return <CatalogView {...props} sidebars={sources.flatMap((source) => source.sidebars)} />;
  return <DocsCatalog {...props} />;
}
