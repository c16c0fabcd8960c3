/**
 * Remark plugin of the versioned docs instances: in a page of an older release, a link
 * written as the current release's address (`/control/control-guide/analysis-results/`,
 * how writers link everywhere) leads to the same page of the page's own release
 * (`/control/4.5/control-guide/analysis-results/`) when that release has it, so a reader of
 * 4.5 stays in 4.5. A page the release lacks keeps the current release's address. Links
 * between the sections' releases work the same way (a Control 4.5 page linking the platform
 * leads to the platform's 4.5). Anchors are kept.
 */
import path from 'node:path';
import {docRoute} from '../../locale/shared/localeMapQueries';
import {listMarkdownFiles} from '../../locale/plugin/localeMap';
import {fileRelease} from './pageReleases';
import {olderReleaseSections, type ReleaseConfig, type VersionedSection} from './releaseSections';

export interface RemarkReleaseLinksOptions {
  readonly siteDir: string;
  readonly sections: readonly VersionedSection[];
  readonly releases: ReleaseConfig;
}

interface Node {
  readonly type: string;
  url?: string;
  children?: Node[];
}

/** For each older release, the current-release addresses of its pages mapped to its own. */
function releaseRoutes(options: RemarkReleaseLinksOptions): Map<string, Map<string, string>> {
  const byRelease = new Map<string, Map<string, string>>();
  for (const section of options.sections) {
    for (const older of olderReleaseSections(options.siteDir, [section], options.releases)) {
      const routes = byRelease.get(older.release) ?? new Map<string, string>();
      for (const rel of listMarkdownFiles(path.join(options.siteDir, older.dir))) {
        routes.set(docRoute(section.routeBasePath, rel), docRoute(older.routeBasePath, rel));
      }
      byRelease.set(older.release, routes);
    }
  }
  return byRelease;
}

export default function remarkReleaseLinks(options: RemarkReleaseLinksOptions) {
  const routes = releaseRoutes(options);
  return (root: Node, file: {readonly path?: string}): void => {
    if (!file.path) return;
    const own = fileRelease(options.siteDir, options.sections, options.releases, file.path);
    const mapped = own && own.release !== options.releases.current ? routes.get(own.release) : undefined;
    if (!mapped) return;
    const visit = (node: Node): void => {
      if ((node.type === 'link' || node.type === 'definition') && node.url?.startsWith('/')) {
        const match = /^([^?#]*)([?#].*)?$/.exec(node.url);
        const pathname = match?.[1] ?? '';
        const rest = match?.[2] ?? '';
        const target = mapped.get(pathname.endsWith('/') ? pathname : `${pathname}/`);
        if (target) node.url = `${target}${rest}`;
      }
      node.children?.forEach(visit);
    };
    visit(root);
  };
}
