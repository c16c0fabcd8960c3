/**
 * The request target as the server reasons about it: the path percent-decoded
 * and normalised (no empty, `.` or `..` segments), and the way back from such
 * a path to a `Location` that is always same-origin.
 */

export type RequestTarget =
  | {
      readonly kind: 'path';
      /** Decoded, normalised, starts with `/`; ends with `/` when the request did. */
      readonly pathname: string;
      /** Whether the request spelled exactly this path (otherwise redirect to it). */
      readonly canonical: boolean;
      /** The query with `?`, re-encoded so it is safe in a header; '' when none. */
      readonly search: string;
    }
  | {readonly kind: 'bad'; readonly reason: string};

/** Characters a query may carry as they are (RFC 3986 `query`, plus `%` of escapes). */
const QUERY_SAFE = /[A-Za-z0-9\-._~!$&'()*+,;=:@/?%]/;

function escapeByte(char: string): string {
  const code = char.charCodeAt(0);
  // The HTTP parser hands the target over as latin1, one char per byte.
  if (code > 0xff) return encodeURIComponent(char);
  return `%${code.toString(16).toUpperCase().padStart(2, '0')}`;
}

/** Percent-encodes every char of a raw target that is not printable ASCII. */
function escapeRaw(raw: string): string {
  return raw.replace(/[^\x21-\x7e]/g, escapeByte);
}

function sanitiseQuery(rawQuery: string): string {
  let out = '';
  for (const char of rawQuery) out += QUERY_SAFE.test(char) ? char : escapeByte(char);
  return out;
}

/**
 * Parses `req.url`. Only origin-form targets (`/…`) are served; anything else,
 * a bad percent-escape, invalid UTF-8 or a NUL byte is unparseable.
 */
export function parseRequestTarget(rawUrl: string): RequestTarget {
  if (!rawUrl.startsWith('/')) return {kind: 'bad', reason: 'the request target is not a path'};
  const queryAt = rawUrl.indexOf('?');
  const rawPath = queryAt === -1 ? rawUrl : rawUrl.slice(0, queryAt);
  const rawQuery = queryAt === -1 ? '' : rawUrl.slice(queryAt);

  let decoded: string;
  try {
    decoded = decodeURIComponent(escapeRaw(rawPath));
  } catch {
    return {kind: 'bad', reason: 'the path has a malformed percent-escape or is not UTF-8'};
  }
  if (decoded.includes('\0')) return {kind: 'bad', reason: 'the path contains a NUL byte'};

  const pathname = normalisePath(decoded);
  return {kind: 'path', pathname, canonical: pathname === decoded, search: sanitiseQuery(rawQuery)};
}

/**
 * Collapses repeated slashes and resolves `.` and `..` as a browser does
 * (`..` never climbs above the root). A path ending in `/`, `/.` or `/..`
 * keeps a trailing slash.
 */
export function normalisePath(decoded: string): string {
  const out: string[] = [];
  const parts = decoded.split('/');
  for (const part of parts) {
    if (part === '' || part === '.') continue;
    if (part === '..') out.pop();
    else out.push(part);
  }
  const last = parts[parts.length - 1];
  const trailing = out.length > 0 && (last === '' || last === '.' || last === '..');
  return `/${out.join('/')}${trailing ? '/' : ''}`;
}

/**
 * The `Location` for a decoded, normalised path: every segment percent-encoded
 * (so `\`, `/` and non-ASCII inside a segment never reach the header raw), and
 * never starting with `//` or `/\`, which a browser would read as another host.
 */
export function locationFor(pathname: string, search: string): string {
  const encoded = normalisePath(pathname)
    .split('/')
    .map((segment) => encodeURIComponent(segment))
    .join('/');
  if (!encoded.startsWith('/') || encoded.startsWith('//') || encoded.startsWith('/\\')) {
    throw new Error(`refusing to redirect to a path that is not same-origin: ${encoded}`);
  }
  return encoded + sanitiseQuery(search);
}
