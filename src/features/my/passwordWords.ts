/**
 * 修改密码's words (`password.*`) in Chinese and English, added to i18next by its screen's loader
 * (src/app/screens.tsx), so they never weigh on the sign-in screen.
 */
import { wordsOnce } from '../../i18n';

const WORDS = {
  zh: {
    password: {
      old: '原密码',
      oldPlaceholder: '请输入原密码',
      new: '新密码',
      newPlaceholder: '请输入新密码',
      confirm: '确认新密码',
      confirmPlaceholder: '请再次输入新密码',
      oldRequired: '请输入原密码',
      confirmMismatch: '两次输入的新密码不一致',
      policy: '密码要求',
      policyBroken: '新密码不符合下方的密码要求',
      ruleLength: '{{min}}–{{max}} 个字符',
      ruleClasses: '包含小写字母、大写字母、数字、符号中的至少 {{n}} 种',
      ruleAccount: '不包含账号',
      ruleCommon: '不是常见密码',
      ruleHistory: '不能与最近 {{n}} 次使用过的密码相同（提交时检查）',
      submit: '确认修改',
      saving: '正在提交…',
      done: '密码已修改，其他设备需重新登录',
      offline: '当前无网络，修改密码需要联网',
    },
  },
  en: {
    password: {
      old: 'Current password',
      oldPlaceholder: 'Enter your current password',
      new: 'New password',
      newPlaceholder: 'Enter a new password',
      confirm: 'Confirm new password',
      confirmPlaceholder: 'Enter the new password again',
      oldRequired: 'Enter your current password',
      confirmMismatch: 'The two new passwords differ',
      policy: 'Password rules',
      policyBroken: 'The new password breaks a rule below',
      ruleLength: '{{min}}–{{max}} characters',
      ruleClasses: 'At least {{n}} of: lower case, upper case, digits, symbols',
      ruleAccount: 'Does not contain your account',
      ruleCommon: 'Not a common password',
      ruleHistory: 'Not one of your last {{n}} passwords (checked on submit)',
      submit: 'Change password',
      saving: 'Saving…',
      done: 'Password changed; other devices must sign in again',
      offline: 'No network: changing the password needs a connection',
    },
  },
};

export const addFeatureWords = wordsOnce(WORDS);
