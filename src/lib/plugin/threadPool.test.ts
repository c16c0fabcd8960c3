import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {startThreadPool} from './threadPool';

const entry = path.resolve('tests/fixtures/thread-pool/worker.ts');

describe('startThreadPool', () => {
  it('runs a TypeScript entry on worker threads, its imports resolved, and removes its bundle when closed', async () => {
    const siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'thread-pool-'));
    // Packages resolve from the site's node_modules, as in a build.
    fs.symlinkSync(path.resolve('node_modules'), path.join(siteDir, 'node_modules'));
    const cache = path.join(path.resolve('node_modules'), '.cache', 'tessera-workers');
    const before = fs.existsSync(cache) ? fs.readdirSync(cache).filter((f) => f.startsWith('pool-test-')) : [];
    const pool = await startThreadPool<string, {text: string; onMainThread: boolean; threadId: number}>(
      siteDir,
      entry,
      'pool-test',
    );
    expect(fs.readdirSync(cache).filter((f) => f.startsWith('pool-test-'))).toHaveLength(before.length + 1);
    const results = await Promise.all(['<p>Коллизии\u200b</p>', '<h1> IFC  4 </h1>'].map((html) => pool.run(html)));
    await pool.close();
    expect(results.map((r) => r.text)).toEqual(['Коллизии', 'IFC 4']);
    expect(results.every((r) => !r.onMainThread && r.threadId > 0)).toBe(true);
    expect(fs.readdirSync(cache).filter((f) => f.startsWith('pool-test-'))).toEqual(before);
    fs.rmSync(siteDir, {recursive: true, force: true});
  });

  it('names the entry when it cannot be bundled', async () => {
    await expect(
      startThreadPool(process.cwd(), path.resolve('tests/fixtures/thread-pool/missing.ts'), 'pool-test'),
    ).rejects.toThrow(/missing\.ts/);
  });
});
