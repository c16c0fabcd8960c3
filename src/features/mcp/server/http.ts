/**
 * The documentation MCP server over Streamable HTTP, stateless: every POST is
 * answered by a server and transport of its own (JSON, no session, no stream
 * kept open), so any number of server processes behind a proxy answer alike
 * and nothing is held between requests but the site's loaded index files.
 * GET and DELETE (a server-to-client stream, ending a session) are not offered.
 */
import type http from 'node:http';
import {StreamableHTTPServerTransport} from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import type {HelpSite} from './site';
import {createHelpServer} from './tools';

/** A JSON-RPC error body for a request the transport never sees. */
export function rpcError(code: number, message: string): string {
  return JSON.stringify({jsonrpc: '2.0', error: {code, message}, id: null});
}

/** Answers one POST to the endpoint; `body` is the parsed JSON. `origin` is the host the client reached. */
export async function answerMcpPost(
  site: HelpSite,
  req: http.IncomingMessage,
  res: http.ServerResponse,
  body: unknown,
  origin: string | undefined,
): Promise<void> {
  const server = createHelpServer(site, {origins: origin ? [origin] : []});
  const transport = new StreamableHTTPServerTransport({sessionIdGenerator: undefined, enableJsonResponse: true});
  res.on('close', () => {
    void transport.close();
    void server.close();
  });
  await server.connect(transport);
  await transport.handleRequest(req, res, body);
}
