/**
 * 账号安全's ways in (contract/waysIn.ts, issue #28): the list, with when each was added and by which device,
 * and the code to the current number that proves a change for an account without a password.
 */
import { REAUTH_CODE_PATH, reauthCodeData, WAYS_IN_PATH, waysInData } from '../../../../contract/waysIn';
import { request } from '../../../api/http';

export const listWaysIn = () => request(WAYS_IN_PATH, { schema: waysInData, report: false });

export const askReauthCode = () => request(REAUTH_CODE_PATH, { schema: reauthCodeData, report: false });
