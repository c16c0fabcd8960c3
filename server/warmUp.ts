/**
 * Before the server takes its first request it answers a few hundred to
 * itself (in-process, no socket): a page, the largest hashed script, a 404
 * and a redirect, as a browser asks for them. The code paths of a request
 * (routing, file lookup, @fastify/static's negotiation and streams) are then
 * compiled by V8 and the files in the operating system's cache, so the first
 * readers after a start or a deploy are served as fast as later ones, the way
 * a load balancer's readiness check waits for a warmed instance.
 */
import type {FastifyInstance} from 'fastify';

export interface WarmUpTargets {
  readonly urls: readonly string[];
}

/** The URLs that exercise every kind of answer, from the build's file list (posix paths relative to it). */
export function warmUpTargets(files: ReadonlySet<string>, sizeOf: (rel: string) => number): WarmUpTargets {
  const pages = [...files].filter((f) => f.endsWith('/index.html') && !f.startsWith('assets/'));
  // An article-level page (section/folder/index.html), else any.
  const page = pages.find((f) => f.split('/').length === 3) ?? pages[0];
  const scripts = [...files].filter((f) => /^assets\/js\/.+\.js$/.test(f));
  const largest = scripts.reduce<string | undefined>((best, f) => (best === undefined || sizeOf(f) > sizeOf(best) ? f : best), undefined);
  const urls = ['/', '/warm-up-missing-page/'];
  if (page) {
    const folder = `/${page.slice(0, -'index.html'.length)}`;
    urls.push(folder, folder.slice(0, -1));
  }
  if (largest) urls.push(`/${largest}`);
  return {urls};
}

/** Rounds over the targets: enough for V8 to optimise the hot functions, well under a second. */
const ROUNDS = 60;
const ENCODINGS = ['br, gzip', 'gzip', ''];

/** Answers the targets to the server itself; returns each URL's status (from the last round). */
export async function warmUp(app: FastifyInstance, {urls}: WarmUpTargets): Promise<ReadonlyMap<string, number>> {
  const statuses = new Map<string, number>();
  for (let round = 0; round < ROUNDS; round += 1) {
    const encoding = ENCODINGS[round % ENCODINGS.length] ?? '';
    const replies = await Promise.all(urls.map((url) => app.inject({method: 'GET', url, headers: encoding ? {'accept-encoding': encoding} : {}})));
    replies.forEach((reply, i) => statuses.set(urls[i] ?? '', reply.statusCode));
  }
  return statuses;
}
