/**
 * Security headers on every answer (@fastify/helmet): a Content-Security-Policy that lets the app load only
 * its own scripts (no inline script, no other host), talk only to its own origin (HTTP and the chat socket),
 * and never be framed; plus nosniff and a same-origin referrer on every answer, the API's too. Inline styles
 * stay allowed: Framework7 and React set style attributes. A download sets its own sandbox (file/download.ts).
 */
import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

export const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  // data: for generated avatars and signatures, blob: for images and voice fetched with the token.
  imgSrc: ["'self'", 'data:', 'blob:'],
  mediaSrc: ["'self'", 'blob:'],
  fontSrc: ["'self'", 'data:'],
  // 'self' covers the socket on the same host and port (ws:/wss:, CSP Level 3).
  connectSrc: ["'self'"],
  workerSrc: ["'self'"],
  manifestSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

/**
 * A JSON answer is never a document: the page-only headers would only weigh on every reply (a directory
 * sync's bare 304 is meant to stay a few hundred bytes). nosniff, no framing and the referrer rule stay.
 */
const API_ONLY = {
  contentSecurityPolicy: false,
  crossOriginOpenerPolicy: false,
  crossOriginResourcePolicy: false,
  originAgentCluster: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
} as const;

const isApi = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(fastifyHelmet, {
    global: false,
    contentSecurityPolicy: { useDefaults: false, directives: CSP_DIRECTIVES },
    // The app embeds nothing cross-origin and is served over plain HTTP on a ward's LAN too.
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: false,
    referrerPolicy: { policy: 'same-origin' },
  });
  app.addHook('onRequest', async (request, reply) => {
    await reply.helmet(isApi(request.url) ? API_ONLY : undefined);
  });
}
