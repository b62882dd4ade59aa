/**
 * Where a scanned QR code leads (src/features/my/scan/scanTarget.ts): a page of this app opens in the app,
 * whether scanned as a path or as a link on this origin; a web address elsewhere is only shown; any other
 * scheme, and anything that is not an address, is text — so a code can never run script or leave the app
 * by itself.
 */
import { describe, expect, it } from 'vitest';
import { scanTarget } from '../../../src/features/my/scan/scanTarget';

const ORIGIN = 'https://hr.example.org';

describe('scanTarget', () => {
  it('a /pages/ path, or a link to one on this origin, is a page of the app (with its query)', () => {
    expect(scanTarget(' /pages/my/contactUs/index ', ORIGIN)).toEqual({
      kind: 'app',
      path: '/pages/my/contactUs/index',
    });
    expect(scanTarget(`${ORIGIN}/pages/message/im/index?id=u-1`, ORIGIN)).toEqual({
      kind: 'app',
      path: '/pages/message/im/index?id=u-1',
    });
  });

  it('a web address elsewhere, or off the app’s pages, is a web link to be opened by hand', () => {
    expect(scanTarget('https://evil.example/pages/my/index', ORIGIN)).toEqual({
      kind: 'web',
      url: 'https://evil.example/pages/my/index',
    });
    expect(scanTarget(`${ORIGIN}/api/oauth/Logout`, ORIGIN)).toEqual({
      kind: 'web',
      url: `${ORIGIN}/api/oauth/Logout`,
    });
  });

  it('other schemes and plain words are text', () => {
    for (const text of ['javascript:alert(1)', 'data:text/html,<b>x</b>', 'tel:110', '病区 3 床', ''])
      expect(scanTarget(text, ORIGIN)).toEqual({ kind: 'text' });
  });
});
