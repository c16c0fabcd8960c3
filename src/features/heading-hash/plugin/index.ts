/** The address's #hash follows the section being read. */
import {featurePlugin} from '../../../lib/plugin/featureFolder';

export default function plugin(): ReturnType<typeof featurePlugin> {
  return featurePlugin(import.meta.url);
}
