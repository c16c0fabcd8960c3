import {describe, expect, it} from 'vitest';
import {locationFor, normalisePath, parseRequestTarget} from './requestTarget';

describe('parseRequestTarget', () => {
  it('decodes the path and keeps the query', () => {
    expect(parseRequestTarget('/control/?a=1')).toEqual({
      kind: 'path',
      pathname: '/control/',
      canonical: true,
      search: '?a=1',
    });
    expect(parseRequestTarget('/%D0%BF%D0%B0%D0%BF%D0%BA%D0%B0/')).toMatchObject({
      pathname: '/папка/',
      canonical: true,
    });
  });

  it('reads raw UTF-8 bytes of the request line (latin1 chars) as UTF-8', () => {
    const raw = Buffer.from('/папка', 'utf8').toString('latin1');
    expect(parseRequestTarget(raw)).toMatchObject({kind: 'path', pathname: '/папка', canonical: true});
  });

  it('marks repeated slashes, dot segments and encoded slashes as not canonical', () => {
    expect(parseRequestTarget('//')).toMatchObject({pathname: '/', canonical: false});
    expect(parseRequestTarget('/assets/js//main.js')).toMatchObject({pathname: '/assets/js/main.js', canonical: false});
    expect(parseRequestTarget('/%2Fcontrol')).toMatchObject({pathname: '/control', canonical: false});
    expect(parseRequestTarget('/a/./b/../c/')).toMatchObject({pathname: '/a/c/', canonical: false});
    expect(parseRequestTarget('/../../etc/passwd')).toMatchObject({pathname: '/etc/passwd', canonical: false});
    expect(parseRequestTarget('/%2e%2e/%2e%2e/etc')).toMatchObject({pathname: '/etc', canonical: false});
  });

  it('refuses what cannot be parsed', () => {
    for (const target of ['/%zz', '/%', '/%C0%AF', '/%FF', '/a%00b', '*', 'http://evil.example/', '']) {
      expect(parseRequestTarget(target).kind, target).toBe('bad');
    }
  });

  it('re-encodes a query so it is safe in a header', () => {
    const raw = `/x?q=${Buffer.from('кот "a" <b>', 'utf8').toString('latin1')}`;
    expect(parseRequestTarget(raw)).toMatchObject({search: '?q=%D0%BA%D0%BE%D1%82%20%22a%22%20%3Cb%3E'});
  });
});

describe('normalisePath', () => {
  it('keeps a trailing slash where the path names a folder', () => {
    expect(normalisePath('/a/b/')).toBe('/a/b/');
    expect(normalisePath('/a/b/.')).toBe('/a/b/');
    expect(normalisePath('/a/b/..')).toBe('/a/');
    expect(normalisePath('/a/..')).toBe('/');
    expect(normalisePath('/a')).toBe('/a');
    expect(normalisePath('////')).toBe('/');
  });
});

describe('locationFor', () => {
  it('percent-encodes every segment', () => {
    expect(locationFor('/папка/', '')).toBe('/%D0%BF%D0%B0%D0%BF%D0%BA%D0%B0/');
    expect(locationFor('/a b/', '?x=1')).toBe('/a%20b/?x=1');
  });

  it('never starts with // or /\\, whatever the path', () => {
    for (const p of ['//evil.example/', '/\\evil.example/', '/%2F/evil', '///x', '/\\\\x', '/../..//evil']) {
      const location = locationFor(p, '');
      expect(location.startsWith('/'), p).toBe(true);
      expect(/^\/[/\\]/.test(location), `${p} → ${location}`).toBe(false);
      // A browser resolves it against our origin.
      expect(new URL(location, 'https://help.tessera.example/').origin).toBe('https://help.tessera.example');
    }
  });
});
