/**
 * Server-side schemas of the oauth routes that the shared contract does not cover. Request and response
 * bodies otherwise come straight from contract/auth.ts.
 */
import { z } from 'zod';

export const logoutData = z.null();

/** `jnpf-origin` marks the client kind; single-session mode replaces sessions of the same kind only. */
export const clientKind = z.enum(['app', 'pc']).catch('app');
