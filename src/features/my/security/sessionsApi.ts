/**
 * 账号安全's calls: the live sessions, signing one out, signing out every other one — and with it removing
 * the ways in another device added, with the proof of the person (contract/sessions.ts).
 */
import { z } from 'zod/mini';
import {
  liveSessionsData,
  sessionPath,
  SESSIONS_PATH,
  SIGN_OUT_OTHERS_PATH,
  signedOutData,
} from '../../../../contract/sessions';
import type { RemovableWayIn } from '../../../../contract/waysIn';
import { request } from '../../../api/http';
import { wireProof, type Proof } from '../../../api/reauth';

export const listSessions = () => request(SESSIONS_PATH, { schema: liveSessionsData, report: false });

export const signOutSession = (id: string) =>
  request(sessionPath(id), { method: 'DELETE', schema: z.null(), report: false });

/** Every other session ends; `remove` (with `proof`) also removes those ways in if another device added them. */
export const signOutOthers = (remove: readonly RemovableWayIn[] = [], proof?: Proof) =>
  request(SIGN_OUT_OTHERS_PATH, {
    method: 'POST',
    json: remove.length > 0 && proof ? { remove, ...wireProof(proof) } : {},
    schema: signedOutData,
    report: false,
  });
