import {useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {mayHaveTwin, twinPathOf} from '@site/src/features/markdown-twins/shared/paths';

/** The current page's Markdown twin (`/control.md`), or null where the build writes none. */
export function useTwinPath(): string | null {
  const {pathname} = useLocation();
  const {siteConfig} = useDocusaurusContext();
  return mayHaveTwin(pathname) ? twinPathOf(pathname, siteConfig.baseUrl) : null;
}
