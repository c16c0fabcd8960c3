import path from 'node:path';

/** The build's root folder: a locale's outDir without its `/en/` part. */
export function siteRoot(outDir: string, baseUrl: string): string {
  const depth = baseUrl.split('/').filter(Boolean).length;
  return depth === 0 ? outDir : path.resolve(outDir, ...Array<string>(depth).fill('..'));
}
