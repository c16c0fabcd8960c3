/**
 * The one check every part of this site that replaces a Docusaurus module or
 * rewrites a file Docusaurus generates runs when the build starts: such a part
 * was written against one version of a private file, so a Docusaurus update
 * stops the build with a message naming the part, the file and both versions,
 * instead of shipping a replacement that no longer fits.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

export interface InternalsPin {
  /** The part of this site, as a path a maintainer can open: `src/internals/route-prefetch`. */
  readonly part: string;
  /** The package whose private file the part depends on. */
  readonly packageName: string;
  /** The package version the part was written and tested against. */
  readonly writtenFor: string;
  /** The private files it replaces or reads, relative to the package (they must exist). */
  readonly files: readonly string[];
}

/** The installed package's folder, looked up from `siteDir` the way Node resolves packages. */
export function packageDir(siteDir: string, packageName: string): string {
  for (let dir = siteDir; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules', packageName);
    if (fs.existsSync(path.join(candidate, 'package.json'))) return candidate;
    if (dir === path.dirname(dir)) throw new Error(`${packageName} is not installed (looked up from ${siteDir})`);
  }
}

/** The installed version of `packageName`. */
export function installedVersion(siteDir: string, packageName: string): string {
  return (
    JSON.parse(fs.readFileSync(path.join(packageDir(siteDir, packageName), 'package.json'), 'utf8')) as {
      version: string;
    }
  ).version;
}

/** Absolute path of a file inside the installed package. */
export function packageFile(siteDir: string, packageName: string, file: string): string {
  return path.join(packageDir(siteDir, packageName), file);
}

/** Throws, naming what to check, unless the installed package is the pinned version and has the files. */
export function assertPinned(siteDir: string, pin: InternalsPin): void {
  const dir = packageDir(siteDir, pin.packageName);
  const installed = (JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as {version: string}).version;
  if (installed !== pin.writtenFor) {
    throw new Error(
      `${pin.part} was written for ${pin.packageName} ${pin.writtenFor}, but ${installed} is installed. ` +
        `It depends on ${pin.files.join(', ')}: compare them with ${pin.writtenFor}, update the part, then its writtenFor.`,
    );
  }
  for (const file of pin.files) {
    if (!fs.existsSync(path.join(dir, file))) {
      throw new Error(`${pin.part}: ${pin.packageName}/${file} no longer exists in ${installed}; update the part.`);
    }
  }
}

export interface GeneratedFileLoader {
  /** The Docusaurus plugin's name. */
  readonly name: string;
  readonly pin: InternalsPin;
  /** The file Docusaurus generates into `.docusaurus/`, e.g. `routes.js`. */
  readonly generatedFile: string;
  /** The loader that rewrites it for the browser bundle, relative to the site folder. */
  readonly loader: string;
}

/** The bundler rule test matching a file Docusaurus generates into `.docusaurus/`, e.g. `routes.js`. */
export function generatedFileTest(generatedFile: string): RegExp {
  return new RegExp(`[\\\\/]\\.docusaurus[\\\\/]${generatedFile.replace(/\./g, '\\.')}$`);
}

/** A plugin that checks its pin, then runs `loader` over one generated file in the browser bundle only. */
export function generatedFileLoaderPlugin({
  name,
  pin,
  generatedFile,
  loader,
}: GeneratedFileLoader): (context: LoadContext) => Plugin {
  const test = generatedFileTest(generatedFile);
  return (context) => {
    assertPinned(context.siteDir, pin);
    return {
      name,
      configureWebpack(_config, isServer) {
        if (isServer) return {};
        return {module: {rules: [{test, use: [path.join(context.siteDir, loader)]}]}};
      },
    };
  };
}
