/**
 * Server configuration read from the environment (ARCHITECTURE.md §6). `loadConfig` is the only reader of
 * process.env; everything else receives a plain `Config` so tests can build one by hand.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

export type Config = {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  jwtSecret: string;
  dataDir: string;
  demo: boolean;
  demoSize: number;
  /** Token lifetime in seconds. */
  tokenTtl: number;
  staticDir: string;
  /** When on, a new app sign-in replaces (code 601) the same account's older app sessions. */
  singleSession: boolean;
  /** Sign-in attempts allowed per client address per minute (LOGIN_RATE_LIMIT; the bench raises it). */
  loginRatePerMinute: number;
};

type Env = Record<string, string | undefined>;

function int(value: string | undefined, fallback: number): number {
  const n = Number.parseInt(value ?? '', 10);
  return Number.isFinite(n) && n > 0 ? n : fallback;
}

/** Reads DATA_DIR/jwt-secret, creating it on first start so tokens survive restarts. */
export function persistedSecret(dataDir: string): string {
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export function loadConfig(env: Env = process.env): Config {
  const dataDir = resolve(env.DATA_DIR || './data');
  return {
    port: int(env.PORT, 6800),
    host: env.HOST || '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    redisUrl: env.REDIS_URL || undefined,
    jwtSecret: env.JWT_SECRET || persistedSecret(dataDir),
    dataDir,
    demo: env.DEMO !== '0',
    demoSize: int(env.DEMO_SIZE, 300),
    tokenTtl: int(env.TOKEN_TTL, 12 * 3600),
    staticDir: resolve(env.STATIC_DIR || './dist'),
    singleSession: env.SINGLE_SESSION === '1',
    loginRatePerMinute: int(env.LOGIN_RATE_LIMIT, 60),
  };
}
