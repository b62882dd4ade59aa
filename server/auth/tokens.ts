/**
 * JWT access tokens (HS256 via jose): `sub` = user id, `jti` = session id, `exp` from TOKEN_TTL. The token
 * alone is never trusted: the session row decides whether it is still alive (see session-service.ts). A
 * verified signature is remembered (it cannot change); the expiry is still checked on every use.
 */
import { createSecretKey, type KeyObject } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';

export type TokenClaims = { sub: string; jti: string };

const ALG = 'HS256';

// Every request verifies its token: import the key once per secret (a KeyObject signs in Node's own HMAC,
// without WebCrypto's per-call import and thread hop), and remember tokens already verified.
const keys = new Map<string, KeyObject>();
export function keyOf(secret: string): KeyObject {
  let key = keys.get(secret);
  if (!key) keys.set(secret, (key = createSecretKey(Buffer.from(secret, 'utf8'))));
  return key;
}

/** Tokens whose signature checked out, with their expiry; oldest forgotten first past the bound. */
const VERIFIED_MAX = 10_000;
const verified = new Map<string, { claims: TokenClaims; expMs: number; secret: string }>();

function remember(raw: string, secret: string, claims: TokenClaims, expSec: number | undefined): void {
  if (expSec === undefined) return;
  if (verified.size >= VERIFIED_MAX) verified.delete(verified.keys().next().value!);
  verified.set(raw, { claims, expMs: expSec * 1000, secret });
}

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
  const known = verified.get(raw);
  if (known && known.secret === secret) return nowMs < known.expMs ? known.claims : null;
  try {
    const { payload } = await jwtVerify(raw, keyOf(secret), {
      algorithms: [ALG],
      currentDate: new Date(nowMs),
    });
    if (!payload.sub || !payload.jti) return null;
    const claims = { sub: payload.sub, jti: payload.jti };
    remember(raw, secret, claims, payload.exp);
    return claims;
  } catch {
    return null;
  }
}
