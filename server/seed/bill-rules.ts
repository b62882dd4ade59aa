/**
 * Bill-number rules of the HR forms: enCode → prefix, e.g. WF_LeaveApplyNo → QJ202611230001 (QJ, the day
 * in the hospital's time zone, four digits that restart every day). Every rule the HR form catalogue
 * (contract/hrForm) names is here too, and 注销账号's (ZX); a rule listed twice keeps its first row.
 */
import { HR_FORMS } from '../../contract/hrForm';
import { CANCELLATION_BILL_RULE } from '../modules/cancellation/bill-number';

export type BillRuleSeedRow = { id: string; enCode: string; fullName: string; prefix: string };

const RULES: [string, string, string][] = [
  ['WF_LeaveApplyNo', '请假申请单号', 'QJ'],
  ['WF_OvertimeApplyNo', '加班申请单号', 'JB'],
  ['WF_BusinessTripApplyNo', '出差申请单号', 'CC'],
  ['WF_DimissionApplyNo', '离职申请单号', 'LZ'],
  ['WF_SignContractApplyNo', '合同签订单号', 'HT'],
  ['WF_EntryApplyNo', '入职申请单号', 'RZ'],
  ['WF_RegularApplyNo', '转正申请单号', 'ZZ'],
  ['WF_TransferApplyNo', '调岗申请单号', 'DG'],
  ['WF_FurtherStudyApplyNo', '进修申请单号', 'JX'],
  [...CANCELLATION_BILL_RULE],
];

const CATALOGUE: [string, string, string][] = HR_FORMS.map((f) => [f.billRule, f.billName, f.billPrefix]);

export function billRuleRows(): BillRuleSeedRow[] {
  const rules = new Map(
    [...CATALOGUE, ...RULES].map(([enCode, fullName, prefix]) => [enCode, { fullName, prefix }]),
  );
  return [...rules].map(([enCode, { fullName, prefix }]) => ({
    id: `bill-${enCode}`,
    enCode,
    fullName,
    prefix,
  }));
}
