/**
 * The regeneration stamp of a generated folder (the viewer and REST
 * references): a hash of every input file, kept in the folder, so the second
 * locale of a build and a dev-server restart reuse the output while nothing
 * it depends on has changed.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const STAMP = '.generated-from';

/**
 * Hash of the inputs, each by its path relative to the site and its bytes. An input that does not
 * exist is a generator listing a file that moved: it throws, naming it, since a hash without that
 * file would keep reusing output its changes should have regenerated.
 */
export function hashInputs(siteDir: string, relativeFiles: readonly string[]): string {
  const hash = crypto.createHash('sha256');
  for (const file of relativeFiles) {
    const abs = path.join(siteDir, file);
    if (!fs.existsSync(abs))
      throw new Error(
        `generated reference: input ${file} does not exist; update the list of the files its output depends on`,
      );
    hash.update(file);
    hash.update(fs.readFileSync(abs));
  }
  return hash.digest('hex');
}

/** Whether `outDir` was generated from inputs with this hash. */
export function stampIsCurrent(outDir: string, hash: string): boolean {
  const file = path.join(outDir, STAMP);
  return fs.existsSync(file) && fs.readFileSync(file, 'utf8') === hash;
}

export function writeStamp(outDir: string, hash: string): void {
  fs.writeFileSync(path.join(outDir, STAMP), hash);
}
