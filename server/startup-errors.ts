/**
 * Start-up failures as one line saying what to do: a busy or forbidden port, PostgreSQL refused, unknown,
 * missing or rejecting us. `explainStartupError` returns undefined for anything else (then the stack helps).
 */
import { ConfigError } from './config';

/** A refusal already worded for the operator (DATA_DIR in use, SERVER_PROCESSES without PostgreSQL…). */
export class StartupError extends Error {}

type Where = { port: number; host: string; databaseUrl: string | undefined };
type ErrorLike = { code?: string; message?: string; errors?: unknown[] };

function codeOf(err: unknown): string | undefined {
  const e = err as ErrorLike | null;
  if (typeof e?.code === 'string') return e.code;
  // Connecting to a name with several addresses (localhost → ::1, 127.0.0.1) fails with an AggregateError.
  return Array.isArray(e?.errors) ? codeOf(e.errors[0]) : undefined;
}

function listenLine(code: string | undefined, { port, host }: Where): string | undefined {
  if (code === 'EADDRINUSE')
    return `Port ${port} on ${host} is already in use (another server?) — stop it, or set PORT to a free port.`;
  if (code === 'EACCES')
    return `Port ${port} needs privileges this user does not have — set PORT to a port above 1023.`;
  if (code === 'EADDRNOTAVAIL')
    return `HOST ${host} is not an address of this machine — set HOST to one of its addresses, or unset it (every interface).`;
  return undefined;
}

function postgresWhere(databaseUrl: string): { server: string; database: string; user: string } {
  const url = new URL(databaseUrl);
  return {
    server: `${url.hostname || 'localhost'}:${url.port || '5432'}`,
    database: decodeURIComponent(url.pathname.slice(1)) || url.username,
    user: decodeURIComponent(url.username),
  };
}

const FIX_URL = 'or fix DATABASE_URL.';

function postgresLine(code: string | undefined, err: unknown, databaseUrl: string): string | undefined {
  const { server, database, user } = postgresWhere(databaseUrl);
  const unreachable = `Cannot reach PostgreSQL at ${server}`;
  switch (code) {
    case 'ECONNREFUSED':
      return `${unreachable} (connection refused) — start PostgreSQL, ${FIX_URL}`;
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return `${unreachable} (no such host) — ${FIX_URL.replace('or f', 'F')}`;
    case '3D000':
      return `PostgreSQL database "${database}" does not exist on ${server} — create it (createdb ${database}), ${FIX_URL}`;
    case '28P01':
    case '28000':
      return `PostgreSQL at ${server} refused user "${user}" (${(err as ErrorLike).message}) — ${FIX_URL.replace('or f', 'F')}`;
  }
  if (/timeout/i.test((err as ErrorLike | null)?.message ?? ''))
    return `${unreachable} (no answer in time) — check the host and firewall, ${FIX_URL}`;
  return undefined;
}

export function explainStartupError(err: unknown, where: Where): string | undefined {
  if (err instanceof StartupError || err instanceof ConfigError) return err.message;
  const code = codeOf(err);
  const listen = listenLine(code, where);
  if (listen) return listen;
  return where.databaseUrl ? postgresLine(code, err, where.databaseUrl) : undefined;
}
