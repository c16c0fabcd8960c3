import {describe, expect, it} from 'vitest';
import {nginxReleaseMaps, releaseRedirect, VERSIONED_BASES} from './releaseRedirects';
import {resolveRequest} from './resolveRequest';

/** A build with release 4.5 of Control served beside the current one, in both locales. */
const files = [
  'index.html',
  'control/index.html',
  'control/control-guide/index.html',
  'control/control-guide/collision-matrix/index.html',
  'control/control-guide/collision-matrix.md',
  'control/4.5/index.html',
  'control/4.5/control-guide/index.html',
  'control/4.5.md',
  'en/control/index.html',
  'en/control/control-guide/index.html',
  'en/control/control-guide/collision-matrix/index.html',
  'en/control/4.5/index.html',
  'tessera/index.html',
];
const isFile = (rel: string): boolean => files.includes(rel);
const redirect = (pathname: string): string | undefined => releaseRedirect(pathname, ['en'], isFile);

describe('releaseRedirect', () => {
  it('knows the versioned sections from the site config', () => {
    expect(VERSIONED_BASES).toEqual(['control', 'value', 'space', 'site', 'tessera']);
  });

  it("sends a release the build does not serve to the current release's same page", () => {
    expect(redirect('/control/4.4/control-guide/collision-matrix/')).toBe('/control/control-guide/collision-matrix/');
    expect(redirect('/en/control/4.3/control-guide/collision-matrix/')).toBe(
      '/en/control/control-guide/collision-matrix/',
    );
    expect(redirect('/control/4.4/control-guide/collision-matrix')).toBe('/control/control-guide/collision-matrix/');
  });

  it('goes up to the nearest page the current release has, down to the landing', () => {
    expect(redirect('/control/4.4/control-guide/gone-page/')).toBe('/control/control-guide/');
    expect(redirect('/control/4.4/no-such-folder/deeper/')).toBe('/control/');
    expect(redirect('/control/4.4/')).toBe('/control/');
    expect(redirect('/control/4.4')).toBe('/control/');
    expect(redirect('/tessera/3.9/admin/')).toBe('/tessera/');
  });

  it("sends a Markdown twin to the current release's twin", () => {
    expect(redirect('/control/4.4/control-guide/collision-matrix.md')).toBe(
      '/control/control-guide/collision-matrix.md',
    );
  });

  it('leaves a served release, other sections and ordinary addresses alone', () => {
    expect(redirect('/control/4.5/control-guide/')).toBeUndefined();
    expect(redirect('/control/4.5/no-such-page/')).toBeUndefined();
    expect(redirect('/en/control/4.5/')).toBeUndefined();
    expect(redirect('/control/control-guide/')).toBeUndefined();
    expect(redirect('/control/4.4.md')).toBeUndefined();
    expect(redirect('/control/4.45b/')).toBeUndefined();
    expect(redirect('/docs/4.4/')).toBeUndefined();
    expect(redirect('/de/control/4.4/')).toBeUndefined();
  });

  it('is the first thing the bundled server decides', () => {
    expect(resolveRequest('/control/4.4/control-guide/', {localePrefixes: ['en'], isFile})).toEqual({
      kind: 'redirect',
      pathname: '/control/control-guide/',
    });
    expect(resolveRequest('/control/4.5/no-such-page/', {localePrefixes: ['en'], isFile}).kind).toBe('notFound');
  });
});

describe('nginxReleaseMaps', () => {
  const maps = nginxReleaseMaps(files, ['en']);

  it('cuts an unserved release out of the address, keeping the served ones', () => {
    expect(maps).toContain(String.raw`    "~^/((?:en/)?)control/(?!(?:4\.5)(?:/|$))\d+\.\d+(/.*)?$"  "/$1control$2";`);
    // The platform (/tessera/) has no older release in this build: every number is cut.
    expect(maps).toContain(String.raw`    "~^/((?:en/)?)tessera/\d+\.\d+(/.*)?$"  "/$1tessera$2";`);
  });

  it("lists the current release's pages deepest first, and its twins, never an older release's", () => {
    const lines = maps.split('\n');
    const at = (line: string): number => lines.indexOf(line);
    const matrix = at(
      String.raw`    "~^/control/control-guide/collision-matrix(?:/|$)"  "/control/control-guide/collision-matrix/";`,
    );
    const guide = at(String.raw`    "~^/control/control-guide(?:/|$)"  "/control/control-guide/";`);
    const landing = at(String.raw`    "~^/control(?:/|$)"  "/control/";`);
    expect(matrix).toBeGreaterThan(-1);
    expect(guide).toBeGreaterThan(matrix);
    expect(landing).toBeGreaterThan(guide);
    expect(at(String.raw`    "~^/en/control(?:/|$)"  "/en/control/";`)).toBeGreaterThan(-1);
    const twin = at(
      String.raw`    "~^/control/control-guide/collision-matrix\.md$"  "/control/control-guide/collision-matrix.md";`,
    );
    expect(twin).toBeGreaterThan(-1);
    expect(twin).toBeLessThan(matrix);
    expect(maps).not.toContain('/control/4.5/');
    expect(maps).not.toContain('4\\.5\\.md');
  });
});
