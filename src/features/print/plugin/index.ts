/** Printing: collapsed details open for the print, the navigation chrome is left out. */
import {featurePlugin} from '../../../lib/plugin/featureFolder';

export default function plugin(): ReturnType<typeof featurePlugin> {
  return featurePlugin(import.meta.url);
}
