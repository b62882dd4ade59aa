/**
 * Where the session's token may travel: only to the API's own origin (issue #12, holes 1–2). Every HTTP
 * door — the UI's JSON and blob requests, the worker's GETs, the outbox's writes and uploads, the socket —
 * resolves its URL here and refuses to send anything when the answer is null. Pure and import-free, so
 * the service worker can take it without pulling the rest of src/api with it.
 */

/**
 * A backslash (browsers read `/\host` as `//host`), any control character or DEL (tabs and newlines are
 * dropped by the URL parser, so `/\t/host` would become `//host`), and whitespace at either end (trimmed).
 */
function unsafe(path: string): boolean {
  if (path.trim() !== path || path.includes('\\')) return true;
  for (let i = 0; i < path.length; i++) {
    const c = path.charCodeAt(i);
    if (c < 0x20 || c === 0x7f) return true;
  }
  return false;
}

const WEB_SCHEMES: ReadonlySet<string> = new Set(['http:', 'https:']);

function parse(url: string, base?: URL): URL | null {
  try {
    return new URL(url, base);
  } catch {
    return null;
  }
}

/**
 * `path` resolved against the API `base` (an http(s) origin, optionally with a path), or null when the
 * result would leave the base's origin: a protocol-relative `//host`, an absolute URL on another origin or
 * scheme (`javascript:`, `data:`), or a backslash / control-character trick. A same-origin absolute URL is
 * allowed: the server may hand back its own full URLs.
 */
export function apiUrl(base: string, path: string): string | null {
  const root = parse(base);
  if (!root || !WEB_SCHEMES.has(root.protocol)) return null;
  if (unsafe(path) || path.startsWith('//')) return null;
  const url = parse(path, root);
  // The scheme too: a `blob:https://host/…` URL reports its creator's origin as its own.
  return url && url.protocol === root.protocol && url.origin === root.origin ? url.href : null;
}
