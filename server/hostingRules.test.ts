import {describe, expect, it} from 'vitest';
import {
  IMMUTABLE,
  immutablePattern,
  isHidden,
  isImmutable,
  isPrecompressedCopy,
  nginxHostingRules,
  REVALIDATE,
} from './hostingRules';

describe('isImmutable', () => {
  it('holds for everything under a locale’s assets folder, whatever the hash’s spelling', () => {
    expect(isImmutable('assets/js/main.1a2b3c4d.js')).toBe(true);
    expect(isImmutable('assets/css/styles.0f1e2d3c.css')).toBe(true);
    // Chunks named by their hash alone, and images whose hash follows a dash.
    expect(isImmutable('assets/js/17896441.6a7b8c9d.js')).toBe(true);
    expect(isImmutable('assets/images/collision-matrix-3f2a1b0c9d8e7f6a.png')).toBe(true);
    expect(isImmutable('en/assets/js/main.5e6f7a8b.js')).toBe(true);
  });

  it('does not hold for pages, images of static/, or a folder merely named like assets', () => {
    expect(isImmutable('img/logo.svg')).toBe(false);
    expect(isImmutable('index.html')).toBe(false);
    expect(isImmutable('en/index.html')).toBe(false);
    expect(isImmutable('control/assets/index.html')).toBe(false);
    expect(isImmutable('de/assets/js/main.1a2b3c4d.js')).toBe(false);
    expect(isImmutable('assets.html')).toBe(false);
  });

  it('follows the locale list', () => {
    expect(immutablePattern(['en', 'de']).test('/de/assets/x.1a2b3c4d.js')).toBe(true);
    expect(immutablePattern([]).test('/en/assets/x.1a2b3c4d.js')).toBe(false);
    expect(immutablePattern([]).test('/assets/x.1a2b3c4d.js')).toBe(true);
  });
});

describe('isPrecompressedCopy', () => {
  const files = new Set(['assets/js/main.1a2b3c4d.js', 'downloads/samples.zip.gz', 'index.html']);
  const isFile = (rel: string): boolean => files.has(rel);
  it('is true for the .br and .gz copies of a file, which are no addresses of their own', () => {
    expect(isPrecompressedCopy('assets/js/main.1a2b3c4d.js.br', isFile)).toBe(true);
    expect(isPrecompressedCopy('assets/js/main.1a2b3c4d.js.gz', isFile)).toBe(true);
    expect(isPrecompressedCopy('index.html.gz', isFile)).toBe(true);
  });
  it('is false for a compressed file with no source beside it, and for the sources', () => {
    expect(isPrecompressedCopy('downloads/samples.zip.gz', isFile)).toBe(false);
    expect(isPrecompressedCopy('assets/js/main.1a2b3c4d.js', isFile)).toBe(false);
  });
});

describe('isHidden', () => {
  it('is true for dotfiles and anything in a dot folder', () => {
    expect(isHidden('.env')).toBe(true);
    expect(isHidden('en/.htaccess')).toBe(true);
    expect(isHidden('.git/config')).toBe(true);
    expect(isHidden('assets/js/main.1a2b3c4d.js')).toBe(false);
  });
});

describe('nginxHostingRules', () => {
  it('writes the 404 page and caching maps from the same rules', () => {
    expect(nginxHostingRules([], ['en'])).toContain('    ~^/en(/|$)  /en/404.html;\n    default     /404.html;');
    expect(nginxHostingRules([], ['en'])).toContain(
      `    "~^(200|206|304) \\/(?:(?:en)\\/)?assets\\/"  "${IMMUTABLE}";\n    default  "${REVALIDATE}";`,
    );
    expect(nginxHostingRules([], ['en', 'de'])).toContain('    ~^/de(/|$)  /de/404.html;');
    expect(nginxHostingRules([], ['en', 'de'])).toContain('(?:(?:en|de)\\/)?assets');
  });
});
