/**
 * Whether the site is built from a git worktree. A source archive (a
 * downloaded ZIP, a tarball, a container build context) has no `.git`, and
 * Docusaurus stops such a build when pages show their last update; there the
 * pages are built without last update and contributors, with one warning per
 * build process (Docusaurus loads the config once per locale).
 */
import {execFileSync} from 'node:child_process';

const WARNED = Symbol.for('tessera.gitWorktree.warned');

export function isGitWorktree(siteDir: string): boolean {
  try {
    return (
      execFileSync('git', ['rev-parse', '--is-inside-work-tree'], {
        cwd: siteDir,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      }).trim() === 'true'
    );
  } catch {
    // Not a repository, or git is not installed.
    return false;
  }
}

/** `isGitWorktree`, warning once per process when it is not one. */
export function gitHistoryAvailable(siteDir: string, warn: (message: string) => void): boolean {
  if (isGitWorktree(siteDir)) return true;
  const registry = globalThis as Record<symbol, unknown>;
  if (!registry[WARNED]) {
    registry[WARNED] = true;
    warn(
      `[git] ${siteDir} is not in a git worktree (or git is missing): pages are built without their last update and contributors.`,
    );
  }
  return false;
}
