import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {gitHistoryAvailable, isGitWorktree} from './plugin/gitWorktree';
import {loadContributors} from './plugin/gitContributors';

const hasGit = (() => {
  try {
    execFileSync('git', ['--version'], {stdio: 'ignore'});
    return true;
  } catch {
    return false;
  }
})();

describe('building without .git', () => {
  it('a folder outside any worktree (a source archive) has no history: one warning, no contributors', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-archive-'));
    try {
      expect(isGitWorktree(dir)).toBe(false);
      const warnings: string[] = [];
      // Docusaurus loads the config once per locale: still one warning.
      expect(gitHistoryAvailable(dir, (m) => warnings.push(m))).toBe(false);
      expect(gitHistoryAvailable(dir, (m) => warnings.push(m))).toBe(false);
      expect(warnings).toHaveLength(1);
      expect(warnings[0]).toMatch(/not in a git worktree .*without their last update and contributors/);
      expect(loadContributors(dir)).toBeNull();
    } finally {
      fs.rmSync(dir, {recursive: true, force: true});
    }
  });

  it.runIf(hasGit)('a worktree has history', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-repo-'));
    try {
      execFileSync('git', ['init', '-q'], {cwd: dir});
      expect(isGitWorktree(dir)).toBe(true);
      expect(
        gitHistoryAvailable(dir, () => {
          throw new Error('no warning expected');
        }),
      ).toBe(true);
    } finally {
      fs.rmSync(dir, {recursive: true, force: true});
    }
  });
});
