import {describe, expect, it} from 'vitest';
import {localeBaseUrl, neutralPath, switchTarget} from '../../plugins/locale-map/switchTarget';

const paired = new Set(['/control/', '/control/control-howto/', '/control/control-howto/before-start/']);

describe('switchTarget', () => {
  it('goes to the same page in the other locale when it exists there', () => {
    expect(switchTarget({pathname: '/control/control-howto/before-start/', hash: '', fromBase: '/', toBase: '/en/', paired})).toBe(
      '/en/control/control-howto/before-start/',
    );
    expect(switchTarget({pathname: '/en/control/', hash: '', fromBase: '/en/', toBase: '/', paired})).toBe('/control/');
  });

  it('goes to the other home when the page is missing there', () => {
    expect(switchTarget({pathname: '/control/control-guide/collision-matrix/', hash: '#x', fromBase: '/', toBase: '/en/', paired})).toBe('/en/');
    expect(switchTarget({pathname: '/no-such-page/', hash: '', fromBase: '/', toBase: '/en/', paired})).toBe('/en/');
  });

  it('maps home to home', () => {
    expect(switchTarget({pathname: '/en/', hash: '', fromBase: '/en/', toBase: '/', paired})).toBe('/');
    expect(switchTarget({pathname: '/', hash: '', fromBase: '/', toBase: '/en/', paired})).toBe('/en/');
  });

  it('keeps the section anchor where the heading exists in the target', () => {
    const input = {pathname: '/control/control-howto/before-start/', fromBase: '/', toBase: '/en/', paired};
    expect(switchTarget({...input, hash: '#model-requirements'})).toBe('/en/control/control-howto/before-start/#model-requirements');
    expect(switchTarget({...input, hash: '#model-requirements', targetAnchors: new Set(['model-requirements'])})).toBe(
      '/en/control/control-howto/before-start/#model-requirements',
    );
    expect(switchTarget({...input, hash: '#требования', targetAnchors: new Set(['model-requirements'])})).toBe(
      '/en/control/control-howto/before-start/',
    );
  });

  it('normalises paths without a trailing slash', () => {
    expect(neutralPath('/en/control', '/en/')).toBe('/control/');
    expect(neutralPath('/control', '/')).toBe('/control/');
  });
});

describe('localeBaseUrl', () => {
  it('derives every locale base from the current build base', () => {
    expect(localeBaseUrl('/', 'ru', 'ru', 'en')).toBe('/en/');
    expect(localeBaseUrl('/', 'ru', 'ru', 'ru')).toBe('/');
    expect(localeBaseUrl('/en/', 'en', 'ru', 'ru')).toBe('/');
    expect(localeBaseUrl('/en/', 'en', 'ru', 'en')).toBe('/en/');
    expect(localeBaseUrl('/docs/en/', 'en', 'ru', 'ru')).toBe('/docs/');
  });
});
