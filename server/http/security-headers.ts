/**
 * Security headers on every answer (@fastify/helmet): a Content-Security-Policy that lets the app load only
 * its own scripts (no inline script, no other host; its own WebAssembly may compile), talk only to its own origin (HTTP and the chat socket),
 * and never be framed; plus nosniff, no framing and a same-origin referrer on pages, and on the API's JSON
 * answers the two the OWASP REST cheat sheet asks for (nosniff, no framing). Inline styles
 * stay allowed: Framework7 and React set style attributes. A download sets its own sandbox (file/download.ts).
 */
import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

export const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  // WebAssembly may be compiled (扫一扫's QR reader, our own .wasm), never JavaScript from strings.
  scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
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
 * A JSON answer is never a document: the page-only headers (the referrer rule too, which governs what a
 * document sends) would only weigh on every reply — a directory sync's bare 304 is meant to stay under
 * 300 bytes, and a no-change refresh of the seven datasets under 2 KiB. nosniff and no framing stay.
 */
const API_ONLY = {
  contentSecurityPolicy: false,
  referrerPolicy: false,
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
