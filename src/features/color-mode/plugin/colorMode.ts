/**
 * The site's colour-mode settings as Docusaurus's `themeConfig.colorMode`:
 * - switch: a toggle cycling light → dark → system ("auto") → light;
 * - toggle: a toggle between light and dark only;
 * - auto: no toggle, the reader's system setting decides;
 * - enable: no toggle, always dark;
 * - disable: no toggle, always light (this site, site.config.ts `colorMode`).
 */
import type {ColorModeSetting} from '../../../../site.config';

export interface DocusaurusColorMode {
  readonly defaultMode: 'light' | 'dark';
  readonly disableSwitch: boolean;
  /** With the switch: a third state, the system's mode; without it: follow the system. */
  readonly respectPrefersColorScheme: boolean;
}

export function docusaurusColorMode(setting: ColorModeSetting): DocusaurusColorMode {
  switch (setting) {
    case 'switch':
      return {defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: true};
    case 'toggle':
      return {defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: false};
    case 'auto':
      return {defaultMode: 'light', disableSwitch: true, respectPrefersColorScheme: true};
    case 'enable':
      return {defaultMode: 'dark', disableSwitch: true, respectPrefersColorScheme: false};
    case 'disable':
      return {defaultMode: 'light', disableSwitch: true, respectPrefersColorScheme: false};
  }
}
