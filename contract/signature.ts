/**
 * An approval's handwritten signature (`signImg`, issue #28): one type for every route that takes one and
 * the one rule every viewer renders by. A signature is a PNG data URL whose bytes really are a PNG (the
 * signature, the IHDR chunk first, IEND last) within MAX_SIGNATURE_CHARS, or the download path of an upload
 * (the server checks it is the signer's own picture). Anything else — another URL, an API path, SVG — is
 * no signature: refused when sent, never fetched nor shown. `''` (the platform's clients' "none") is none.
 */
import { z } from 'zod/mini';
import { parseDownloadPath } from './file';

/** The longest signature taken (characters of the data URL: ~290 KB of PNG). */
export const MAX_SIGNATURE_CHARS = 400_000;
export const PNG_DATA_URL_PREFIX = 'data:image/png;base64,';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const IHDR = [0x49, 0x48, 0x44, 0x52];
const IEND = [0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82];
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

const bytesAt = (bytes: Uint8Array, at: number, expected: readonly number[]) =>
  expected.every((b, i) => bytes[at + i] === b);

/** The bytes of canonical base64, or null. */
function base64Bytes(text: string): Uint8Array | null {
  if (text.length % 4 !== 0 || !BASE64.test(text)) return null;
  return Uint8Array.from(atob(text), (c) => c.charCodeAt(0));
}

/** Whether `value` is a bounded PNG data URL whose bytes are a PNG from its signature to its IEND chunk. */
export function isPngDataUrl(value: string): boolean {
  if (value.length > MAX_SIGNATURE_CHARS || !value.startsWith(PNG_DATA_URL_PREFIX)) return false;
  const bytes = base64Bytes(value.slice(PNG_DATA_URL_PREFIX.length));
  if (!bytes || bytes.length < 8 + 25 + 12) return false;
  return (
    bytesAt(bytes, 0, PNG_SIGNATURE) && bytesAt(bytes, 12, IHDR) && bytesAt(bytes, bytes.length - 8, IEND)
  );
}

/** How a signature may be shown: its PNG data URL as it is, or our download of that upload; null: not at all. */
export type SignatureSource = { kind: 'png'; src: string } | { kind: 'upload'; path: string } | null;

export function signatureSource(value: string | null | undefined): SignatureSource {
  if (!value) return null;
  if (isPngDataUrl(value)) return { kind: 'png', src: value };
  return parseDownloadPath(value) ? { kind: 'upload', path: value } : null;
}

/** `signImg` in a body: a signature, or none (`''`, null or left out, all read as null). */
export const signImage = z.optional(
  z.pipe(
    z.nullable(
      z.string().check(
        z.maxLength(MAX_SIGNATURE_CHARS, '签名图片过大'),
        z.refine((v) => v === '' || signatureSource(v) !== null, '签名须为 PNG 图片或本人上传的图片'),
      ),
    ),
    z.transform((v) => v || null),
  ),
);
export type SignImage = z.infer<typeof signImage>;
