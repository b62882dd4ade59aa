/**
 * Sending a stored file to its owner: its type, its original name (RFC 6266 `filename*` in UTF-8 with an
 * ASCII fallback), private caching keyed by the token, and 304 for a copy the client already holds.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { matchesIfNoneMatch } from '../../http/etag';
import type { FileContents } from '../../ports';
import type { FileRow } from './repository';

/**
 * Shown in the page; anything else (HTML, SVG, scripts) is only ever saved, never rendered from this origin.
 * PDF is saved too: browsers' PDF viewers refuse a document under the sandbox CSP below.
 */
const INLINE = /^(image\/(png|jpeg|gif|webp|bmp|heic|heif|avif)|text\/plain)$/;

/** RFC 8187 value-chars: everything else percent-encoded from UTF-8. */
const encodeRfc8187 = (value: string) =>
  encodeURIComponent(value).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

export function contentDisposition(mimeType: string, name: string): string {
  const kind = INLINE.test(mimeType) ? 'inline' : 'attachment';
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeRfc8187(name)}`;
}

export function sendFile(
  request: FastifyRequest,
  reply: FastifyReply,
  file: FileRow,
  contents: FileContents,
): FastifyReply {
  // A stored file never changes (its name is new on every upload): cache it, but only for this token.
  void reply
    .header('ETag', `"${file.sha256}"`)
    .header('Cache-Control', 'private, max-age=31536000, immutable')
    .header('Vary', 'Authorization')
    .header('X-Content-Type-Options', 'nosniff')
    .header('Content-Security-Policy', "default-src 'none'; sandbox");
  if (matchesIfNoneMatch(request.headers['if-none-match'], `"${file.sha256}"`)) return reply.code(304).send();
  return reply
    .header('Content-Type', file.mimeType)
    .header('Content-Disposition', contentDisposition(file.mimeType, file.originalName))
    .send(contents.open(file));
}
