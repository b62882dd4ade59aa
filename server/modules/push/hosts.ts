/**
 * Which push endpoints the server posts to: an https URL on a known push service (config.pushHosts, a
 * leading `*.` for any subdomain), or plain http only for a host the operator listed by name (a local
 * test service). Anything else is refused when the subscription is saved.
 */
const matches = (host: string, pattern: string) =>
  pattern.startsWith('*.') ? host.endsWith(pattern.slice(1)) : host === pattern;

export function isPushEndpoint(endpoint: string, hosts: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  const known = hosts.some((h) => matches(url.hostname, h));
  if (url.protocol === 'https:') return known;
  // http only to a host named exactly (never a wildcard): the local push service of tests and development.
  return url.protocol === 'http:' && hosts.includes(url.hostname) && !hosts.includes(`*.${url.hostname}`);
}
