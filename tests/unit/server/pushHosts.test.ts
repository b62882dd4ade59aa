/**
 * A PUSH_HOSTS entry opens what it names and no more (issue #28): a host alone is https on 443 (or, named
 * exactly, http on 80); another port only when the entry names it; a path only under the entry's path; a
 * wildcard never plain http. A malformed entry is refused.
 */
import { describe, expect, it } from 'vitest';
import { isPushEndpoint, parsePushHost } from '../../../server/config/push-hosts';

describe('which push endpoints an entry allows', () => {
  it('a host alone: https on 443 only, and http on 80 only', () => {
    const hosts = ['push.example.org'];
    expect(isPushEndpoint('https://push.example.org/wpush/abc', hosts)).toBe(true);
    expect(isPushEndpoint('https://push.example.org:443/abc', hosts)).toBe(true);
    expect(isPushEndpoint('https://push.example.org:6379/abc', hosts)).toBe(false);
    expect(isPushEndpoint('http://push.example.org/abc', hosts)).toBe(true);
    expect(isPushEndpoint('http://push.example.org:5432/abc', hosts)).toBe(false);
  });

  it('a named port opens that port alone, a named path only what lies under it', () => {
    const hosts = ['localhost:9012', 'push.example.org:8443/wpush/'];
    expect(isPushEndpoint('http://localhost:9012/notify/1', hosts)).toBe(true);
    expect(isPushEndpoint('http://localhost/notify/1', hosts)).toBe(false);
    expect(isPushEndpoint('http://localhost:9013/notify/1', hosts)).toBe(false);
    expect(isPushEndpoint('https://push.example.org:8443/wpush/abc', hosts)).toBe(true);
    expect(isPushEndpoint('https://push.example.org:8443/admin', hosts)).toBe(false);
    expect(isPushEndpoint('https://push.example.org/wpush/abc', hosts)).toBe(false);
  });

  it('a wildcard is https on its subdomains only, never plain http; credentials never', () => {
    const hosts = ['*.push.apple.com'];
    expect(isPushEndpoint('https://api.push.apple.com/3/device/x', hosts)).toBe(true);
    expect(isPushEndpoint('http://api.push.apple.com/3/device/x', hosts)).toBe(false);
    expect(isPushEndpoint('https://push.apple.com.evil.example/x', hosts)).toBe(false);
    expect(isPushEndpoint('https://u:p@api.push.apple.com/x', hosts)).toBe(false);
    expect(isPushEndpoint('not a url', hosts)).toBe(false);
  });

  it('a malformed entry is refused, naming it', () => {
    for (const entry of ['https://push.example.org', 'push.example.org:99999', 'a b', 'host:port'])
      expect(() => parsePushHost(entry), entry).toThrow(`PUSH_HOSTS: "${entry}"`);
    expect(parsePushHost('Push.Example.org:8443/w')).toEqual({
      host: 'push.example.org',
      port: 8443,
      path: '/w',
    });
  });
});
