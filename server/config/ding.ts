/**
 * DingTalk sign-in settings, read from the environment by loadConfig (DINGTALK_APP_KEY, DINGTALK_APP_SECRET,
 * DINGTALK_CORP_ID, DINGTALK_BASE_URL): the internal app's key and secret the server exchanges codes with,
 * the hospital's corp id (which the page hands DingTalk's JS API), and DingTalk's API base, configurable so a
 * test aims the real client at the local double (tests/shared/dingDouble.ts). Without both key and secret
 * there is no DingTalk sign-in: LoginMethods says `ding: false`.
 */

type Env = Record<string, string | undefined>;

export type DingConfig = {
  appKey: string;
  appSecret: string;
  /** '' when unset: the page then asks DingTalk's JS API without one (it may refuse). */
  corpId: string;
  /** DingTalk's API base without a trailing slash. */
  baseUrl: string;
};

export const DINGTALK_BASE_URL = 'https://oapi.dingtalk.com';

/** A setting as given, trimmed; '' when unset. */
const setting = (env: Env, name: string): string => env[name]?.trim() ?? '';

export function loadDingConfig(env: Env): DingConfig | null {
  const appKey = setting(env, 'DINGTALK_APP_KEY');
  const appSecret = setting(env, 'DINGTALK_APP_SECRET');
  if (!appKey || !appSecret) return null;
  return {
    appKey,
    appSecret,
    corpId: setting(env, 'DINGTALK_CORP_ID'),
    baseUrl: (setting(env, 'DINGTALK_BASE_URL') || DINGTALK_BASE_URL).replace(/\/+$/, ''),
  };
}
