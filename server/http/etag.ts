/**
 * Conditional GETs for large reads: a weak ETag hashed from what the answer depends on (data versions, the
 * viewer's scope, the API version), and `If-None-Match` answered with HTTP 304 and no body.
 */
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { APP_VERSION } from '../../contract';

/** W/"<22 base64url chars>"; the app version is mixed in so a release that changes a shape revalidates. */
export function etagOf(...parts: (string | number | boolean)[]): string {
  const hash = createHash('sha256').update(JSON.stringify([APP_VERSION.sysVersion, ...parts]));
  return `W/"${hash.digest('base64url').slice(0, 22)}"`;
}

/** RFC 9110 weak comparison against a list such as `W/"a", "b"` or `*`. */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}

/**
 * Sets the ETag (private, always revalidated: the answer depends on who asks) and, when the client already
 * holds it, answers 304. The handler returns `reply` when this gives true.
 */
export function answeredNotModified(request: FastifyRequest, reply: FastifyReply, etag: string): boolean {
  void reply
    .header('ETag', etag)
    .header('Cache-Control', 'private, no-cache')
    .header('Vary', 'Authorization');
  if (!matchesIfNoneMatch(request.headers['if-none-match'], etag)) return false;
  void reply.code(304).send();
  return true;
}
