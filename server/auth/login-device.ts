/**
 * The sign-in device cookie: a random id the server gives a browser at its first successful sign-in (or its
 * first SMS code request), sent back only to /api/oauth. The login limiter remembers which accounts signed in
 * on it, so the owner's own device keeps working while someone elsewhere guesses the password; each session
 * keeps it, so an SMS request from it is the owner's and not a stranger's (issue #28). Clients without
 * cookies (the vendor's app) fall back to their address.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

export const DEVICE_COOKIE = 'hr_device';
/** The cookie outlives the limiter's memory of it: a device is known again at its next sign-in. */
const COOKIE_MAX_AGE_SEC = 365 * 24 * 3600;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The device id the request carries, or null when it has none (or something that is not ours). */
export function carriedDeviceId(request: FastifyRequest): string | null {
  const value = request.cookies[DEVICE_COOKIE];
  return value && UUID.test(value) ? value : null;
}

/** The request's device id, or a new one to give the device once its sign-in succeeds. */
export function deviceIdFor(request: FastifyRequest): { deviceId: string; isNew: boolean } {
  const known = carriedDeviceId(request);
  return known ? { deviceId: known, isNew: false } : { deviceId: randomUUID(), isNew: true };
}

export function giveDeviceCookie(request: FastifyRequest, reply: FastifyReply, deviceId: string): void {
  void reply.setCookie(DEVICE_COOKIE, deviceId, {
    path: '/api/oauth',
    httpOnly: true,
    sameSite: 'strict',
    secure: request.protocol === 'https',
    maxAge: COOKIE_MAX_AGE_SEC,
  });
}
