/** What wraps every page: the root (locale suggestion, offline status, early input) and the components every Markdown page may use. */
import {featurePlugin} from '../../../lib/plugin/featureFolder';

export default function plugin(): ReturnType<typeof featurePlugin> {
  return featurePlugin(import.meta.url);
}
