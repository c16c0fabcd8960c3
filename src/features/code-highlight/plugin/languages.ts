import Prism from 'prismjs';
import loadLanguages from 'prismjs/components/index.js';

/**
 * Languages our pages use, and the names writers give them. Highlighting happens
 * once at build time (rehypePrism), so adding a language costs no reader a byte.
 */
export const LANGUAGES = [
  'markup',
  'css',
  'clike',
  'javascript',
  'typescript',
  'jsx',
  'tsx',
  'json',
  'bash',
  'http',
  'powershell',
  'csharp',
  'yaml',
  'sql',
  'python',
  'ini',
  'nginx',
  'diff',
  'xml-doc',
  'powerquery',
] as const;

const ALIASES: Readonly<Record<string, string>> = {
  ts: 'typescript',
  js: 'javascript',
  sh: 'bash',
  shell: 'bash',
  console: 'bash',
  zsh: 'bash',
  cs: 'csharp',
  'c#': 'csharp',
  yml: 'yaml',
  html: 'markup',
  xml: 'markup',
  svg: 'markup',
  ps1: 'powershell',
  pwsh: 'powershell',
  py: 'python',
  jsonc: 'json',
  json5: 'json',
  pq: 'powerquery',
  m: 'powerquery',
};

let loaded = false;

/** The Prism grammar for a fence's language, or undefined for plain text. */
export function grammarFor(language: string): {name: string; grammar: Prism.Grammar} | undefined {
  if (!loaded) {
    // Prism's loader warns for unknown ids instead of failing; every id above exists in prismjs 1.30.
    loadLanguages([...LANGUAGES]);
    loaded = true;
  }
  const name = ALIASES[language.toLowerCase()] ?? language.toLowerCase();
  const grammar = Prism.languages[name];
  return grammar ? {name, grammar} : undefined;
}

export {Prism};
