import type {LocaleId} from '../../../../site.config';
import type {PairedRoutes} from './pairedRoutes';

/** The locale map's global data: what the language switch and the hreflang alternates read in the browser. */
export interface LocaleMapGlobalData {
  /**
   * Per other locale, the locale-neutral routes present both in this locale and in it, e.g.
   * `/control/control-howto/`, folders of them as one prefix (pairedRoutes.ts; the current locale's
   * own entry is empty: the switch never leads there).
   */
  readonly paired: Readonly<Record<LocaleId, PairedRoutes>>;
}
