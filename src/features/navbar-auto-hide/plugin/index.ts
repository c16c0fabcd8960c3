/** The navbar hides while the reader scrolls down and comes back when they scroll up. */
import {featurePlugin} from '../../../lib/plugin/featureFolder';

export default function plugin(): ReturnType<typeof featurePlugin> {
  return featurePlugin(import.meta.url);
}
