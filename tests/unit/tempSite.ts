/**
 * A throwaway site folder for the locale-map tests: files are written into it
 * by path relative to the site, and the folder goes when the test file ends.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterAll} from 'vitest';

/** The docs sections the locale-map tests build from: one written in Russian, one in English. */
export const TEST_SECTIONS = [
  {id: 'control', dir: 'content/control', routeBasePath: 'control', sourceLanguage: 'ru'},
  {id: 'api', dir: 'content/api', routeBasePath: 'api', sourceLanguage: 'en'},
] as const;

export interface TempSite {
  readonly dir: string;
  /** Writes `text` at `rel` inside the site, creating folders; returns the file's absolute path. */
  write(rel: string, text: string): string;
}

export function tempSite(prefix: string): TempSite {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  afterAll(() => fs.rmSync(dir, {recursive: true}));
  return {
    dir,
    write(rel, text) {
      const file = path.join(dir, rel);
      fs.mkdirSync(path.dirname(file), {recursive: true});
      fs.writeFileSync(file, text);
      return file;
    },
  };
}
