/**
 * The phone's platform authenticator through WebAuthn (issue #30): whether the phone has one, registering a
 * key for the signed-in user once on this phone, and asking the person to verify with it — each answer
 * checked here on the phone (webauthnCheck.ts), so it works with no signal. The site is the app's own host.
 */
import { fromBase64Url, toBase64, toBase64Url } from './bytes';
import {
  assertionHolds,
  COSE_ES256,
  COSE_RS256,
  registrationHolds,
  type DeviceKey,
  type Expected,
} from './webauthnCheck';

const WAIT_MS = 60_000;

export async function hasPlatformAuthenticator(): Promise<boolean> {
  try {
    return (
      typeof PublicKeyCredential !== 'undefined' &&
      (await PublicKeyCredential.isUserVerifyingPlatformAuthenticatorAvailable())
    );
  } catch {
    return false;
  }
}

const freshChallenge = (): Uint8Array<ArrayBuffer> => crypto.getRandomValues(new Uint8Array(32));

const expected = (type: Expected['type'], challenge: Uint8Array): Expected => ({
  type,
  challenge,
  origin: location.origin,
  rpId: location.hostname,
});

export interface KeyOwner {
  userId: string;
  account: string;
  name: string;
}

/** Registers a key for the user, user-verified; null when the person cancels or the answer does not hold. */
export async function registerDeviceKey(owner: KeyOwner): Promise<DeviceKey | null> {
  const challenge = freshChallenge();
  const credential = await navigator.credentials.create({
    publicKey: {
      rp: { id: location.hostname, name: '人事系统' },
      user: { id: new TextEncoder().encode(owner.userId), name: owner.account, displayName: owner.name },
      challenge,
      pubKeyCredParams: [
        { type: 'public-key', alg: COSE_ES256 },
        { type: 'public-key', alg: COSE_RS256 },
      ],
      authenticatorSelection: {
        authenticatorAttachment: 'platform',
        userVerification: 'required',
        residentKey: 'discouraged',
      },
      attestation: 'none',
      timeout: WAIT_MS,
    },
  });
  if (!(credential instanceof PublicKeyCredential)) return null;
  const response = credential.response as AuthenticatorAttestationResponse;
  const publicKey = response.getPublicKey();
  const answer = {
    clientDataJSON: new Uint8Array(response.clientDataJSON),
    authenticatorData: new Uint8Array(response.getAuthenticatorData()),
  };
  if (!publicKey || !(await registrationHolds(answer, expected('webauthn.create', challenge)))) return null;
  return {
    credentialId: toBase64Url(new Uint8Array(credential.rawId)),
    publicKey: toBase64(new Uint8Array(publicKey)),
    alg: response.getPublicKeyAlgorithm(),
  };
}

/** Asks the person to verify with the registered key; true only for an answer that holds. */
export async function verifyWithDeviceKey(key: DeviceKey): Promise<boolean> {
  const challenge = freshChallenge();
  const credential = await navigator.credentials.get({
    publicKey: {
      challenge,
      rpId: location.hostname,
      allowCredentials: [
        { type: 'public-key', id: fromBase64Url(key.credentialId), transports: ['internal'] },
      ],
      userVerification: 'required',
      timeout: WAIT_MS,
    },
  });
  if (!(credential instanceof PublicKeyCredential)) return false;
  const response = credential.response as AuthenticatorAssertionResponse;
  const answer = {
    clientDataJSON: new Uint8Array(response.clientDataJSON),
    authenticatorData: new Uint8Array(response.authenticatorData),
    signature: new Uint8Array(response.signature),
  };
  return assertionHolds(answer, key, expected('webauthn.get', challenge));
}
