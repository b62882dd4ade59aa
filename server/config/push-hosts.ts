/**
 * Which push endpoints the server posts to. An entry of config.pushHosts is `host[:port][/path]`, `host` a
 * name or `*.domain` (any subdomain): an https endpoint on that host, on the named port or else 443, under
 * the named path if any; plain http only to a host named exactly (never a wildcard: the local push service
 * of tests and development), on the named port or else 80. Anything else is refused when the subscription
 * is saved. A malformed entry is refused at start-up (`parsePushHost` throws, naming it).
 */
export type PushHost = { host: string; port: number | null; path: string };

const ENTRY = /^((?:\*\.)?[a-z0-9.-]+)(?::(\d{1,5}))?(\/[^\s?#]*)?$/i;

export function parsePushHost(entry: string): PushHost {
  const match = ENTRY.exec(entry.trim());
  const port = match?.[2] === undefined ? null : Number(match[2]);
  if (!match || (port !== null && (port < 1 || port > 65_535)))
    throw new Error(`PUSH_HOSTS: "${entry}" is not host[:port][/path] (e.g. push.example.org:8443/wpush)`);
  return { host: match[1]!.toLowerCase(), port, path: match[3] ?? '/' };
}

const hostMatches = (host: string, pattern: string) =>
  pattern.startsWith('*.') ? host.endsWith(pattern.slice(1)) : host === pattern;

function allows(entry: PushHost, url: URL): boolean {
  const https = url.protocol === 'https:';
  // http only to a host named exactly: the local push service of tests and development.
  if (!https && (url.protocol !== 'http:' || entry.host.startsWith('*.'))) return false;
  const port = Number(url.port || (https ? 443 : 80));
  return (
    hostMatches(url.hostname, entry.host) &&
    port === (entry.port ?? (https ? 443 : 80)) &&
    url.pathname.startsWith(entry.path)
  );
}

export function isPushEndpoint(endpoint: string, hosts: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  return hosts.some((entry) => allows(parsePushHost(entry), url));
}
