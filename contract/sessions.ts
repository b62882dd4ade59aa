/**
 * 账号安全's sessions (issue #17): where the person is signed in — each live session's device (its user
 * agent), address, sign-in time and last use, the caller's own marked — and signing one out, or every
 * other one; the latter may also remove the ways in another device added (issue #28, waysIn.ts: a mobile
 * change is undone, a DingTalk binding unbound), which asks for the proof of the person.
 */
import { z } from 'zod/mini';
import { REMOVABLE_WAYS_IN, reauthShape } from './waysIn';

export const SESSIONS_PATH = '/api/permission/Users/Current/Sessions';
export const sessionPath = (id: string): string => `${SESSIONS_PATH}/${encodeURIComponent(id)}`;
export const SIGN_OUT_OTHERS_PATH = `${SESSIONS_PATH}/Actions/SignOutOthers`;

/** One live session. Times are ms; `userAgent` and `address` are '' for sessions older than their keeping. */
export const liveSession = z.object({
  id: z.string(),
  userAgent: z.string(),
  address: z.string(),
  issuedAt: z.number(),
  lastSeenAt: z.number(),
  /** The session of the call that asked. */
  current: z.boolean(),
});
export type LiveSession = z.infer<typeof liveSession>;
export const liveSessionsData = z.object({ list: z.array(liveSession) });

/** `POST SignOutOthers`: the ways in to remove if another device added them, and then the proof. */
export const signOutOthersBody = z.nullish(
  z.object({
    remove: z.optional(z.array(z.enum(REMOVABLE_WAYS_IN)).check(z.maxLength(REMOVABLE_WAYS_IN.length))),
    ...reauthShape,
  }),
);
export type SignOutOthersBody = z.infer<typeof signOutOthersBody>;

/** `POST SignOutOthers`: how many sessions it ended, and which ways in it removed. */
export const signedOutData = z.object({
  count: z.int(),
  removed: z._default(z.array(z.enum(REMOVABLE_WAYS_IN)), []),
});

export const sessionIdParam = z.object({ id: z.string().check(z.minLength(1), z.maxLength(64)) });
