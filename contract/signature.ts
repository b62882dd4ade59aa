/**
 * An approval's handwritten signature (`signImg`, issue #28): one type for every route that takes one and
 * the one rule every viewer renders by. A signature is a data URL within MAX_SIGNATURE_CHARS — a PNG whose
 * bytes really are a PNG (the signature, the IHDR chunk first, IEND last), or an SVG drawing that names
 * nothing outside itself (what the platform's clients send: no script, no foreign object, no link or style
 * that reaches elsewhere) — or the download path of an upload (the server checks it is the signer's own
 * picture). A data URL is only ever shown as an image, where even an SVG runs nothing and loads nothing.
 * Anything else — another URL, an API path — is no signature: refused when sent, never fetched nor shown.
 * `''` (the platform's clients' "none") is none.
 */
import { z } from 'zod/mini';
import { parseDownloadPath } from './file';

/** The longest signature taken (characters of the data URL: ~290 KB of PNG). */
export const MAX_SIGNATURE_CHARS = 400_000;
export const PNG_DATA_URL_PREFIX = 'data:image/png;base64,';
export const SVG_DATA_URL_PREFIX = 'data:image/svg+xml;base64,';

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

/** Anything in an SVG that runs, or reaches outside the drawing (its namespace declarations aside). */
const SVG_REACHES_OUT =
  /<script|<foreignObject|<iframe|<image|@import|:\/\/|\b(?:href|src)\s*=\s*["']?(?!#)|url\(\s*["']?(?!#)|\bon[a-z]+\s*=/i;
/** What names a URL without reaching it: namespace declarations, the XML declaration, a DOCTYPE. */
const SVG_NAMES_ONLY = /\sxmlns(?::[\w-]+)?\s*=\s*(["'])[^"']*\1|<\?xml[^>]*\?>|<!DOCTYPE[^>]*>/gi;

/** Whether `value` is a bounded SVG data URL of one drawing that names nothing outside itself. */
export function isSvgDataUrl(value: string): boolean {
  if (value.length > MAX_SIGNATURE_CHARS || !value.startsWith(SVG_DATA_URL_PREFIX)) return false;
  const bytes = base64Bytes(value.slice(SVG_DATA_URL_PREFIX.length));
  if (!bytes) return false;
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes).trim();
  } catch {
    return false;
  }
  if (!/<svg[\s>/]/i.test(text) || !text.endsWith('>')) return false;
  return !SVG_REACHES_OUT.test(text.replace(SVG_NAMES_ONLY, ''));
}

/**
 * How a signature may be shown: its data URL as an image, as it is, or our download of that upload; null:
 * not at all.
 */
export type SignatureSource = { kind: 'image'; src: string } | { kind: 'upload'; path: string } | null;

export function signatureSource(value: string | null | undefined): SignatureSource {
  if (!value) return null;
  if (isPngDataUrl(value) || isSvgDataUrl(value)) return { kind: 'image', src: value };
  return parseDownloadPath(value) ? { kind: 'upload', path: value } : null;
}

export const SIGNATURE_REFUSED = '签名须为 PNG 或 SVG 图片，或本人上传的图片';

/** `signImg` in a body: a signature, or none (`''`, null or left out, all read as null). */
export const signImage = z.optional(
  z.pipe(
    z.nullable(
      z.string().check(
        z.maxLength(MAX_SIGNATURE_CHARS, '签名图片过大'),
        z.refine((v) => v === '' || signatureSource(v) !== null, SIGNATURE_REFUSED),
      ),
    ),
    z.transform((v) => v || null),
  ),
);
export type SignImage = z.infer<typeof signImage>;
