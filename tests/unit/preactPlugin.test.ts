import {describe, expect, it} from 'vitest';
import type {Configuration} from 'webpack';
import preactPlugin, {PREACT_ALIASES} from '../../plugins/preact';

type Configure = (config: Configuration, isServer: boolean) => Configuration;

function configure(): Configure {
  const hook = preactPlugin().configureWebpack;
  if (!hook) throw new Error('the plugin has no configureWebpack');
  // The hook's remaining parameters (utils, content) are not used by this plugin.
  return (config, isServer) => hook(config, isServer, {} as never, undefined) as Configuration;
}

describe('preact plugin', () => {
  it('points React and React DOM at preact/compat in the browser bundle only', () => {
    const client: Configuration = {resolve: {alias: {react: '/site/node_modules/react', 'react-dom': '/site/node_modules/react-dom', '@site': '/site'}}};
    const result = configure()(client, false);
    expect(result.resolve?.alias).toEqual(PREACT_ALIASES);
    // Docusaurus's prefix aliases would shadow the exact ones; they are removed, the others kept.
    expect(client.resolve?.alias).toEqual({'@site': '/site'});
    expect(PREACT_ALIASES['react-dom/client$']).toBe('preact/compat/client');
  });

  it('leaves server-side rendering on React', () => {
    const server: Configuration = {resolve: {alias: {react: '/site/node_modules/react'}}};
    expect(configure()(server, true)).toEqual({});
    expect(server.resolve?.alias).toEqual({react: '/site/node_modules/react'});
  });
});
