/**
 * The update prompt's rule (src/app/versionCheck.ts): only a server release with a higher version code than
 * this copy of the app makes the browser look for the new service worker; the same or an older one does not.
 */
import { describe, expect, it } from 'vitest';
import { APP_VERSION } from '../../../contract/auth';
import { serverIsNewer } from '../../../src/app/versionCheck';

describe('serverIsNewer', () => {
  it('is true only for a higher version code than the app’s', () => {
    expect(serverIsNewer({ versionCode: APP_VERSION.versionCode + 1 })).toBe(true);
    expect(serverIsNewer({ versionCode: APP_VERSION.versionCode })).toBe(false);
    expect(serverIsNewer({ versionCode: APP_VERSION.versionCode - 1 })).toBe(false);
  });

  it('compares against the copy given (an older copy sees a newer server)', () => {
    expect(serverIsNewer({ versionCode: 139 }, { versionCode: 138 })).toBe(true);
    expect(serverIsNewer({ versionCode: 138 }, { versionCode: 139 })).toBe(false);
  });
});
