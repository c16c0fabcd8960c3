/**
 * The worker's "No connection" page's texts as code translations. The worker cannot call
 * `translate()`: the plugin reads these ids from every locale's code.json when it bundles it
 * (plugin/offlinePageTexts.ts, whose English defaults are these). They are written here as well
 * so that `docusaurus write-translations` lists them for a new language like every other label.
 */
import {translate} from '@docusaurus/Translate';

export function offlinePageMessages(): {title: string; body: string; home: string} {
  return {
    title: translate({id: 'offline.page.title', message: 'No connection'}),
    body: translate({
      id: 'offline.page.body',
      message:
        'This page has not been saved for offline reading. Connect to the internet to open it, or go back to the pages you have already opened.',
    }),
    home: translate({id: 'offline.page.home', message: 'Home page'}),
  };
}
