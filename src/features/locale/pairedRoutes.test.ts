import {describe, expect, it} from 'vitest';
import {compactPaired, pairedLookup} from './shared/pairedRoutes';

const ALL = [
  '/',
  '/api/',
  '/api/auth/',
  '/api/viewer/',
  '/api/viewer/camera/',
  '/control/',
  '/control/guide/',
  '/control/howto/',
  '/value/',
  '/value/prices/',
];

describe('paired routes as folders and single routes', () => {
  it('writes a folder whose every page is paired as its prefix, and lists the others one by one', () => {
    const paired = ['/', '/api/', '/api/auth/', '/api/viewer/', '/api/viewer/camera/', '/control/guide/'];
    expect(compactPaired(ALL, paired)).toEqual({folders: ['/api/'], routes: ['/', '/control/guide/']});
  });

  it('answers exactly as the full list does, for every route of the locale', () => {
    const paired = [
      '/api/viewer/',
      '/api/viewer/camera/',
      '/control/',
      '/control/guide/',
      '/control/howto/',
      '/value/prices/',
    ];
    const lookup = pairedLookup(compactPaired(ALL, paired));
    for (const route of ALL) expect(lookup.has(route), route).toBe(paired.includes(route));
  });

  it('never uses the site root or a folder of one page', () => {
    const compact = compactPaired(ALL, ALL);
    expect(compact.folders).not.toContain('/');
    expect(compactPaired(['/a/', '/b/'], ['/a/'])).toEqual({folders: [], routes: ['/a/']});
  });

  it('stays the same size when a fully paired folder grows', () => {
    const many = Array.from({length: 2000}, (_, i) => `/api/generated/page-${i}/`);
    const compact = compactPaired(
      [...ALL, ...many],
      ['/api/', '/api/auth/', '/api/viewer/', '/api/viewer/camera/', ...many],
    );
    expect(compact).toEqual({folders: ['/api/'], routes: []});
  });
});
