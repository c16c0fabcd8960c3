import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

/**
 * The repository stands on its own: no tracked file sends its reader to a
 * specification or design document that is not in it. Behaviours are
 * described in BEHAVIOURS.md, the plugin READMEs and ARCHITECTURE.md instead.
 * The names are built from parts so that this file does not mention them.
 */
const root = path.resolve(__dirname, '../..');
const outsideDocs = ['SPEC', 'DESIGN'].map((name) => `${name}.${'md'}`);
// Not after a dot or a word character: a longer file name that only ends the same way is not one of them.
const citation = new RegExp(`(?<![\\w.])(?:${outsideDocs.map((n) => n.replace('.', '\\.')).join('|')})\\b`, 'i');

function citingLines(text: string): string[] {
  return text.split('\n').flatMap((line, i) => (citation.test(line) ? [`${i + 1}: ${line.trim()}`] : []));
}

function trackedFiles(): string[] {
  return execFileSync('git', ['ls-files', '-z'], {cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024})
    .split('\0')
    .filter(Boolean);
}

describe('no references to documents outside the repository', () => {
  it('recognises a citation and leaves look-alikes alone', () => {
    const [spec, design] = outsideDocs as [string, string];
    expect(citingLines(`see ${spec} §2.5\nfine line\n(${design.toLowerCase()} "Search")`)).toEqual([`1: see ${spec} §2.5`, `3: (${design.toLowerCase()} "Search")`]);
    expect(citingLines(`tests/e2e/catalog.${spec.toLowerCase()}\nMY${spec}\n${spec}x`)).toEqual([]);
  });

  it('no tracked file cites them', () => {
    const files = trackedFiles();
    expect(files.length).toBeGreaterThan(100);
    const offenders: string[] = [];
    for (const file of files) {
      const full = path.join(root, file);
      // A tracked file deleted in the working tree has nothing to say.
      if (!fs.existsSync(full) || !fs.statSync(full).isFile()) continue;
      const bytes = fs.readFileSync(full);
      if (bytes.includes(0)) continue; // binary
      for (const line of citingLines(bytes.toString('utf8'))) offenders.push(`${file}:${line}`);
    }
    expect(offenders, 'describe the behaviour in the file itself, or link BEHAVIOURS.md / a plugin README').toEqual([]);
  });
});
