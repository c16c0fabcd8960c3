/** Alt+ArrowRight and Alt+ArrowLeft open the next and previous page, never while the reader types. */
import {featurePlugin} from '../../../lib/plugin/featureFolder';

export default function plugin(): ReturnType<typeof featurePlugin> {
  return featurePlugin(import.meta.url);
}
