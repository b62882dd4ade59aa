/** The fields every HR form carries (the platform's system fields): title, bill number, urgency, who, when. */
import type { FormField } from '../types';

export const SYSTEM_FIELDS: readonly FormField[] = [
  { id: 'flowTitle', name: '流程标题' },
  { id: 'billNo', name: '单据编号' },
  { id: 'flowUrgent', name: '紧急程度' },
  { id: 'applyUser', name: '申请人' },
  { id: 'applyDept', name: '申请部门' },
  { id: 'applyPost', name: '申请岗位' },
  { id: 'applyDate', name: '申请日期' },
];
