/**
 * 注销账号 (issue #17): a person's request to close their own account, reviewed by 人事处 alone (the same HR
 * node as the HR-only forms). Started only by its own endpoint (modules/cancellation), so it is not
 * launchable: it never shows among the flows a person may start. Its fields are the system fields the
 * detail shows, the account and the reason.
 */
import { CANCELLATION_FLOW } from '../../../contract/cancellation';
import type { FlowTemplate } from '../types';
import { HR_NODE } from './hr-forms';
import { SYSTEM_FIELDS } from './system-fields';

export const ACCOUNT_CANCELLATION_TEMPLATE: FlowTemplate = {
  key: CANCELLATION_FLOW,
  name: '注销账号',
  formKey: 'AccountCancellation',
  category: '人事管理',
  icon: 'icon-ym icon-ym-personnel',
  sortCode: 0,
  launchable: false,
  fields: [...SYSTEM_FIELDS, { id: 'account', name: '账号' }, { id: 'reason', name: '注销原因' }],
  nodes: [
    { type: 'start', code: 'start', name: '申请人' },
    HR_NODE,
    { type: 'end', code: 'end', name: '结束' },
  ],
};
