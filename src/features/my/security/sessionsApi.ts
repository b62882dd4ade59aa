/** 账号安全's calls: the live sessions, signing one out, signing out every other one (contract/sessions.ts). */
import { z } from 'zod/mini';
import {
  liveSessionsData,
  sessionPath,
  SESSIONS_PATH,
  SIGN_OUT_OTHERS_PATH,
  signedOutData,
} from '../../../../contract/sessions';
import { request } from '../../../api/http';

export const listSessions = () => request(SESSIONS_PATH, { schema: liveSessionsData, report: false });

export const signOutSession = (id: string) =>
  request(sessionPath(id), { method: 'DELETE', schema: z.null(), report: false });

export const signOutOthers = () =>
  request(SIGN_OUT_OTHERS_PATH, { method: 'POST', json: {}, schema: signedOutData, report: false });
