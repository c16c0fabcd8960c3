/**
 * What each part of the plugin contributes: a subset of a Docusaurus plugin's
 * hooks, which index.ts merges into the one plugin the site lists.
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {Options} from './options';

export type PartHooks = Pick<Plugin, 'configureWebpack' | 'allContentLoaded' | 'postBuild'>;

export type Part = (context: LoadContext, options: Options) => PartHooks;

/** The bundler rule test matching a file Docusaurus generates into `.docusaurus/`, e.g. `routes.js`. */
export function generatedFileTest(generatedFile: string): RegExp {
  return new RegExp(`[\\\\/]\\.docusaurus[\\\\/]${generatedFile.replace(/\./g, '\\.')}$`);
}

/** A file of this package's `src/`, absolute (the bundler is handed loaders and replacements by path). */
export function ownFile(relative: string): string {
  return path.join(__dirname, '..', relative);
}
