/**
 * Server configuration read from the environment (ARCHITECTURE.md §6). `loadConfig` is the only reader of
 * process.env; everything else receives a plain `Config` so tests can build one by hand.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';
import webpush from 'web-push';
import { z } from 'zod/mini';
import { hrContactsData, type HrContact } from '../../contract/contacts';
import { loadLimitsConfig, type LimitsConfig } from '../limits/limits-config';
import { loadDingConfig, type DingConfig } from './ding';
import { parsePushHost } from './push-hosts';
import { loadSmsConfig, type SmsConfig } from './sms';

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
  /**
   * Which proxies' X-Forwarded-For to believe (TRUST_PROXY): a hop count, or a list of addresses/CIDRs;
   * false (the default) believes none, so a client cannot choose its own address.
   */
  trustProxy: TrustProxy;
  /** Web Push: the VAPID key pair and contact (VAPID_* env, else generated once into DATA_DIR). */
  vapid: Vapid;
  /**
   * The push services the server will post to (PUSH_HOSTS adds hosts, e.g. a local test service): a
   * subscription naming any other host is refused, so no client can aim the server at an inner address.
   */
  pushHosts: string[];
  /**
   * The exact origins (scheme://host[:port]) a client served elsewhere (the platform's H5 build) may call
   * the API from (CORS_ORIGINS); none by default, and never `*`.
   */
  corsOrigins: string[];
  /**
   * JNPF_STRICT=1: answer only what the platform answers (no ETag/304, no `since` cursors, no Idempotency-Key
   * replay, none of our own endpoints, the platform's socket dialect for every client), to prove that our
   * app runs against a JNPF back end (server/http/strict.ts).
   */
  jnpfStrict: boolean;
  /** Who sends SMS sign-in codes (SMS_PROVIDER…; the local provider in the demo); null = no SMS sign-in. */
  sms: SmsConfig | null;
  /** DingTalk sign-in (DINGTALK_APP_KEY and DINGTALK_APP_SECRET, both set); null = no DingTalk sign-in. */
  ding: DingConfig | null;
  /** 联系我们: the hospital's HR contacts (HR_CONTACTS, JSON; the demo hospital's when unset with DEMO). */
  hrContacts: HrContact[];
  /** What one person may spend: uploads, chat messages, urges (UPLOAD_*, CHAT_*, URGE_*; limits/). */
  limits: LimitsConfig;
};

export type Vapid = { publicKey: string; privateKey: string; subject: string };

/** The browsers' push services (Chrome/Edge via FCM, Firefox, Safari, Windows). */
export const PUSH_SERVICE_HOSTS = [
  'fcm.googleapis.com',
  'updates.push.services.mozilla.com',
  'web.push.apple.com',
  '*.push.apple.com',
  '*.notify.windows.com',
];

type Env = Record<string, string | undefined>;
export type TrustProxy = false | number | string[];

/** TRUST_PROXY: unset or empty → none; digits → that many hops; else a comma-separated address list. */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = value?.trim() ?? '';
  if (!text || text === '0' || text === 'false') return false;
  if (/^\d+$/.test(text)) return Number(text);
  return list(text);
}

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

const vapidFile = z.object({
  publicKey: z.string().check(z.minLength(80)),
  privateKey: z.string().check(z.minLength(40)),
});

/** DATA_DIR/vapid.json as written on first start; anything else stops the start saying what to do. */
function storedVapid(file: string): Omit<Vapid, 'subject'> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    parsed = null;
  }
  const keys = vapidFile.safeParse(parsed);
  if (keys.success) return keys.data;
  throw new ConfigError(
    `${file} is not a VAPID key pair — delete it to make a new pair (phones subscribe again when next opened), ` +
      'or set VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY.',
  );
}

/** A PUSH_HOSTS entry, checked now so that a malformed one stops the start (push-hosts.ts; push/routes.ts checks subscriptions with it). */
function checkedPushHost(entry: string): string {
  parsePushHost(entry);
  return entry;
}

/** VAPID keys from the environment, else DATA_DIR/vapid.json, created on first start (never rotated). */
export function persistedVapid(env: Env, dataDir: string): Vapid {
  const subject = env.VAPID_SUBJECT || 'mailto:hr-admin@example.org';
  if (env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY)
    return { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY, subject };
  const file = join(dataDir, 'vapid.json');
  if (existsSync(file)) return { ...storedVapid(file), subject };
  mkdirSync(dataDir, { recursive: true });
  const keys = webpush.generateVAPIDKeys();
  writeFileSync(file, JSON.stringify(keys), { mode: 0o600 });
  return { ...keys, subject };
}

const list = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);

export function parseCorsOrigins(value: string | undefined): string[] {
  return list(value).map((given) => {
    let origin = '';
    try {
      origin = new URL(given).origin;
    } catch {
      // not a URL: refused below
    }
    if (origin === 'null' || origin !== given.replace(/\/$/, ''))
      throw new Error(
        `CORS_ORIGINS: "${given}" is not an origin such as https://h5.example.org (and * is not allowed)`,
      );
    return origin;
  });
}

/**
 * The configuration, or a ConfigError whose message is the one line to act on: every setting that cannot be
 * used (a malformed list, an unknown provider, a DATA_DIR that is a file, a corrupt key file) stops the
 * start in words, never with a stack trace.
 */
export function loadConfig(env: Env = process.env): Config {
  const dataDir = resolve(env.DATA_DIR || './data');
  try {
    return readConfig(env, dataDir);
  } catch (err) {
    throw configErrorOf(err, dataDir);
  }
}

const FILE_PROBLEM: Readonly<Record<string, string>> = {
  ENOTDIR: 'is not a folder (a file is in the way)',
  EEXIST: 'is not a folder (a file is in the way)',
  EACCES: 'cannot be written by this user',
  EPERM: 'cannot be written by this user',
  EROFS: 'is on a read-only disk',
};

function configErrorOf(err: unknown, dataDir: string): ConfigError {
  if (err instanceof ConfigError) return err;
  const problem = FILE_PROBLEM[(err as { code?: string } | null)?.code ?? ''];
  if (problem)
    return new ConfigError(`DATA_DIR ${dataDir} ${problem} — set DATA_DIR to a folder this user can write.`);
  return new ConfigError(err instanceof Error ? err.message : String(err));
}

function readConfig(env: Env, dataDir: string): Config {
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
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    vapid: persistedVapid(env, dataDir),
    pushHosts: [...PUSH_SERVICE_HOSTS, ...list(env.PUSH_HOSTS).map(checkedPushHost)],
    corsOrigins: parseCorsOrigins(env.CORS_ORIGINS),
    jnpfStrict: env.JNPF_STRICT === '1',
    sms: loadSmsConfig(env, dataDir, env.DEMO !== '0'),
    ding: loadDingConfig(env),
    hrContacts: parseHrContacts(env.HR_CONTACTS, env.DEMO !== '0'),
    limits: loadLimitsConfig(env),
  };
}

/** The demo hospital's HR desk and its after-hours line. */
const DEMO_CONTACTS: HrContact[] = [
  { name: '人事科', phone: '0571-87000001', hours: '工作日 8:00–17:00' },
  { name: '人事科（值班）', phone: '0571-87000002', hours: '节假日 9:00–12:00' },
];

/** HR_CONTACTS: a JSON list of `{ name, phone, hours? }`; a wrong one stops the server naming what is wrong. */
export function parseHrContacts(value: string | undefined, demo: boolean): HrContact[] {
  if (!value) return demo ? DEMO_CONTACTS : [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    throw new Error(
      'HR_CONTACTS: not JSON; expected [{"name":"人事科","phone":"0571-87000001","hours":"工作日 8:00–17:00"}]',
    );
  }
  const result = z.safeParse(hrContactsData.shape.list, parsed);
  if (!result.success) throw new Error(`HR_CONTACTS: ${z.prettifyError(result.error)}`);
  return result.data;
}

/** How this process runs (not what the app does): cluster size and database pool, read from the env. */
export type ProcessConfig = {
  /** SERVER_PROCESSES: processes serving the one port (Node cluster); 'auto' = one per core. */
  serverProcesses: number;
  /** PG_POOL_MAX: PostgreSQL connections per process. */
  pgPoolMax: number;
};

/** A setting that cannot be used as given; main.ts prints its message as the one line to act on. */
export class ConfigError extends Error {}

function processCount(value: string | undefined, cores: number): number {
  const text = value?.trim() ?? '';
  if (!text) return 1;
  if (text === 'auto') return cores;
  if (/^[1-9]\d*$/.test(text)) return Number(text);
  throw new ConfigError(`SERVER_PROCESSES must be a whole number ≥ 1 or 'auto' (got '${text}')`);
}

export function loadProcessConfig(env: Env = process.env, cores = availableParallelism()): ProcessConfig {
  const serverProcesses = processCount(env.SERVER_PROCESSES, cores);
  if (serverProcesses > 1 && !env.DATABASE_URL)
    throw new ConfigError(
      `SERVER_PROCESSES=${serverProcesses} needs PostgreSQL (DATABASE_URL): the embedded database can be ` +
        'opened by one process only — set DATABASE_URL, or SERVER_PROCESSES=1.',
    );
  return { serverProcesses, pgPoolMax: int(env.PG_POOL_MAX, 10) };
}
