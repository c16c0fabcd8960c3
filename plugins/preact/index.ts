/**
 * Docusaurus plugin: the browser bundle runs on Preact (through
 * preact/compat) instead of React DOM, which is most of the JavaScript a
 * page downloads before it can respond. Server-side rendering keeps React,
 * so the HTML is React's and Preact hydrates it.
 */
import type {Plugin} from '@docusaurus/types';

/** Exact-match aliases (`$`): `react` must not swallow `react/jsx-runtime`. */
export const PREACT_ALIASES: Readonly<Record<string, string>> = {
  react$: 'preact/compat',
  'react-dom$': 'preact/compat',
  'react-dom/client$': 'preact/compat/client',
  'react/jsx-runtime$': 'preact/jsx-runtime',
  'react/jsx-dev-runtime$': 'preact/jsx-dev-runtime',
};

export default function preactPlugin(): Plugin {
  return {
    name: 'tessera-preact',
    configureWebpack(config, isServer) {
      if (isServer) return {};
      // Docusaurus aliases `react` and `react-dom` to their package folders;
      // those prefix aliases would win over ours, so they go.
      const alias = config.resolve?.alias;
      if (alias && !Array.isArray(alias)) {
        delete alias.react;
        delete alias['react-dom'];
      }
      return {resolve: {alias: {...PREACT_ALIASES}}};
    },
  };
}
