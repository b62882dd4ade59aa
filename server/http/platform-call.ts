/**
 * Whether a read comes from the platform's own clients (docs/jnpf-clients/): their request wrapper puts
 * `Content-Type: application/json` on every call, GETs included, which a browser's fetch of ours never
 * does on a GET. A read so marked is answered in the platform's encodings (a form's numbers as text, a
 * download as a link); everything else gets our app's shape. Writes need no such mark: their encodings are
 * read by what the values look like (server/modules/forms/platform-encodings.ts).
 */
import type { FastifyRequest } from 'fastify';

export const isPlatformRead = (request: FastifyRequest): boolean =>
  request.method === 'GET' && /^application\/json\b/i.test(request.headers['content-type'] ?? '');
