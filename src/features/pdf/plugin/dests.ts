/** Reading poppler's answers about a printed PDF (no Node or browser API: the tests use it too). */

/** Page numbers of named destinations, from poppler's `pdfinfo -dests`. */
export function parseDests(output: string): Record<string, number> {
  const pages: Record<string, number> = {};
  for (const line of output.split('\n')) {
    const match = /^\s*(\d+)\s+\[.*\]\s+"(.*)"\s*$/.exec(line);
    if (match) pages[match[2] as string] = Number(match[1]);
  }
  return pages;
}
