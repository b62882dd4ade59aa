/**
 * JWT access tokens (HS256 via jose): `sub` = user id, `jti` = session id, `exp` from TOKEN_TTL. The token
 * alone is never trusted: the session row decides whether it is still alive (see session-service.ts).
 */
import { SignJWT, jwtVerify } from 'jose';

export type TokenClaims = { sub: string; jti: string };

const ALG = 'HS256';
const keyOf = (secret: string) => new TextEncoder().encode(secret);

export function signToken(
  secret: string,
  claims: TokenClaims,
  issuedAtMs: number,
  ttlSec: number,
): Promise<string> {
  const iat = Math.floor(issuedAtMs / 1000);
  return new SignJWT({})
    .setProtectedHeader({ alg: ALG, typ: 'JWT' })
    .setSubject(claims.sub)
    .setJti(claims.jti)
    .setIssuedAt(iat)
    .setExpirationTime(iat + ttlSec)
    .sign(keyOf(secret));
}

/** Accepts the token with or without its `Bearer ` prefix; null when invalid, tampered or expired. */
export async function verifyToken(secret: string, token: string, nowMs: number): Promise<TokenClaims | null> {
  const raw = token.replace(/^Bearer\s+/i, '').trim();
  if (!raw) return null;
  try {
    const { payload } = await jwtVerify(raw, keyOf(secret), {
      algorithms: [ALG],
      currentDate: new Date(nowMs),
    });
    return payload.sub && payload.jti ? { sub: payload.sub, jti: payload.jti } : null;
  } catch {
    return null;
  }
}
