/**
 * Where a sign-in comes from, kept on its session for 账号安全's list: the client's address (behind a
 * configured proxy, the forwarded one), its user agent, cut to a bounded length at the door, and the sign-in
 * device cookie's id (login-device.ts; null for a client without cookies), which tells one device from
 * another (issue #28: which device made a change, which devices are the owner's).
 */
import type { FastifyRequest } from 'fastify';

export const USER_AGENT_MAX = 300;

export type SessionDevice = { address: string; userAgent: string; deviceId: string | null };

export function sessionDevice(request: FastifyRequest, deviceId: string | null): SessionDevice {
  const agent = request.headers['user-agent'];
  return {
    address: request.ip,
    userAgent: (typeof agent === 'string' ? agent : '').slice(0, USER_AGENT_MAX),
    deviceId,
  };
}
