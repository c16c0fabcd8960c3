/**
 * The documentation MCP server over stdio, for an assistant on the reader's
 * machine: `npm run mcp -- --site build` in the repository, or the package the
 * build writes (`npx <build>/_deploy/mcp`), which finds the build folder it
 * sits in. Messages go over stdin/stdout; diagnostics go to stderr only.
 */
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {StdioServerTransport} from '@modelcontextprotocol/sdk/server/stdio.js';
import {HelpSite} from './site';
import {createHelpServer, SERVER_NAME, SERVER_VERSION} from './tools';

const USAGE = `Usage: tessera-help-mcp [--site <build folder>]

Serves the Tessera Help documentation to an AI assistant over MCP (stdio).
--site   the built site (the folder \`npm run build\` writes); by default the
         build this package sits in, else ./build.`;

/** The build folder: `--site`, else the one two levels above this file (`<build>/_deploy/mcp/`), else ./build. */
function siteFolder(args: readonly string[]): string {
  const at = args.findIndex((a) => a === '--site' || a.startsWith('--site='));
  if (at >= 0) {
    const flag = args[at] ?? '';
    const value = flag.includes('=') ? flag.slice('--site='.length) : args[at + 1];
    if (!value) throw new Error('--site needs a folder.');
    return value;
  }
  const here = path.dirname(fileURLToPath(import.meta.url));
  const enclosing = path.resolve(here, '..', '..');
  return fs.existsSync(path.join(enclosing, 'llms.txt')) ? enclosing : 'build';
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  if (args.includes('--help') || args.includes('-h')) {
    process.stderr.write(`${USAGE}\n`);
    return;
  }
  if (args.includes('--version')) {
    process.stderr.write(`${SERVER_NAME} ${SERVER_VERSION}\n`);
    return;
  }
  const site = HelpSite.open(siteFolder(args));
  const server = createHelpServer(site);
  await server.connect(new StdioServerTransport());
  process.stderr.write(`[${SERVER_NAME}] serving ${site.root} (${site.locales.join(', ')}) over stdio\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`[${SERVER_NAME}] ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
