/**
 * One REST or OData operation as the build writes it for the `get_api_operation`
 * tool, and how a request names one: by operationId, or by method and path
 * (the template `/projects/{projectId}`, a concrete `/projects/42`, with or
 * without the base path `/api/v1`, with or without a query string).
 */
export interface ApiOperationRecord {
  readonly operationId: string;
  /** Upper case: `GET`. */
  readonly method: string;
  /** The description's path template: `/projects/{projectId}/models`. */
  readonly path: string;
  /** The base URL's path: `/api/v1`, `/odata/v1`. */
  readonly basePath: string;
  readonly summary: string;
  /** The tool's answer. */
  readonly markdown: string;
}

/** The build's file of operations, relative to the MCP data folder. */
export const API_OPERATIONS_FILE = 'api-operations.json';

function segments(path: string): string[] {
  return (path.split(/[?#]/)[0] ?? '').split('/').filter(Boolean);
}

/** Whether a path asked for is this operation's: each `{name}` stands for one segment. */
function pathMatches(record: ApiOperationRecord, asked: string): 'exact' | 'template' | null {
  const template = segments(record.path);
  const base = segments(record.basePath);
  let parts = segments(asked);
  // With the base path written out (`/api/v1/projects`), or without it.
  if (parts.length >= base.length + template.length && base.every((b, i) => parts[i] === b))
    parts = parts.slice(base.length);
  if (parts.length !== template.length) return null;
  let exact = true;
  for (const [i, t] of template.entries()) {
    const p = decodeURIComponent(parts[i] ?? '');
    if (t === p) continue;
    if (/^\{[^}]+\}$/.test(t)) {
      exact = false;
      continue;
    }
    return null;
  }
  return exact ? 'exact' : 'template';
}

/** The operation of a method and path; an exact template match wins over a filled-in one. */
export function findByMethodPath(
  records: readonly ApiOperationRecord[],
  method: string,
  path: string,
): ApiOperationRecord | undefined {
  const m = method.toUpperCase();
  const matches = records
    .filter((r) => r.method === m)
    .map((r) => ({r, how: pathMatches(r, path)}))
    .filter((x) => x.how !== null);
  return (matches.find((x) => x.how === 'exact') ?? matches[0])?.r;
}

/** Operations whose id or path shares most with what was asked: the tool offers them when nothing matched. */
export function nearestOperations(
  records: readonly ApiOperationRecord[],
  asked: string,
  count = 5,
): ApiOperationRecord[] {
  const words = asked
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length > 1);
  const score = (r: ApiOperationRecord): number => {
    const hay = `${r.operationId} ${r.path} ${r.summary}`.toLowerCase();
    return words.reduce((n, w) => n + (hay.includes(w) ? 1 : 0), 0);
  };
  return records
    .map((r) => ({r, s: score(r)}))
    .filter((x) => x.s > 0)
    .sort((a, b) => b.s - a.s)
    .slice(0, count)
    .map((x) => x.r);
}
