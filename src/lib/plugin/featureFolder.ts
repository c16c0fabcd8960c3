/**
 * What Docusaurus picks up from a feature folder by convention, for the
 * feature's plugin (`plugin/index.ts`) to return:
 * - `client/index.ts`, a client module: runs in the browser on every page;
 * - `theme/`, components that replace the theme's own of the same name
 *   (`theme/DocItem/Layout/index.tsx` is `@theme/DocItem/Layout`). A wrapper
 *   reaches the theme-classic component it wraps as `@theme-init/…`.
 * The plugin must be listed after theme-classic (docusaurus.config.ts `themes`):
 * of the themes providing a component, the last one listed wins.
 */
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import type {Plugin} from '@docusaurus/types';

export type FeatureFolderParts = Pick<Plugin, 'getClientModules' | 'getThemePath'>;

/** The parts of the feature folder holding `pluginFileUrl` (the plugin's `import.meta.url`). */
export function featureFolder(pluginFileUrl: string): FeatureFolderParts {
  const root = path.resolve(path.dirname(fileURLToPath(pluginFileUrl)), '..');
  const clientModule = path.join(root, 'client', 'index.ts');
  const theme = path.join(root, 'theme');
  return {
    ...(fs.existsSync(clientModule) ? {getClientModules: () => [clientModule]} : {}),
    ...(fs.existsSync(theme) ? {getThemePath: () => theme} : {}),
  };
}

/** A feature that is only a client module and/or theme components: its whole plugin, named after its folder. */
export function featurePlugin(pluginFileUrl: string): Plugin {
  const name = path.basename(path.resolve(path.dirname(fileURLToPath(pluginFileUrl)), '..'));
  return {name: `tessera-${name}`, ...featureFolder(pluginFileUrl)};
}
