import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import {rspack, type Chunk, type Stats} from '@rspack/core';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {CHUNK_FILENAME, ShardChunkFilesPlugin} from '../src/plugin/ShardChunkFilesPlugin';
import {CHUNK_FILES_GLOBAL, lookupWrapperCode, registrationCode, removeTableEntries} from '../src/plugin/runtimeTable';

const TABLE =
  'return "assets/js/" + chunkId + "." + {"page1": "1c81fcdd","shared": "3bbff0dc","route-shard-a": "fe157f82",}[chunkId] + ".js"';

describe('runtime chunk-file table edits', () => {
  it('takes the moved chunks out of the table and keeps the others', () => {
    const out = removeTableEntries(TABLE, [{id: 'page1', hash: '1c81fcdd'}]);
    expect(out).toBe(
      'return "assets/js/" + chunkId + "." + {"shared": "3bbff0dc","route-shard-a": "fe157f82",}[chunkId] + ".js"',
    );
    // The last entry too: what is left is still an object literal.
    const last = removeTableEntries(out, [{id: 'route-shard-a', hash: 'fe157f82'}]);
    expect(() => new Function('chunkId', last)).not.toThrow();
  });

  it('stops the build, naming the chunk, when an entry is not in the table', () => {
    expect(() => removeTableEntries(TABLE, [{id: 'page2', hash: '00000000'}])).toThrow(
      /"page2": "00000000".*update the part/,
    );
    // A hash that differs from the table's is not taken for the entry.
    expect(() => removeTableEntries(TABLE, [{id: 'page1', hash: '1c81fcde'}])).toThrow(/page1/);
  });

  it('registers files in a global the wrapped lookup reads first', () => {
    const self: Record<string, unknown> = {};
    const runtime = {u: (id: string) => `assets/js/${id}.table.js`};
    vm.runInNewContext(registrationCode({page1: 'assets/js/page1.aaaa0000.js'}), {self});
    vm.runInNewContext(lookupWrapperCode('runtime.u'), {self, runtime});
    expect(runtime.u('page1')).toBe('assets/js/page1.aaaa0000.js');
    expect(runtime.u('shared')).toBe('assets/js/shared.table.js');
    expect(Object.keys(self)).toEqual([CHUNK_FILES_GLOBAL]);
  });
});

/** A tiny app shaped like the site: main loads a route shard and a shared chunk; the shard loads a page and the shared chunk. */
describe('on an Rspack build', () => {
  let dir = '';
  let files: string[] = [];
  const read = (prefix: string): string => {
    const name = files.find((f) => path.basename(f).startsWith(`${prefix}.`) && f.endsWith('.js'));
    if (!name) throw new Error(`no ${prefix} script among ${files.join(', ')}`);
    return fs.readFileSync(path.join(dir, 'out', name), 'utf8');
  };

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-shard-files-'));
    const src = path.join(dir, 'src');
    fs.mkdirSync(src);
    fs.writeFileSync(
      path.join(src, 'index.js'),
      'import(/* webpackChunkName: "route-shard-a" */ "./shardA").then((m) => m.default());\nimport(/* webpackChunkName: "shared" */ "./shared");\n',
    );
    fs.writeFileSync(
      path.join(src, 'shardA.js'),
      'export default () => Promise.all([import(/* webpackChunkName: "page1" */ "./page1"), import(/* webpackChunkName: "shared" */ "./shared")]);\n',
    );
    fs.writeFileSync(path.join(src, 'page1.js'), 'export default "page one";\n');
    fs.writeFileSync(path.join(src, 'shared.js'), 'export default "shared";\n');
    const isShard = (chunk: Chunk): boolean => chunk.name?.startsWith('route-shard-') ?? false;
    const stats = await new Promise<Stats>((resolve, reject) => {
      rspack(
        {
          mode: 'production',
          context: dir,
          entry: {main: './src/index.js'},
          output: {
            path: path.join(dir, 'out'),
            filename: 'assets/js/[name].[contenthash:8].js',
            chunkFilename: CHUNK_FILENAME,
          },
          optimization: {chunkIds: 'named', runtimeChunk: true},
          plugins: [new ShardChunkFilesPlugin(isShard)],
        },
        (err, result) => (err || !result ? reject(err ?? new Error('no stats')) : resolve(result)),
      );
    });
    expect(stats.hasErrors()).toBe(false);
    files = fs.readdirSync(path.join(dir, 'out', 'assets', 'js')).map((f) => `assets/js/${f}`);
  }, 60_000);

  afterAll(() => fs.rmSync(dir, {recursive: true, force: true}));

  it("leaves the page chunk out of the runtime's table and keeps the shard and the shared chunk there", () => {
    const runtime = read('runtime~main');
    expect(runtime).not.toMatch(/page1/);
    // Minified, a key that is a plain name loses its quotes.
    expect(runtime).toMatch(/"route-shard-a":"[0-9a-f]{8}"/);
    expect(runtime).toMatch(/[{,]"?shared"?:"[0-9a-f]{8}"/);
    expect(runtime).toContain(CHUNK_FILES_GLOBAL);
  });

  it('has the shard register the final (real content hash) file of its page chunk', () => {
    const shard = read('route-shard-a');
    const page = files.find((f) => path.basename(f).startsWith('page1.'));
    expect(page).toBeDefined();
    expect(shard).toContain(JSON.stringify(page));
    // The shard's own name carries the hash of what it holds now.
    const shardFile = files.find((f) => path.basename(f).startsWith('route-shard-a.')) ?? '';
    expect(shardFile).toMatch(/\.[0-9a-f]{8}\.js$/);
    expect(read('runtime~main')).toContain(shardFile.split('.')[1]);
  });
});
