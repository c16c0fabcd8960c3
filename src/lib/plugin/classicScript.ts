/**
 * A script the site serves as a file of its own (the search worker, the
 * offline service worker), bundled from TypeScript at build time: one classic
 * script, minified, for the browsers the site supports (a module worker would
 * need newer browsers for little gain).
 */
export async function bundleClassicScript(
  entry: string,
  define: Readonly<Record<string, string>>,
  noOutputMessage: string,
): Promise<string> {
  const esbuild = await import('esbuild');
  const result = await esbuild.build({
    entryPoints: [entry],
    bundle: true,
    format: 'iife',
    target: 'es2019',
    minify: true,
    legalComments: 'none',
    write: false,
    logLevel: 'silent',
    define: {...define},
  });
  const output = result.outputFiles[0];
  if (!output) throw new Error(noOutputMessage);
  return output.text;
}
