/** The one rule every HTTP door follows (issue #12, holes 1–2): a URL is the API's own, or it is refused. */
import { describe, expect, it } from 'vitest';
import { apiUrl } from '../../../core/net/apiUrl';

const BASE = 'https://hr.example.org';

describe('apiUrl: the token goes only to the API origin', () => {
  it('a path resolves on the API origin, query and all', () => {
    expect(apiUrl(BASE, '/api/x?y=1')).toBe('https://hr.example.org/api/x?y=1');
    expect(apiUrl('http://127.0.0.1:6800', '/api/file/Download/annex/a.png')).toBe(
      'http://127.0.0.1:6800/api/file/Download/annex/a.png',
    );
  });

  it('an absolute URL on the same origin is allowed (default port or not)', () => {
    expect(apiUrl(BASE, 'https://hr.example.org/api/x')).toBe('https://hr.example.org/api/x');
    expect(apiUrl(BASE, 'https://hr.example.org:443/api/x')).toBe('https://hr.example.org/api/x');
  });

  it.each([
    ['protocol-relative', '//evil.example/x.png'],
    ['protocol-relative to our own host', '//hr.example.org/api/x'],
    ['absolute, another host', 'https://evil.example/x.png'],
    ['absolute, same host over another scheme', 'http://hr.example.org/api/x'],
    ['absolute, same host on another port', 'https://hr.example.org:8443/api/x'],
    ['user-info that is really another host', 'https://hr.example.org@evil.example/x'],
    ['backslash read as a slash', '/\\evil.example/x.png'],
    ['two backslashes', '\\\\evil.example/x.png'],
    ['a tab dropped by the parser', '/\t/evil.example/x.png'],
    ['a newline dropped by the parser', '/\n/evil.example/x.png'],
    ['leading space trimmed by the parser', ' //evil.example/x.png'],
    ['javascript:', 'javascript:alert(1)'],
    ['data:', 'data:image/png;base64,AAAA'],
    ['blob:', 'blob:https://hr.example.org/0000'],
    ['ftp:', 'ftp://hr.example.org/x'],
  ])('refuses %s', (_what, path) => {
    expect(apiUrl(BASE, path)).toBeNull();
  });

  it('refuses a base that is not an http(s) URL', () => {
    expect(apiUrl('', '/api/x')).toBeNull();
    expect(apiUrl('ftp://hr.example.org', '/api/x')).toBeNull();
    expect(apiUrl('javascript:alert(1)', '/api/x')).toBeNull();
  });
});
