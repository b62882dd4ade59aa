/**
 * What the phone checks of its platform authenticator's answers (issue #30): an assertion holds only for
 * our challenge, origin and site, with the person verified (not merely present), signed by the key this
 * phone registered (ES256 and RS256); a registration only when the person was verified. Answers are made
 * here with WebCrypto as an authenticator would make them.
 */
import { describe, expect, it } from 'vitest';
import { toBase64, toBase64Url } from '../../../src/features/payslip/bytes';
import {
  assertionHolds,
  COSE_ES256,
  COSE_RS256,
  derToRaw,
  registrationHolds,
  type DeviceKey,
  type Expected,
} from '../../../src/features/payslip/webauthnCheck';

const ORIGIN = 'https://hr.example.org';
const RP_ID = 'hr.example.org';
const UP = 0x01;
const UV = 0x04;

const bytes = (data: ArrayBuffer | Uint8Array) => new Uint8Array(data);
const sha256 = async (data: Uint8Array<ArrayBuffer>) => bytes(await crypto.subtle.digest('SHA-256', data));
const text = (s: string) => new TextEncoder().encode(s);

/** An ASN.1 DER ECDSA signature of r‖s, as authenticators send. */
function rawToDer(raw: Uint8Array): Uint8Array {
  const int = (part: Uint8Array) => {
    let i = 0;
    while (i < part.length - 1 && part[i] === 0) i++;
    const trimmed = part.slice(i);
    const padded = (trimmed[0] ?? 0) & 0x80 ? Uint8Array.of(0, ...trimmed) : trimmed;
    return Uint8Array.of(0x02, padded.length, ...padded);
  };
  const body = Uint8Array.of(...int(raw.slice(0, 32)), ...int(raw.slice(32)));
  return Uint8Array.of(0x30, body.length, ...body);
}

async function authData(flags: number, rpId = RP_ID): Promise<Uint8Array<ArrayBuffer>> {
  return Uint8Array.of(...(await sha256(text(rpId))), flags, 0, 0, 0, 1);
}

const clientData = (type: string, challenge: Uint8Array, origin = ORIGIN) =>
  text(JSON.stringify({ type, challenge: toBase64Url(challenge), origin, crossOrigin: false }));

const EC = { name: 'ECDSA', namedCurve: 'P-256' } as const;
const RSA = {
  name: 'RSASSA-PKCS1-v1_5',
  hash: 'SHA-256',
  modulusLength: 1024,
  publicExponent: Uint8Array.of(1, 0, 1),
};

async function ecKey(): Promise<{
  key: DeviceKey;
  sign: (data: Uint8Array<ArrayBuffer>) => Promise<Uint8Array>;
}> {
  const pair = await crypto.subtle.generateKey(EC, true, ['sign', 'verify']);
  const spki = bytes(await crypto.subtle.exportKey('spki', pair.publicKey));
  return {
    key: { credentialId: 'cred-1', publicKey: toBase64(spki), alg: COSE_ES256 },
    sign: async (data) =>
      rawToDer(bytes(await crypto.subtle.sign({ name: 'ECDSA', hash: 'SHA-256' }, pair.privateKey, data))),
  };
}

async function answer(
  sign: (data: Uint8Array<ArrayBuffer>) => Promise<Uint8Array>,
  { flags = UP | UV, challenge = CHALLENGE, origin = ORIGIN, rpId = RP_ID, type = 'webauthn.get' } = {},
) {
  const authenticatorData = await authData(flags, rpId);
  const clientDataJSON = clientData(type, challenge, origin);
  const hash = await sha256(clientDataJSON);
  const signature = await sign(Uint8Array.of(...authenticatorData, ...hash));
  return { clientDataJSON, authenticatorData, signature };
}

const CHALLENGE = Uint8Array.from({ length: 32 }, (_, i) => i * 7);
const EXPECTED: Expected = { type: 'webauthn.get', challenge: CHALLENGE, origin: ORIGIN, rpId: RP_ID };

describe('an assertion from the platform authenticator', () => {
  it('holds for our challenge, origin and site, the person verified, signed by the registered key', async () => {
    const { key, sign } = await ecKey();
    expect(await assertionHolds(await answer(sign), key, EXPECTED)).toBe(true);
  });

  it('does not hold when the person was only present, not verified', async () => {
    const { key, sign } = await ecKey();
    expect(await assertionHolds(await answer(sign, { flags: UP }), key, EXPECTED)).toBe(false);
    expect(await assertionHolds(await answer(sign, { flags: UV }), key, EXPECTED)).toBe(false);
  });

  it('does not hold for another challenge, origin, site or ceremony', async () => {
    const { key, sign } = await ecKey();
    const other = Uint8Array.from({ length: 32 }, () => 9);
    for (const wrong of [
      { challenge: other },
      { origin: 'https://evil.example' },
      { rpId: 'evil.example' },
      { type: 'webauthn.create' },
    ])
      expect(await assertionHolds(await answer(sign, wrong), key, EXPECTED), JSON.stringify(wrong)).toBe(
        false,
      );
  });

  it('does not hold when signed by another key, or when its data was changed after signing', async () => {
    const mine = await ecKey();
    const theirs = await ecKey();
    expect(await assertionHolds(await answer(theirs.sign), mine.key, EXPECTED)).toBe(false);
    const signed = await answer(mine.sign);
    signed.authenticatorData[36] = 2;
    expect(await assertionHolds(signed, mine.key, EXPECTED)).toBe(false);
    expect(await assertionHolds({ ...signed, signature: Uint8Array.of(1, 2, 3) }, mine.key, EXPECTED)).toBe(
      false,
    );
  });

  it('holds for an RS256 key too (Windows Hello registers those)', async () => {
    const pair = await crypto.subtle.generateKey(RSA, true, ['sign', 'verify']);
    const spki = bytes(await crypto.subtle.exportKey('spki', pair.publicKey));
    const key = { credentialId: 'cred-rsa', publicKey: toBase64(spki), alg: COSE_RS256 };
    const sign = async (data: Uint8Array<ArrayBuffer>) =>
      bytes(await crypto.subtle.sign(RSA, pair.privateKey, data));
    expect(await assertionHolds(await answer(sign), key, EXPECTED)).toBe(true);
    expect(await assertionHolds(await answer(sign, { flags: UP }), key, EXPECTED)).toBe(false);
  });
});

describe('a registration', () => {
  const expected: Expected = { ...EXPECTED, type: 'webauthn.create' };

  it('holds for our challenge and site with the person verified, not when merely present', async () => {
    const clientDataJSON = clientData('webauthn.create', CHALLENGE);
    expect(
      await registrationHolds({ clientDataJSON, authenticatorData: await authData(UP | UV) }, expected),
    ).toBe(true);
    expect(await registrationHolds({ clientDataJSON, authenticatorData: await authData(UP) }, expected)).toBe(
      false,
    );
    const elsewhere = await authData(UP | UV, 'evil.example');
    expect(await registrationHolds({ clientDataJSON, authenticatorData: elsewhere }, expected)).toBe(false);
  });
});

describe('ECDSA signatures from DER to r‖s', () => {
  it('places short integers at the right and drops the sign byte', () => {
    const raw = Uint8Array.from({ length: 64 }, (_, i) => (i === 0 || i === 32 ? 0 : i === 1 ? 0x80 : i));
    expect(derToRaw(rawToDer(raw))).toEqual(raw);
    const high = Uint8Array.from({ length: 64 }, () => 0xff);
    expect(derToRaw(rawToDer(high))).toEqual(high);
  });

  it('refuses what is not a DER signature', () => {
    expect(derToRaw(Uint8Array.of(1, 2, 3))).toBeNull();
    expect(derToRaw(Uint8Array.of(0x30, 4, 0x02, 1, 5, 0x05, 1, 5))).toBeNull();
  });
});
