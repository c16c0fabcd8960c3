/**
 * Mounts the documentation MCP endpoint (src/features/mcp) on the bundled
 * server at `mcp.route`: POST with a JSON-RPC body, answered statelessly;
 * GET, DELETE and the rest get 405 with a JSON-RPC error, as the Streamable
 * HTTP transport prescribes for a server that opens no streams. The site is
 * read lazily, on the first request, so a build without the endpoint's data
 * still serves its pages.
 */
import type {FastifyInstance} from 'fastify';
import {siteConfig} from '../site.config';
import {answerMcpPost, rpcError} from '../src/features/mcp/server/http';
import {HelpSite} from '../src/features/mcp/server/site';

/** Whether a request is for the endpoint (the static routes answer GET and HEAD only). */
export function isMcpRequest(url: string | undefined): boolean {
  const path = (url ?? '').split('?')[0];
  return path === siteConfig.mcp.route || path === `${siteConfig.mcp.route}/`;
}

export async function mountMcp(app: FastifyInstance, absRoot: string): Promise<void> {
  let site: HelpSite | undefined;
  const open = (): HelpSite => (site ??= HelpSite.open(absRoot));

  await app.register(async (scope) => {
    // The body as text, parsed here, so a malformed one gets a JSON-RPC parse error rather than a page.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', {parseAs: 'string'}, (_request, body, done) => done(null, body));
    scope.route({
      method: 'POST',
      url: siteConfig.mcp.route,
      bodyLimit: siteConfig.mcp.bodyMaxBytes,
      handler: async (request, reply) => {
        let helpSite: HelpSite;
        try {
          helpSite = open();
        } catch (error) {
          request.log.error({err: error}, 'MCP endpoint: no site');
          return reply
            .code(503)
            .type('application/json')
            .send(rpcError(-32603, 'The documentation is not available on this server.'));
        }
        let body: unknown;
        try {
          body = JSON.parse(typeof request.body === 'string' ? request.body : '');
        } catch {
          return reply
            .code(400)
            .type('application/json')
            .send(rpcError(-32700, 'Parse error: the request body is not JSON.'));
        }
        const host = request.headers.host;
        const origin = host ? `${request.protocol}://${host}` : undefined;
        reply.hijack();
        await answerMcpPost(helpSite, request.raw, reply.raw, body, origin);
      },
    });
    scope.route({
      method: ['GET', 'DELETE', 'PUT', 'PATCH', 'OPTIONS'],
      url: siteConfig.mcp.route,
      handler: async (_request, reply) =>
        reply
          .code(405)
          .header('allow', 'POST')
          .type('application/json')
          .send(
            rpcError(
              -32000,
              'Method not allowed: this endpoint answers POST requests (MCP Streamable HTTP, stateless).',
            ),
          ),
    });
  });
}
