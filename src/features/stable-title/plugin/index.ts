/** The tab keeps the page's own title while React hydrates the page. */
import {featurePlugin} from '../../../lib/plugin/featureFolder';

export default function plugin(): ReturnType<typeof featurePlugin> {
  return featurePlugin(import.meta.url);
}
