/** Article pictures open full size, with zoom, swipe and keys (PhotoSwipe, loaded on first open). */
import {featurePlugin} from '../../../lib/plugin/featureFolder';

export default function plugin(): ReturnType<typeof featurePlugin> {
  return featurePlugin(import.meta.url);
}
