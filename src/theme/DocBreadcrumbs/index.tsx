import type {ReactNode} from 'react';
import DocBreadcrumbs from '@theme-original/DocBreadcrumbs';
import {useDoc} from '@docusaurus/plugin-content-docs/client';

/** `breadcrumb: false` (SPEC.md §3) leaves the breadcrumb out of the page. */
export default function DocBreadcrumbsWrapper(): ReactNode {
  const {frontMatter} = useDoc();
  if ((frontMatter as Record<string, unknown>).breadcrumb === false) return null;
  return <DocBreadcrumbs />;
}
