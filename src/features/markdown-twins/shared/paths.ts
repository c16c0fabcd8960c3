/**
 * Where a page's Markdown twin lives, shared by the build (which writes it)
 * and the browser (which links and fetches it): the page's address with `.md`
 * in place of the trailing slash; a locale's home (`/`, `/en/`) has
 * `index.md` in its folder.
 */

/** Pages that never get a twin: test-only pages and the 404 page (protected pages are told apart by their HTML). */
const NO_TWIN: readonly RegExp[] = [/\/test-fixtures\//, /\/404\.html$/];

/**
 * `/control/` → `/control.md`, `/` → `/index.md`, `/en/` → `/en/index.md`.
 * `baseUrl` is the locale's root as Docusaurus gives it (`/` or `/en/`).
 */
export function twinPathOf(pathname: string, baseUrl: string): string {
  const clean = pathname.split(/[?#]/)[0] || '/';
  if (clean === baseUrl || clean === '/') return `${clean}index.md`;
  if (clean.endsWith('/')) return `${clean.slice(0, -1)}.md`;
  return `${clean.replace(/\.html?$/, '')}.md`;
}

/** Whether a page at this address may have a twin at all (the build also leaves out protected pages). */
export function mayHaveTwin(pathname: string): boolean {
  return !NO_TWIN.some((re) => re.test(pathname));
}
