/** Which user-supplied URLs may be fetched with the token: exactly our file API's download paths. */
import { describe, expect, it } from 'vitest';
import { downloadPath } from '../../../contract';
import { isDownloadPath } from '../../../core/net/downloadPath';

describe('only a download path of our file API is ours to fetch', () => {
  it('accepts what downloadPath writes, for every upload type and any file name', () => {
    expect(isDownloadPath(downloadPath('annex', 'a.png'))).toBe(true);
    expect(isDownloadPath(downloadPath('punch', '照片 1.jpg'))).toBe(true);
  });

  it.each([
    '/api/oauth/Logout',
    '/api/file/Download/annex/',
    '/api/file/Download/other/a.png',
    '/api/file/Download/annex/a/b.png',
    '/api/file/Download/annex/..',
    '/api/file/Download/annex/%2E%2E',
    '/api/file/Download/annex/%E0%A4%A',
    '/api/file/Download/annex/a.png?x=1',
    '//evil.example/api/file/Download/annex/a.png',
    'https://evil.example/api/file/Download/annex/a.png',
    'data:image/png;base64,AAAA',
  ])('refuses %s', (url) => {
    expect(isDownloadPath(url)).toBe(false);
  });
});
