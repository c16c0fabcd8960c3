/** On touch screens a swipe from the left edge opens the phone menu; the opposite swipe closes it. */
import {featurePlugin} from '../../../lib/plugin/featureFolder';

export default function plugin(): ReturnType<typeof featurePlugin> {
  return featurePlugin(import.meta.url);
}
