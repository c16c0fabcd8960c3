import {describe, expect, it} from 'vitest';
import {docusaurusColorMode} from './plugin/colorMode';

describe('colour mode settings as Docusaurus config', () => {
  it('switch: a toggle through light, dark and the system mode', () => {
    expect(docusaurusColorMode('switch')).toEqual({
      defaultMode: 'light',
      disableSwitch: false,
      respectPrefersColorScheme: true,
    });
  });

  it('toggle: a toggle between light and dark only', () => {
    expect(docusaurusColorMode('toggle')).toEqual({
      defaultMode: 'light',
      disableSwitch: false,
      respectPrefersColorScheme: false,
    });
  });

  it('auto: no toggle, the system decides', () => {
    expect(docusaurusColorMode('auto')).toEqual({
      defaultMode: 'light',
      disableSwitch: true,
      respectPrefersColorScheme: true,
    });
  });

  it('enable: always dark; disable: always light', () => {
    expect(docusaurusColorMode('enable')).toEqual({
      defaultMode: 'dark',
      disableSwitch: true,
      respectPrefersColorScheme: false,
    });
    expect(docusaurusColorMode('disable')).toEqual({
      defaultMode: 'light',
      disableSwitch: true,
      respectPrefersColorScheme: false,
    });
  });
});
