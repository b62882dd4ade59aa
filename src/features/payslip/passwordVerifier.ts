/**
 * The password kept on the phone for checking it offline (issue #30): never the password, a PBKDF2-SHA-256
 * key of it under a random salt of this device, at OWASP's 600 000 iterations — slow enough that a copy of
 * the phone's storage yields the password only to a long guessing effort, one guess costing what a phone
 * spends on one check (~0.3–1 s). WebCrypto only: the same code runs in the page and in Node's tests.
 */
import { fromBase64, toBase64 } from './bytes';

export const PBKDF2_ITERATIONS = 600_000;

export interface PasswordVerifier {
  salt: string;
  iterations: number;
  /** The derived 256 bits, base64. */
  key: string;
}

async function derive(
  password: string,
  salt: Uint8Array<ArrayBuffer>,
  iterations: number,
): Promise<Uint8Array> {
  const material = await crypto.subtle.importKey('raw', new TextEncoder().encode(password), 'PBKDF2', false, [
    'deriveBits',
  ]);
  const bits = await crypto.subtle.deriveBits(
    { name: 'PBKDF2', hash: 'SHA-256', salt, iterations },
    material,
    256,
  );
  return new Uint8Array(bits);
}

export async function makeVerifier(
  password: string,
  iterations = PBKDF2_ITERATIONS,
): Promise<PasswordVerifier> {
  const salt = crypto.getRandomValues(new Uint8Array(16));
  return { salt: toBase64(salt), iterations, key: toBase64(await derive(password, salt, iterations)) };
}

export async function matchesVerifier(password: string, verifier: PasswordVerifier): Promise<boolean> {
  const key = await derive(password, fromBase64(verifier.salt), verifier.iterations);
  return toBase64(key) === verifier.key;
}
