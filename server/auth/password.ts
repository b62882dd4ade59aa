/**
 * Password storage: the client sends md5(plain) as hex (JNPF compatibility); we store
 * scrypt(md5hex, per-user salt) and compare in constant time.
 */
import { createHash, randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

const scryptAsync = promisify(scrypt) as (password: string, salt: string, keylen: number) => Promise<Buffer>;
const KEY_LENGTH = 32;

export type PasswordHash = { salt: string; hash: string };

/** What the client sends for a plain password. */
export function md5Hex(plain: string): string {
  return createHash('md5').update(plain, 'utf8').digest('hex');
}

export async function hashPassword(
  md5hex: string,
  salt = randomBytes(16).toString('hex'),
): Promise<PasswordHash> {
  const key = await scryptAsync(md5hex.toLowerCase(), salt, KEY_LENGTH);
  return { salt, hash: key.toString('hex') };
}

export async function verifyPassword(md5hex: string, stored: PasswordHash): Promise<boolean> {
  const { hash } = await hashPassword(md5hex, stored.salt);
  const a = Buffer.from(hash, 'hex');
  const b = Buffer.from(stored.hash, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}
