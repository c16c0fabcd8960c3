import path from 'node:path';
import {normalizePluginOptions} from '@docusaurus/utils-validation';
import type {LoadContext} from '@docusaurus/types';
import {describe, expect, it} from 'vitest';
import routeShardsPlugin, {mergeConfigs, PLUGIN_NAME, validateOptions} from '../src';
import type {Options, UserOptions} from '../src/plugin/options';

const validate = (options: UserOptions): Options =>
  validateOptions({validate: normalizePluginOptions as never, options});

describe('options', () => {
  it('default to on, with no page categories', () => {
    expect(validate({})).toEqual({id: 'default', enabled: true, keepDocsMap: false});
  });

  it('a wrong value stops the build naming the option', () => {
    expect(() => validate({enabled: 'no' as never})).toThrow(/"enabled" must be a boolean/);
    expect(() => validate({pageCategories: [] as never})).toThrow(/"pageCategories" must be of type function/);
  });
});

describe('the plugin', () => {
  const context = {siteDir: path.resolve(__dirname, '../../..')} as LoadContext;

  it('switched off, adds nothing to the build', () => {
    expect(routeShardsPlugin(context, validate({enabled: false}))).toEqual({name: PLUGIN_NAME});
  });

  it('merges its parts’ bundler changes: rules and plugins in order, optimization and aliases together', () => {
    const a = {module: {rules: [{test: /a/}]}, plugins: ['pa' as never], optimization: {chunkIds: 'named' as const}};
    const b = {module: {rules: [{test: /b/}]}, resolve: {alias: {tslib$: '/shim.ts'}}};
    const c = {plugins: ['pc' as never]};
    expect(mergeConfigs([a, b, c])).toEqual({
      module: {rules: [{test: /a/}, {test: /b/}]},
      plugins: ['pa', 'pc'],
      optimization: {chunkIds: 'named'},
      resolve: {alias: {tslib$: '/shim.ts'}},
    });
  });
});
