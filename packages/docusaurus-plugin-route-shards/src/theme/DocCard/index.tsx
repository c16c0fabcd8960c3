/**
 * The theme's doc card, wrapped: the theme looks a linked page up in the
 * version's map of every page (`useDocById`), which throws for a page the map
 * lacks, and this plugin leaves that map empty unless `keepDocsMap` is set
 * (docs-version-data). For a page the map lacks, the card gets a provider whose
 * version knows the page by its sidebar label, so generated-index pages and
 * `<DocCardList>` render their cards, without the pages' descriptions (those
 * set on the sidebar item still show). Server and browser both render the map
 * the loader left, so they agree.
 */
import {useMemo, type ReactNode} from 'react';
import DocCard from '@theme-init/DocCard';
import type {Props} from '@theme/DocCard';
import {DocsVersionProvider, useDocsVersion} from '@docusaurus/plugin-content-docs/client';

export default function DocCardWithoutDocsMap(props: Props): ReactNode {
  const version = useDocsVersion();
  const {item} = props;
  const docId = item.type === 'link' ? item.docId : undefined;
  const label = item.type === 'link' ? item.label : '';
  const known = !docId || docId in version.docs;
  const withPage = useMemo(
    () =>
      known || !docId
        ? version
        : {...version, docs: {...version.docs, [docId]: {id: docId, title: label, description: ''}}},
    [known, docId, label, version],
  );
  if (known) return <DocCard {...props} />;
  return (
    <DocsVersionProvider version={withPage}>
      <DocCard {...props} />
    </DocsVersionProvider>
  );
}
