/**
 * Where someone without a session signs in: the app knows it is inside DingTalk from the user agent (Android,
 * iOS and desktop DingTalk alike, nothing else); there an expired session or a first visit goes to the
 * password-free dingLogin, but after a sign-out by hand the tab stays at the login page until the person
 * signs in again. Elsewhere, always the login page.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DING_LOGIN_PAGE, LOGIN_PATH } from '../../../contract/appPaths';

/** The browser's storage, as a map (the session module reads it when loaded). */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    key: (i: number) => [...items.keys()][i] ?? null,
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, String(v)),
    removeItem: (k: string) => void items.delete(k),
    clear: () => items.clear(),
  };
}

const ANDROID_DINGTALK =
  'Mozilla/5.0 (Linux; Android 13; V2241A) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/117.0 Mobile Safari/537.36 AliApp(DingTalk/7.6.10) com.alibaba.android.rimet/37291 Channel/227200 language/zh-CN';
const userAgent = { value: ANDROID_DINGTALK };
let session: typeof import('../../../src/session/session');

beforeAll(async () => {
  vi.stubGlobal('localStorage', memoryStorage());
  vi.stubGlobal('sessionStorage', memoryStorage());
  vi.stubGlobal('navigator', {
    get userAgent() {
      return userAgent.value;
    },
  });
  session = await import('../../../src/session/session');
});
afterAll(() => vi.unstubAllGlobals());

describe('inside DingTalk or not', () => {
  it('DingTalk on Android, iOS and the desktop is recognised by its user agent', () => {
    expect(
      session.inDingTalk(
        'Mozilla/5.0 (Linux; Android 13; V2241A) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/117.0 Mobile Safari/537.36 AliApp(DingTalk/7.6.10) com.alibaba.android.rimet/37291 Channel/227200 language/zh-CN',
      ),
    ).toBe(true);
    expect(
      session.inDingTalk(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 AliApp(DingTalk/7.5.0) com.laiwang.DingTalk/3',
      ),
    ).toBe(true);
    expect(
      session.inDingTalk('Mozilla/5.0 (Windows NT 10.0) dingtalk-win/1.0.0 DingTalk(7.0.50-Release)'),
    ).toBe(true);
  });

  it('a browser, WeChat or another app is not DingTalk', () => {
    expect(
      session.inDingTalk(
        'Mozilla/5.0 (Linux; Android 13) AppleWebKit/537.36 Chrome/120.0 Mobile Safari/537.36',
      ),
    ).toBe(false);
    expect(
      session.inDingTalk('Mozilla/5.0 (iPhone) AppleWebKit/605.1.15 MicroMessenger/8.0.40 NetType/WIFI'),
    ).toBe(false);
  });
});

describe('where someone without a session signs in', () => {
  it('inside DingTalk: dingLogin, until a sign-out by hand, and again once signed in', () => {
    userAgent.value = ANDROID_DINGTALK;
    expect(session.signInPath()).toBe(DING_LOGIN_PAGE);
    session.noteSignedOut();
    expect(session.signInPath()).toBe(LOGIN_PATH);
    session.forgetSignOut();
    expect(session.signInPath()).toBe(DING_LOGIN_PAGE);
  });

  it('in a browser: always the login page', () => {
    userAgent.value = 'Mozilla/5.0 (Linux; Android 13) AppleWebKit/537.36 Chrome/120.0 Mobile Safari/537.36';
    expect(session.signInPath()).toBe(LOGIN_PATH);
  });
});
