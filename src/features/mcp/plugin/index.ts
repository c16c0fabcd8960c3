/**
 * Docusaurus plugin: the documentation MCP server's package and data in the
 * build (README.md here). After the root locale's build it writes, under
 * `<build>/_deploy/mcp/` (a folder neither server serves):
 * - `api-operations.json`: every REST and OData operation's answer, from the
 *   OpenAPI description (apiOperations.ts);
 * - `tessera-help-mcp.mjs`: the stdio server (`server/cli.ts`) bundled with the
 *   MCP SDK into one file with no dependencies, and a `package.json` naming it
 *   as the package's command, so `npx <build>/_deploy/mcp` runs it with no
 *   network, on an intranet or offline.
 * The site's pages, index and llms.txt it reads are the build's own.
 */
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import logger from '@docusaurus/logger';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {siteConfig} from '../../../../site.config';
import {OPENAPI_SPEC} from '../../openapi-reference/plugin/routes';
import {loadSpec} from '../../openapi-reference/plugin/spec';
import {API_OPERATIONS_FILE} from '../shared/apiOperation';
import {apiOperationRecords} from './apiOperations';

const here = path.dirname(fileURLToPath(import.meta.url));
export const MCP_COMMAND = 'tessera-help-mcp';
export const MCP_BUNDLE = `${MCP_COMMAND}.mjs`;

/** The stdio server as one ES module for Node 20, the SDK and zod inside. */
export async function bundleMcpServer(outFile: string): Promise<void> {
  const esbuild = await import('esbuild');
  await esbuild.build({
    entryPoints: [path.join(here, '../server/cli.ts')],
    outfile: outFile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    minify: true,
    legalComments: 'none',
    logLevel: 'silent',
    // CommonJS dependencies inside an ES module still need `require` for Node's own modules.
    banner: {
      js: "#!/usr/bin/env node\nimport {createRequire as __cr} from 'node:module'; const require = __cr(import.meta.url);",
    },
  });
}

/** Writes the MCP folder of a build: the operations' answers, the bundled command and its package.json. */
export async function writeMcpFolder(siteDir: string, buildDir: string, siteUrl: string): Promise<string> {
  const dir = path.join(buildDir, siteConfig.hosting.deployDir, siteConfig.mcp.dir);
  fs.mkdirSync(dir, {recursive: true});
  const document = loadSpec(fs.readFileSync(path.join(siteDir, OPENAPI_SPEC), 'utf8'), OPENAPI_SPEC);
  fs.writeFileSync(path.join(dir, API_OPERATIONS_FILE), JSON.stringify(apiOperationRecords(document, siteUrl)));
  await bundleMcpServer(path.join(dir, MCP_BUNDLE));
  fs.chmodSync(path.join(dir, MCP_BUNDLE), 0o755);
  const manifest = {
    name: MCP_COMMAND,
    version: '1.0.0',
    private: true,
    description: `${siteConfig.brand.name} Help documentation as an MCP server over stdio, reading the build folder it sits in.`,
    type: 'module',
    bin: {[MCP_COMMAND]: MCP_BUNDLE},
    engines: {node: '>=20'},
  };
  fs.writeFileSync(path.join(dir, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  return dir;
}

export default function mcpPlugin(context: LoadContext): Plugin {
  const {i18n, siteDir} = context;
  return {
    name: 'tessera-mcp',
    async postBuild({outDir}) {
      // One package per build: the root locale's build is the build folder itself.
      if (i18n.currentLocale !== i18n.defaultLocale) return;
      const started = Date.now();
      const dir = await writeMcpFolder(siteDir, outDir, context.siteConfig.url);
      logger.info(
        `[mcp] server package and API operations in ${path.relative(siteDir, dir)} (${Date.now() - started} ms)`,
      );
    },
  };
}
