/**
 * Bill numbers (单据编号, billRule fields) from `GET /api/system/BillRule/BillNumber/{rule}`. Each call
 * takes the next number of the rule, so a form asks once per draft and keeps the answer in the draft.
 * Offline there is none: the field shows 提交后生成 and the submission goes out with `billNo: ''`, which the
 * outbox fills from the same call when it sends the row (src/forms/README.md, "Bill numbers").
 */
import { billNumberData, billNumberPath } from '../../contract';
import { request } from '../api/http';

/** A quick, silent ask: no toast when it fails, the caller falls back to 提交后生成. */
const BILL_TIMEOUT_MS = 8_000;

export function fetchBillNumber(rule: string): Promise<string> {
  return request(billNumberPath(rule), {
    schema: billNumberData,
    report: false,
    timeoutMs: BILL_TIMEOUT_MS,
  });
}

/** The billRule field of a form (its name and rule), if it has one. */
export function billRuleField(
  fields: readonly { __vModel__: string; __config__: { jnpfKey: string; rule?: string } }[],
) {
  const field = fields.find((f) => f.__config__.jnpfKey === 'billRule' && f.__config__.rule);
  return field ? { name: field.__vModel__, rule: field.__config__.rule ?? '' } : null;
}
