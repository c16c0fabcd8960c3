/**
 * Where protected pages live and which routes they get, shared by the
 * encrypt plugin and the locale map (src/features/locale), which pairs a
 * protected page with its translation without reading its text.
 */
import fs from 'node:fs';
import path from 'node:path';

export const PROTECTED_DIR = 'protected';
/** Test-only protected pages (the leak test's sentinel page), built when TESSERA_ENCRYPT_TEST=1. */
export const TEST_PROTECTED_DIR = 'tests/fixtures/encrypt/pages';

/** The folders of protected pages this build has: the site's, and the test pages' in the test build (TESSERA_ENCRYPT_TEST=1). */
export function protectedDirs(): string[] {
  return [PROTECTED_DIR, ...(process.env.TESSERA_ENCRYPT_TEST === '1' ? [TEST_PROTECTED_DIR] : [])];
}

/** `demo/encrypt.md` → `/demo/encrypt/`; `team/index.md` → `/team/`. */
export function routeOf(relFile: string): string {
  const noExt = relFile.split(path.sep).join('/').replace(/\.md$/, '');
  const folder = noExt === 'index' ? '' : noExt.replace(/\/index$/, '');
  return folder ? `/${folder}/` : '/';
}

/** Protected page sources below `dir` (e.g. `protected/ru`), relative, skipping `_name.md` partials. */
export function protectedMarkdownFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return (fs.readdirSync(dir, {recursive: true, withFileTypes: true}) as fs.Dirent[])
    .filter((e) => e.isFile() && e.name.endsWith('.md') && !e.name.startsWith('_'))
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)))
    .sort();
}
