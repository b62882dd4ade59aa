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
      offlineNoSlip: '离线：这份工资条尚未在本机打开过',
      offlineNoSlipDetail: '联网后打开一次这份工资条，之后离线也能查看。',
      netPay: '实发工资',
      earnings: '应发项目',
      deductions: '扣款项目',
      grossPay: '应发合计',
      totalDeductions: '扣款合计',
      remark: '备注',
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
      offlineNoSlip: 'Offline: this payslip was never opened on this device',
      offlineNoSlipDetail: 'Open it once while online to read it offline later.',
      netPay: 'Net pay',
      earnings: 'Earnings',
      deductions: 'Deductions',
      grossPay: 'Gross pay',
      totalDeductions: 'Total deductions',
      remark: 'Remark',
    },
  },
};

/** Adds the words once; the screens' loaders call it before their first render. */
export const addFeatureWords = wordsOnce(WORDS);
