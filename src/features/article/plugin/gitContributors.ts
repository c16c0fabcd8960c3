/**
 * Contributors of every file from git history (shown in the article footer),
 * names only: e-mails never leave the build. One `git log` over the whole
 * repository, parsed once per build, instead of one process per page.
 *
 * A fresh clone has the history it needs; a shallow clone or a folder that
 * is not a repository does not, and then the contributors are omitted
 * rather than guessed from the few commits that are there.
 */
import {execFileSync} from 'node:child_process';
import path from 'node:path';

export type ContributorMap = ReadonlyMap<string, readonly string[]>;

/** Marker line that starts each commit in the log output. */
const COMMIT = '\u0001';

/**
 * Parses `git log --format=<COMMIT>%aN --name-only` output into file →
 * names, most commits first (ties: most recent first).
 */
export function parseGitLog(output: string): ContributorMap {
  const counts = new Map<string, Map<string, number>>();
  let author = '';
  for (const line of output.split('\n')) {
    if (line.startsWith(COMMIT)) {
      author = line.slice(COMMIT.length).trim();
      continue;
    }
    const file = line.trim();
    if (!file || !author) continue;
    const perFile = counts.get(file) ?? new Map<string, number>();
    perFile.set(author, (perFile.get(author) ?? 0) + 1);
    counts.set(file, perFile);
  }
  const result = new Map<string, readonly string[]>();
  for (const [file, perFile] of counts) {
    // Map keeps insertion order = newest commit first; sort is stable.
    result.set(
      file,
      [...perFile.entries()].sort((a, b) => b[1] - a[1]).map(([name]) => name),
    );
  }
  return result;
}

function git(cwd: string, args: string[]): string {
  return execFileSync('git', args, {
    cwd,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
    maxBuffer: 256 * 1024 * 1024,
  });
}

interface Loaded {
  readonly root: string;
  readonly map: ContributorMap;
}

const cache = new Map<string, Loaded | null>();

/** null when there is no usable history (not a repository, shallow clone, git missing). */
export function loadContributors(siteDir: string): Loaded | null {
  if (cache.has(siteDir)) return cache.get(siteDir) ?? null;
  let loaded: Loaded | null = null;
  try {
    const root = git(siteDir, ['rev-parse', '--show-toplevel']).trim();
    const shallow = git(siteDir, ['rev-parse', '--is-shallow-repository']).trim() === 'true';
    if (!shallow) {
      const log = git(root, ['log', `--format=${COMMIT}%aN`, '--name-only', '--no-renames', '--', '.']);
      loaded = {root, map: parseGitLog(log)};
    }
  } catch {
    loaded = null;
  }
  cache.set(siteDir, loaded);
  return loaded;
}

/** Contributor names of one file, or undefined when history is unavailable or has none. */
export function contributorsOf(siteDir: string, filePath: string): readonly string[] | undefined {
  const loaded = loadContributors(siteDir);
  if (!loaded) return undefined;
  const relative = path.relative(loaded.root, path.resolve(filePath)).split(path.sep).join('/');
  const names = loaded.map.get(relative);
  return names && names.length > 0 ? names : undefined;
}
