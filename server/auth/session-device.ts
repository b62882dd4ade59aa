/**
 * Where a sign-in comes from, kept on its session for 账号安全's list: the client's address (behind a
 * configured proxy, the forwarded one) and its user agent, cut to a bounded length at the door.
 */
import type { FastifyRequest } from 'fastify';

export const USER_AGENT_MAX = 300;

export type SessionDevice = { address: string; userAgent: string };

export function sessionDevice(request: FastifyRequest): SessionDevice {
  const agent = request.headers['user-agent'];
  return {
    address: request.ip,
    userAgent: (typeof agent === 'string' ? agent : '').slice(0, USER_AGENT_MAX),
  };
}
