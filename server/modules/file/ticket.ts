/**
 * Download tickets (the platform's `GET Download/{type}/{fileName}` → `{url}` then a plain GET of that
 * URL): the platform's clients hand the URL to the browser or to `uni.downloadFile`, which send no token,
 * so the URL itself carries who may fetch which file, for a few minutes. A JWT (jose, HS256) with its own
 * audience, so a ticket is never a session token nor the other way round.
 */
import { SignJWT, jwtVerify } from 'jose';
import { UPLOAD_TYPES, type UploadType } from '../../../contract';
import { keyOf } from '../../auth/tokens';

/** How long a ticket opens its file (seconds): enough to start a download, too short to pass around. */
export const TICKET_TTL_SEC = 300;
const AUDIENCE = 'file-download';
const ALG = 'HS256';

export type Ticket = { userId: string; type: UploadType; fileName: string };

export function signTicket(secret: string, ticket: Ticket, nowMs: number): Promise<string> {
  const iat = Math.floor(nowMs / 1000);
  return new SignJWT({ t: ticket.type, n: ticket.fileName })
    .setProtectedHeader({ alg: ALG })
    .setAudience(AUDIENCE)
    .setSubject(ticket.userId)
    .setIssuedAt(iat)
    .setExpirationTime(iat + TICKET_TTL_SEC)
    .sign(keyOf(secret));
}

/** The ticket's file and holder; null when forged, altered, expired or not a ticket. */
export async function verifyTicket(secret: string, raw: string, nowMs: number): Promise<Ticket | null> {
  try {
    const { payload } = await jwtVerify(raw, keyOf(secret), {
      algorithms: [ALG],
      audience: AUDIENCE,
      currentDate: new Date(nowMs),
    });
    const type = UPLOAD_TYPES.find((t) => t === payload.t);
    const fileName = typeof payload.n === 'string' ? payload.n : '';
    if (!payload.sub || !type || !fileName) return null;
    return { userId: payload.sub, type, fileName };
  } catch {
    return null;
  }
}
