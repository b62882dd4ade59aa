/**
 * Server-side schemas of the oauth routes that the shared contract does not cover. Request and response
 * bodies otherwise come straight from contract/auth.ts.
 */
import { z } from 'zod';

export const logoutData = z.null();

/** `jnpf-origin` marks the client kind; single-session mode replaces sessions of the same kind only. */
export const clientKind = z.enum(['app', 'pc']).catch('app');

/** `GET /api/oauth/getConfig/{account}`: whether the login page asks for a captcha, and of how many characters. */
export const loginConfigParam = z.object({ account: z.string().min(1).max(100) });
export const loginConfigData = z.object({
  enableVerificationCode: z.boolean(),
  verificationCodeNumber: z.int(),
});
