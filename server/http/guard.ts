/**
 * The sign-in guard: the `onRequest` hook of buildApp's authenticated scope (app.ts), where every protected
 * route is registered; a dead session is answered HTTP 200 with
 * body code 600/601/602, as JNPF clients expect; a live one is put on `request.auth`.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AuthSession, SessionService } from '../auth/session-service';
import { failure } from './envelope';

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthSession | null;
  }
}

export function createGuard(sessions: SessionService) {
  return async function guard(request: FastifyRequest, reply: FastifyReply) {
    const result = await sessions.authenticate(request.headers.authorization);
    if (!result.ok) return reply.send(failure(result.code, result.msg));
    request.auth = result.session;
  };
}

/** The session of a guarded route's request. */
export function sessionOf(request: FastifyRequest): AuthSession {
  if (!request.auth) throw new Error('route is missing the auth guard');
  return request.auth;
}
