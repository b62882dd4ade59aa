/**
 * The words of DingTalk sign-in (`ding.*`), in Chinese and English: added when its chunk loads (only on
 * /pages/dingLogin/index), so they never weigh on the login page's first paint.
 */
import { wordsOnce } from '../../../i18n';

const WORDS = {
  zh: {
    ding: {
      signingIn: '正在通过钉钉登录…',
      noCode: '未能从钉钉取得授权，请重试，或用账号登录',
      retry: '重试钉钉登录',
      bound: '已绑定钉钉，下次在钉钉中打开即可免密登录',
      bindLater: '可在“我的 › 账号安全”中输入登录密码绑定钉钉，之后在钉钉中免密登录',
      bindFailed: '钉钉绑定未完成：{{message}}',
      unavailable: '本系统未开通钉钉登录，请用账号登录',
      outside: '钉钉免密登录需在钉钉中打开本应用，也可用账号登录',
    },
  },
  en: {
    ding: {
      signingIn: 'Signing in with DingTalk…',
      noCode: 'DingTalk gave no authorisation; try again, or sign in with your account',
      retry: 'Try DingTalk again',
      bound: 'DingTalk is bound: next time, opening the app in DingTalk signs you in',
      bindLater: 'Bind DingTalk in Me › Account security with your password; DingTalk then signs you in',
      bindFailed: 'DingTalk was not bound: {{message}}',
      unavailable: 'DingTalk sign-in is not enabled here; sign in with your account',
      outside: 'Password-free sign-in works when the app is opened in DingTalk; or sign in with your account',
    },
  },
};

export const addDingWords = wordsOnce(WORDS);
