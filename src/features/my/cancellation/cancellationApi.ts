/** 注销账号's calls (contract/cancellation.ts): the latest request, a code to the bound mobile, a new request. */
import {
  CANCEL_CODE_PATH,
  CANCELLATION_PATH,
  cancelCodeData,
  cancellationData,
  type CancellationBody,
} from '../../../../contract/cancellation';
import { wirePassword } from '../../../api/auth';
import { request } from '../../../api/http';

export const readCancellation = () => request(CANCELLATION_PATH, { schema: cancellationData, report: false });

export const askCancelCode = () => request(CANCEL_CODE_PATH, { schema: cancelCodeData });

/** Confirmed by the SMS code, or by the password (md5 on the wire, as the sign-in sends it). */
export function submitCancellation(reason: string, confirm: { code: string } | { password: string }) {
  const body: CancellationBody =
    'code' in confirm ? { reason, code: confirm.code } : { reason, password: wirePassword(confirm.password) };
  return request(CANCELLATION_PATH, { method: 'POST', json: body, schema: cancellationData, report: false });
}
