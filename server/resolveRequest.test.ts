import {describe, expect, it} from 'vitest';
import {resolveRequest} from './resolveRequest';

const files = new Set([
  'index.html',
  '404.html',
  'en/index.html',
  'en/404.html',
  'control/index.html',
  'control/control-guide/index.html',
  'uniformat/uniformat-google/index.html',
  'assets/js/main.1a2b3c4d.js',
  'sitemap.xml',
]);
const options = {localePrefixes: ['en'], isFile: (p: string) => files.has(p)};

describe('resolveRequest', () => {
  it('serves folder index pages for clean URLs', () => {
    expect(resolveRequest('/', options)).toEqual({kind: 'file', file: 'index.html'});
    expect(resolveRequest('/control/control-guide/', options)).toEqual({
      kind: 'file',
      file: 'control/control-guide/index.html',
    });
  });

  it('serves real files as they are', () => {
    expect(resolveRequest('/sitemap.xml', options)).toEqual({kind: 'file', file: 'sitemap.xml'});
    expect(resolveRequest('/404.html', options)).toEqual({kind: 'file', file: '404.html'});
  });

  it('redirects legacy .html and index.html URLs to the clean URL, keeping the query', () => {
    expect(resolveRequest('/uniformat/uniformat-google.html', options)).toEqual({
      kind: 'redirect',
      pathname: '/uniformat/uniformat-google/',
    });
    expect(resolveRequest('/control/index.html', options)).toEqual({kind: 'redirect', pathname: '/control/'});
    expect(resolveRequest('/index.html', options)).toEqual({kind: 'redirect', pathname: '/'});
  });

  it('adds the trailing slash to folders', () => {
    expect(resolveRequest('/control', options)).toEqual({kind: 'redirect', pathname: '/control/'});
  });

  it('answers with the locale’s own 404 page', () => {
    expect(resolveRequest('/nope/', options)).toEqual({kind: 'notFound', file: '404.html'});
    expect(resolveRequest('/en/nope/', options)).toEqual({kind: 'notFound', file: 'en/404.html'});
    expect(resolveRequest('/nope.html', options)).toEqual({kind: 'notFound', file: '404.html'});
  });

  it('answers the English 404 page for unknown /en paths of every shape', () => {
    for (const p of ['/en/nope', '/en/nope.html', '/en/assets/js/gone.js', '/en/a/b/c.png']) {
      expect(resolveRequest(p, options), p).toEqual({kind: 'notFound', file: 'en/404.html'});
    }
  });

  it('refuses paths that climb out of the build folder', () => {
    expect(resolveRequest('/../etc/passwd', options).kind).toBe('notFound');
  });
});
