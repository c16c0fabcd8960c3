import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {createStaticServer, indexBuild} from '../../server/staticServer';
import {warmUpTargets} from '../../server/warmUp';

describe('what the server answers itself before it listens', () => {
  it('covers the home page, a page and its slashless redirect, the largest script and a 404', () => {
    const files = new Set(['index.html', '404.html', 'control/index.html', 'control/guide/index.html', 'assets/js/main.1a2b3c4d.js', 'assets/js/small.5e6f7a8b.js', 'assets/css/styles.0a1b2c3d.css']);
    const sizes: Record<string, number> = {'assets/js/main.1a2b3c4d.js': 120_000, 'assets/js/small.5e6f7a8b.js': 900};
    expect(warmUpTargets(files, (rel) => sizes[rel] ?? 0).urls).toEqual(['/', '/warm-up-missing-page/', '/control/guide/', '/control/guide', '/assets/js/main.1a2b3c4d.js']);
  });

  it('still warms what there is on a build without pages or scripts', () => {
    expect(warmUpTargets(new Set(['index.html', '404.html']), () => 0).urls).toEqual(['/', '/warm-up-missing-page/']);
  });
});

describe('a started server', () => {
  let dir = '';
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-warm-up-'));
    const write = (rel: string, text: string): void => {
      fs.mkdirSync(path.dirname(path.join(dir, rel)), {recursive: true});
      fs.writeFileSync(path.join(dir, rel), text);
    };
    write('index.html', '<!doctype html><title>Главная</title>');
    write('404.html', '<!doctype html><title>Не найдено</title>');
    write('control/index.html', '<!doctype html><title>Control</title>');
    write('assets/js/main.1a2b3c4d.js', 'console.log(1);');
  });
  afterAll(() => fs.rmSync(dir, {recursive: true, force: true}));

  it('is ready after warming up and then answers as before', {timeout: 30_000}, async () => {
    const server = createStaticServer({root: dir, localePrefixes: ['en'], logLevel: 'silent'});
    await server.ready;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    try {
      expect((await fetch(`${origin}/control/`)).status).toBe(200);
      expect((await fetch(`${origin}/control`, {redirect: 'manual'})).status).toBe(301);
      expect((await fetch(`${origin}/nothing-here/`)).status).toBe(404);
      expect(indexBuild(dir).has('assets/js/main.1a2b3c4d.js')).toBe(true);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
