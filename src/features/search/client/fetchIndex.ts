/**
 * How the worker fetches one index file: the manifest revalidated (it names
 * the current shards), shards from the cache (their names never change), and
 * none of them waited for longer than `timeoutMs`. A stalled request is
 * aborted and reported, so the modal shows its error line instead of waiting
 * forever; the engine forgets the failed file, so the next query asks again.
 */
import {MANIFEST_FILE} from '../shared/format';
import {TIMEOUT_MARK} from '../shared/protocol';

export type Fetch = (url: URL, init: RequestInit) => Promise<Pick<Response, 'ok' | 'status' | 'json'>>;

export function indexFetcher(base: URL, timeoutMs: number, fetchFn: Fetch = fetch): (file: string) => Promise<unknown> {
  return async (file) => {
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    try {
      const init: RequestInit = {signal: controller.signal, ...(file === MANIFEST_FILE ? {cache: 'no-cache'} : {})};
      const response = await fetchFn(new URL(file, base), init);
      if (!response.ok) throw new Error(`Search index file ${file}: HTTP ${response.status}`);
      // The body can stall as well as the headers: the timer runs until it is read.
      return (await response.json()) as unknown;
    } catch (error) {
      if (timedOut)
        throw new Error(`Search index file ${file}: ${TIMEOUT_MARK} after ${Math.round(timeoutMs / 1000)} s`);
      throw error;
    } finally {
      clearTimeout(timer);
    }
  };
}
