/**
 * The payslip pages' words (`payslip.*`) in Chinese and English, added to i18next by the loaders of the
 * screens that show them (src/app/screens.tsx), so they never weigh on the first screen.
 */
import { wordsOnce } from '../../i18n';

const WORDS = {
  zh: {
    payslip: {
      year: '年份',
      yearLabel: '{{year}}年',
      months: '工资月份',
      listTitle: '{{year}}年 · 实发工资（元）',
      month: '{{year}}年{{month}}月',
      paidOn: '发放日期 {{date}}',
      empty: '{{year}}年暂无工资条',
      loadFailed: '工资条加载失败',
      offlineNoList: '离线：本机还没有工资条',
      offlineNoListDetail: '联网后打开一次此页，之后离线也能查看。',
      offlineNoSlip: '离线：这份工资条不在本机',
      offlineNoSlipDetail: '本机保留最近 12 个月的工资条；更早的，联网后打开一次，之后离线也能查看。',
      netPay: '实发工资',
      earnings: '应发项目',
      deductions: '扣款项目',
      grossPay: '应发合计',
      totalDeductions: '扣款合计',
      remark: '备注',
      gate: {
        title: '验证身份后查看工资条',
        note: '工资属于个人隐私。验证一次后，离开本应用或满 5 分钟需再次验证。',
        useDeviceKey: '使用指纹/面容解锁',
        orPassword: '或输入登录密码',
        orCode: '或用发送至本人手机号的验证码验证',
        password: '登录密码',
        passwordPlaceholder: '请输入登录密码',
        passwordRequired: '请输入登录密码',
        enroll: '同时开启指纹/面容解锁（仅限本人手机，勿在科室共用手机上开启）',
        forgetDeviceKey: '停用指纹/面容解锁',
        verify: '验证',
        verifying: '正在验证…',
        wrongOnDevice: '密码错误（离线核对，还可再试 {{left}} 次）',
        noVerifier: '离线时无法核对密码：请联网后再试，或使用指纹/面容解锁',
        tooMany: '密码错误次数过多，请联网后再试',
        deviceKeyFailed: '指纹/面容验证未通过，请重试或输入登录密码',
      },
    },
  },
  en: {
    payslip: {
      year: 'Year',
      yearLabel: '{{year}}',
      months: 'Pay months',
      listTitle: '{{year}} · Net pay (CNY)',
      month: '{{year}}-{{month}}',
      paidOn: 'Paid on {{date}}',
      empty: 'No payslips for {{year}}',
      loadFailed: 'Could not load the payslip',
      offlineNoList: 'Offline: no payslips on this device yet',
      offlineNoListDetail: 'Open this page once while online to read it offline later.',
      offlineNoSlip: 'Offline: this payslip is not on this device',
      offlineNoSlipDetail:
        'The last 12 payslips are kept on this device; open an older one once while online to read it offline later.',
      netPay: 'Net pay',
      earnings: 'Earnings',
      deductions: 'Deductions',
      grossPay: 'Gross pay',
      totalDeductions: 'Total deductions',
      remark: 'Remark',
      gate: {
        title: 'Verify it is you to see your payslips',
        note: 'Pay is private. After one check, leaving the app or 5 minutes ask again.',
        useDeviceKey: 'Unlock with fingerprint or face',
        orPassword: 'Or enter your sign-in password',
        orCode: 'Or verify with a code sent to your phone',
        password: 'Sign-in password',
        passwordPlaceholder: 'Enter your sign-in password',
        passwordRequired: 'Enter your sign-in password',
        enroll: "Also unlock with fingerprint or face (your own phone only, never a ward's shared phone)",
        forgetDeviceKey: 'Stop unlocking with fingerprint or face',
        verify: 'Verify',
        verifying: 'Verifying…',
        wrongOnDevice: 'Wrong password (checked offline; {{left}} tries left)',
        noVerifier: 'The password cannot be checked offline: go online, or use fingerprint or face',
        tooMany: 'Too many wrong passwords: go online to try again',
        deviceKeyFailed: 'Fingerprint or face check did not pass: try again or enter your password',
      },
    },
  },
};

/** Adds the words once; the screens' loaders call it before their first render. */
export const addFeatureWords = wordsOnce(WORDS);
