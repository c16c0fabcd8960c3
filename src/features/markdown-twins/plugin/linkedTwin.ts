/** The twin a page's head links (`<link rel="alternate" type="text/markdown" href>`), if any. */
export function linkedTwin(html: string): string | null {
  for (const tag of html.match(/<link\b[^>]*>/g) ?? []) {
    if (!/\brel=["']?alternate\b/.test(tag) || !/\btype=["']?text\/markdown\b/.test(tag)) continue;
    const href = /\bhref=(?:"([^"]*)"|'([^']*)'|([^\s>]+))/.exec(tag);
    return href ? (href[1] ?? href[2] ?? href[3] ?? null) : null;
  }
  return null;
}
