/**
 * The element id a `#hash` names. The hash is whatever the reader typed or
 * followed, so a malformed escape (`#100%`) is read as the text it is rather
 * than thrown as "URI malformed".
 */
export function hashId(hash: string): string {
  const raw = hash.startsWith('#') ? hash.slice(1) : hash;
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}
