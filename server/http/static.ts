/**
 * Serves the built PWA from STATIC_DIR: hashed assets cached for a year, the shell files (index.html, sw.js,
 * manifest) revalidated every time, and index.html for any route-like GET (history-mode deep links).
 */
import { existsSync } from 'node:fs';
import { basename } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

function cacheControlFor(filePath: string): string {
  return /[/\\]assets[/\\]/.test(filePath) ? IMMUTABLE : REVALIDATE;
}

/** Registers static serving; returns false when the app has not been built. */
export async function registerStatic(app: FastifyInstance, staticDir: string): Promise<boolean> {
  if (!existsSync(staticDir)) return false;
  await app.register(fastifyStatic, {
    root: staticDir,
    cacheControl: false,
    setHeaders: (res, filePath) => res.setHeader('Cache-Control', cacheControlFor(filePath)),
  });
  return true;
}

/** A navigation, not a missing file: GET/HEAD whose last segment has no extension. */
function isNavigation(request: FastifyRequest): boolean {
  const path = request.url.split('?')[0] ?? '/';
  return (request.method === 'GET' || request.method === 'HEAD') && !basename(path).includes('.');
}

/** Answers a non-/api request that matched no file. */
export function spaFallback(built: boolean) {
  return (request: FastifyRequest, reply: FastifyReply) => {
    if (!built)
      return reply.code(503).type('text/plain; charset=utf-8').send('app not built: run npm run build');
    if (!isNavigation(request)) return reply.code(404).type('text/plain; charset=utf-8').send('Not Found');
    return reply.header('Cache-Control', REVALIDATE).sendFile('index.html');
  };
}
