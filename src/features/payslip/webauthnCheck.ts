/**
 * What the phone checks of its platform authenticator's answers (issue #30), with WebCrypto: the answer is
 * to our own fresh challenge, from this origin, for this site, with the person verified (the UV flag: a
 * fingerprint, a face or the phone's PIN, not mere presence), and — for an assertion — signed by the key this
 * phone registered for this user (ES256 or RS256).
 */
import { fromBase64, toBase64Url } from './bytes';

export const COSE_ES256 = -7;
export const COSE_RS256 = -257;

/** The credential this phone registered for the user: its id (base64url), public key (SPKI, base64), alg. */
export interface DeviceKey {
  credentialId: string;
  publicKey: string;
  alg: number;
}

export interface Expected {
  type: 'webauthn.create' | 'webauthn.get';
  challenge: Uint8Array;
  origin: string;
  rpId: string;
}

const FLAG_USER_PRESENT = 0x01;
const FLAG_USER_VERIFIED = 0x04;

const sha256 = async (bytes: Uint8Array<ArrayBuffer>): Promise<Uint8Array> =>
  new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));

const sameBytes = (a: Uint8Array, b: Uint8Array): boolean =>
  a.length === b.length && a.every((x, i) => x === b[i]);

/** The client data says what we asked: its type, our challenge, our origin. */
function clientDataHolds(clientDataJSON: Uint8Array, expected: Expected): boolean {
  try {
    const data = JSON.parse(new TextDecoder().decode(clientDataJSON)) as Record<string, unknown>;
    return (
      data.type === expected.type &&
      data.challenge === toBase64Url(expected.challenge) &&
      data.origin === expected.origin
    );
  } catch {
    return false;
  }
}

/** The authenticator data is for our site, with the person present and verified. */
async function authDataHolds(authData: Uint8Array, rpId: string): Promise<boolean> {
  if (authData.length < 37) return false;
  const flags = authData[32] ?? 0;
  const verified = (flags & FLAG_USER_PRESENT) !== 0 && (flags & FLAG_USER_VERIFIED) !== 0;
  return verified && sameBytes(authData.slice(0, 32), await sha256(new TextEncoder().encode(rpId)));
}

/** What a registration answered holds (its signature is the authenticator's own, not checked here). */
export async function registrationHolds(
  answer: { clientDataJSON: Uint8Array; authenticatorData: Uint8Array },
  expected: Expected,
): Promise<boolean> {
  return (
    clientDataHolds(answer.clientDataJSON, expected) && authDataHolds(answer.authenticatorData, expected.rpId)
  );
}

/** An ECDSA signature from ASN.1 DER (what WebAuthn gives) to r‖s (what WebCrypto verifies); null if bad. */
export function derToRaw(der: Uint8Array, size = 32): Uint8Array<ArrayBuffer> | null {
  if (der[0] !== 0x30 || der[2] !== 0x02) return null;
  const rLength = der[3] ?? 0;
  const r = der.slice(4, 4 + rLength);
  if (der[4 + rLength] !== 0x02) return null;
  const sLength = der[5 + rLength] ?? 0;
  const s = der.slice(6 + rLength, 6 + rLength + sLength);
  const raw = new Uint8Array(size * 2);
  const place = (int: Uint8Array, at: number): boolean => {
    const digits = int.slice(Math.max(0, int.length - size));
    if (int.length > size && int.slice(0, int.length - size).some((b) => b !== 0)) return false;
    raw.set(digits, at + size - digits.length);
    return true;
  };
  return place(r, 0) && place(s, size) ? raw : null;
}

async function signatureHolds(
  key: DeviceKey,
  signed: Uint8Array<ArrayBuffer>,
  signature: Uint8Array,
): Promise<boolean> {
  const spki = fromBase64(key.publicKey);
  if (key.alg === COSE_ES256) {
    const raw = derToRaw(signature);
    const algorithm = { name: 'ECDSA', namedCurve: 'P-256' };
    const publicKey = await crypto.subtle.importKey('spki', spki, algorithm, false, ['verify']);
    return raw !== null && crypto.subtle.verify({ name: 'ECDSA', hash: 'SHA-256' }, publicKey, raw, signed);
  }
  if (key.alg === COSE_RS256) {
    const algorithm = { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' };
    const publicKey = await crypto.subtle.importKey('spki', spki, algorithm, false, ['verify']);
    return crypto.subtle.verify(algorithm, publicKey, new Uint8Array(signature), signed);
  }
  return false;
}

/** An assertion holds: our challenge, origin and site, the person verified, the registered key's signature. */
export async function assertionHolds(
  answer: { clientDataJSON: Uint8Array<ArrayBuffer>; authenticatorData: Uint8Array; signature: Uint8Array },
  key: DeviceKey,
  expected: Expected,
): Promise<boolean> {
  if (!clientDataHolds(answer.clientDataJSON, expected)) return false;
  if (!(await authDataHolds(answer.authenticatorData, expected.rpId))) return false;
  const clientHash = await sha256(answer.clientDataJSON);
  const signed = new Uint8Array(answer.authenticatorData.length + clientHash.length);
  signed.set(answer.authenticatorData);
  signed.set(clientHash, answer.authenticatorData.length);
  try {
    return await signatureHolds(key, signed, answer.signature);
  } catch {
    return false;
  }
}
