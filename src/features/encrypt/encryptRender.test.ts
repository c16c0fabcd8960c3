import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {renderProtectedMarkdown} from './plugin/render';
import {routeOf} from './plugin';

const options = {minHeadingLevel: 2, maxHeadingLevel: 3};

describe('protected page rendering', () => {
  it('renders headings with ids, hash links and a TOC of levels 2–3', async () => {
    const page = await renderProtectedMarkdown(
      '# Top\n\n## Fish & <chips>\n\n### Sub {#custom-id}\n\n#### Deep\n\n## Fish & <chips>\n',
      '/x/page.md',
      options,
      'en',
    );
    expect(page.toc).toEqual([
      {value: 'Fish &amp;', id: 'fish-', level: 2},
      {value: 'Sub', id: 'custom-id', level: 3},
      {value: 'Fish &amp;', id: 'fish--1', level: 2},
    ]);
    // Raw HTML (`<chips>`) is dropped, text is escaped.
    expect(page.html).toContain('<h2 id="fish-" class="anchor">Fish &#x26; <a href="#fish-"');
    expect(page.html).toContain(
      '<a href="#custom-id" class="hash-link" aria-label="Direct link to Sub" title="Direct link to Sub">',
    );
    expect(page.html).not.toContain('{#custom-id}');
  });

  it('highlights code at build time with the site code-block markup, keeping blank lines single', async () => {
    const page = await renderProtectedMarkdown(
      '```ts\nconst a = 1;\n\nexport {a};\n```\n\n```bash\nnpm run build\n```\n\n```\nplain text\n```\n',
      '/x/page.md',
      options,
      'en',
    );
    expect(page.html).toContain(
      '<div class="tessera-code theme-code-block tessera-code--language-ts"><pre class="tessera-code__pre language-ts" tabindex="0"><code class="language-ts">',
    );
    expect(page.html).toContain('<span class="token keyword">const</span>');
    expect(page.html).toContain(
      '<span class="token punctuation">;</span>\n\n<span class="token keyword">export</span>',
    );
    expect(page.html).toContain('language-bash');
    expect(page.html).toContain('<pre class="tessera-code__pre" tabindex="0"><code>plain text\n</code></pre>');
  });

  it('inlines images next to the page and collects site links', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-render-'));
    fs.writeFileSync(path.join(dir, 'pic.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    const page = await renderProtectedMarkdown(
      '![Secret plan](./pic.svg)\n\n[a](/control/#x) [b](https://example.com/) [c](#local)\n',
      path.join(dir, 'p.md'),
      options,
      'ru',
    );
    expect(page.html).toContain(
      `src="data:image/svg+xml;base64,${Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>').toString('base64')}"`,
    );
    expect(page.html).toContain('alt="Secret plan"');
    expect(page.links).toEqual(['/control/']);
    await expect(renderProtectedMarkdown('![x](./missing.png)', path.join(dir, 'p.md'), options, 'ru')).rejects.toThrow(
      /missing\.png not found/,
    );
    fs.rmSync(dir, {recursive: true});
  });

  it('does not render raw HTML', async () => {
    const page = await renderProtectedMarkdown('<script>alert(1)</script>\n\ntext', '/x/p.md', options, 'en');
    expect(page.html).not.toContain('<script');
  });

  it('maps source files to routes', () => {
    expect(routeOf('demo/encrypt.md')).toBe('/demo/encrypt/');
    expect(routeOf('team/index.md')).toBe('/team/');
    expect(routeOf('index.md')).toBe('/');
  });
});
