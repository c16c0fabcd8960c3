import {describe, expect, it} from 'vitest';
import {anchorCarry, localeBaseUrl, neutralPath, pageSituation, switchTarget, targetHash} from './shared/switchTarget';

const paired = new Set(['/control/', '/control/control-howto/', '/control/control-howto/before-start/']);

describe('switchTarget', () => {
  it('goes to the same page in the other locale when it exists there', () => {
    expect(
      switchTarget({
        pathname: '/control/control-howto/before-start/',
        hash: '',
        fromBase: '/',
        toBase: '/en/',
        paired,
        anchors: {},
      }),
    ).toBe('/en/control/control-howto/before-start/');
    expect(switchTarget({pathname: '/en/control/', hash: '', fromBase: '/en/', toBase: '/', paired, anchors: {}})).toBe(
      '/control/',
    );
  });

  it('goes to the other home when the page is missing there', () => {
    expect(
      switchTarget({
        pathname: '/control/control-guide/collision-matrix/',
        hash: '#x',
        fromBase: '/',
        toBase: '/en/',
        paired,
        anchors: {},
      }),
    ).toBe('/en/');
    expect(
      switchTarget({pathname: '/no-such-page/', hash: '', fromBase: '/', toBase: '/en/', paired, anchors: {}}),
    ).toBe('/en/');
  });

  it('goes to the other home from the 404 page, whatever its path', () => {
    // A 404 under a paired prefix, or at a path that looks paired: never "the same page".
    expect(
      switchTarget({
        pathname: '/en/control/control-howto/',
        hash: '#x',
        fromBase: '/en/',
        toBase: '/',
        paired,
        anchors: 'same',
        notFound: true,
      }),
    ).toBe('/');
    expect(
      switchTarget({
        pathname: '/control/nope/',
        hash: '',
        fromBase: '/',
        toBase: '/en/',
        paired,
        anchors: {},
        notFound: true,
      }),
    ).toBe('/en/');
  });

  it("tells the page's situation: same page there, untranslated, or the 404 page", () => {
    expect(pageSituation('/control/', paired, false)).toBe('samePage');
    expect(pageSituation('/', paired, false)).toBe('samePage');
    expect(pageSituation('/value/', paired, false)).toBe('untranslated');
    expect(pageSituation('/no-such-page/', paired, true)).toBe('notFound');
    expect(pageSituation('/control/', paired, true)).toBe('notFound');
  });

  it('maps home to home', () => {
    expect(switchTarget({pathname: '/en/', hash: '', fromBase: '/en/', toBase: '/', paired, anchors: {}})).toBe('/');
    expect(switchTarget({pathname: '/', hash: '', fromBase: '/', toBase: '/en/', paired, anchors: {}})).toBe('/en/');
  });

  it('carries the section anchor over to the paired heading of the translation', () => {
    const pairs = {'системные-требования': 'system-requirements', 'выгрузка-в-ifc': 'ifc-export'};
    const input = {
      pathname: '/control/control-howto/before-start/',
      fromBase: '/',
      toBase: '/en/',
      paired,
      anchors: pairs,
    };
    expect(switchTarget({...input, hash: '#системные-требования'})).toBe(
      '/en/control/control-howto/before-start/#system-requirements',
    );
    // The browser hands the hash over percent-encoded.
    expect(switchTarget({...input, hash: `#${encodeURIComponent('выгрузка-в-ifc')}`})).toBe(
      '/en/control/control-howto/before-start/#ifc-export',
    );
    // And back: English ids to Russian ones.
    const back = {'system-requirements': 'системные-требования'};
    expect(
      switchTarget({
        pathname: '/en/control/control-howto/before-start/',
        hash: '#system-requirements',
        fromBase: '/en/',
        toBase: '/',
        paired,
        anchors: back,
      }),
    ).toBe('/control/control-howto/before-start/#системные-требования');
  });

  it('drops an anchor with no counterpart instead of leading to a dead one', () => {
    const input = {pathname: '/control/control-howto/before-start/', fromBase: '/', toBase: '/en/', paired};
    expect(
      switchTarget({...input, hash: '#частые-проблемы', anchors: {'системные-требования': 'system-requirements'}}),
    ).toBe('/en/control/control-howto/before-start/');
    expect(switchTarget({...input, hash: '#системные-требования', anchors: {}})).toBe(
      '/en/control/control-howto/before-start/',
    );
    expect(switchTarget({...input, hash: '#constructor', anchors: {}})).toBe('/en/control/control-howto/before-start/');
    // Inherited object keys are no anchors.
    expect(targetHash('#toString', {})).toBe('');
    expect(targetHash('#%E0%A4%A', {})).toBe('');
  });

  it('keeps the anchor as it is where both locales render the same source', () => {
    expect(
      switchTarget({
        pathname: '/api/',
        hash: '#authentication',
        fromBase: '/',
        toBase: '/en/',
        paired: new Set(['/api/']),
        anchors: 'same',
      }),
    ).toBe('/en/api/#authentication');
    expect(targetHash('', 'same')).toBe('');
  });
  it('normalises paths without a trailing slash', () => {
    expect(neutralPath('/en/control', '/en/')).toBe('/control/');
    expect(neutralPath('/control', '/')).toBe('/control/');
  });
});

describe('anchorCarry', () => {
  const sections = [
    {routeBasePath: 'control', sourceLanguage: 'ru'},
    {routeBasePath: 'api', sourceLanguage: 'en'},
    {routeBasePath: 'api/tessera-viewer', sourceLanguage: 'en'},
    {routeBasePath: 'api/ru-notes', sourceLanguage: 'ru'},
  ];
  const pairs = {а: 'a'};

  it('keeps anchors in sections written once for both locales', () => {
    expect(anchorCarry('/api/tessera/', sections, 'ru', undefined)).toBe('same');
    expect(anchorCarry('/api/tessera-viewer/faq/', sections, 'ru', pairs)).toBe('same');
  });

  it("uses the page's pairs in translated sections, the longest route base deciding", () => {
    expect(anchorCarry('/control/control-howto/before-start/', sections, 'ru', pairs)).toBe(pairs);
    expect(anchorCarry('/api/ru-notes/page/', sections, 'ru', pairs)).toBe(pairs);
  });

  it('carries no anchor from a page without pairs: home, tags, protected, 404', () => {
    expect(anchorCarry('/', sections, 'ru', undefined)).toEqual({});
    expect(anchorCarry('/control/tags/ifc/', sections, 'ru', undefined)).toEqual({});
    expect(anchorCarry('/demo/encrypt/', sections, 'ru', undefined)).toEqual({});
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
