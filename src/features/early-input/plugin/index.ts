/**
 * Docusaurus plugin: puts the early-input script (script.ts) inline at the
 * top of every page's <head>, so a reader's click, submit or hotkey made
 * before the bundle has run is held and replayed instead of lost.
 */
import type {Plugin} from '@docusaurus/types';
import {EARLY_INPUT_SCRIPT} from '../shared/script';

export default function earlyInputPlugin(): Plugin {
  return {
    name: 'tessera-early-input',
    injectHtmlTags() {
      return {headTags: [{tagName: 'script', innerHTML: EARLY_INPUT_SCRIPT}]};
    },
  };
}
