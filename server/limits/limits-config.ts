/**
 * What one person may spend (issue #28), read from the environment by loadConfig: uploads a minute and bytes
 * a day, the free disk below which no upload is taken, chat messages (a burst and a steady rate), and urges
 * (once per task per interval, and a cap an hour). A value that is not a whole number ≥ 1 stops the server
 * naming the setting.
 */

type Env = Record<string, string | undefined>;

export type LimitsConfig = {
  /** UPLOAD_RATE_LIMIT: uploads one person may make a minute. */
  uploadsPerMinute: number;
  /** UPLOAD_DAILY_MB: bytes one person may upload a (hospital) day. */
  uploadDailyBytes: number;
  /** UPLOAD_DISK_FLOOR_MB: free bytes under DATA_DIR an upload may not go below. */
  uploadDiskFloorBytes: number;
  /** CHAT_BURST: chat messages one person may send within 10 seconds… */
  chatBurst: number;
  /** CHAT_RATE_LIMIT: …and within a minute. */
  chatPerMinute: number;
  /** URGE_INTERVAL_MIN: one person urges one task at most once in this many seconds. */
  urgeIntervalSec: number;
  /** URGE_HOURLY_LIMIT: urges one person may send an hour, all tasks together. */
  urgesPerHour: number;
};

const MB = 1024 * 1024;

export const DEFAULT_LIMITS: LimitsConfig = {
  uploadsPerMinute: 20,
  uploadDailyBytes: 200 * MB,
  uploadDiskFloorBytes: 512 * MB,
  chatBurst: 10,
  chatPerMinute: 30,
  urgeIntervalSec: 10 * 60,
  urgesPerHour: 20,
};

/** A whole number ≥ 1, or the default when unset. */
function count(env: Env, name: string, fallback: number): number {
  const text = env[name]?.trim() ?? '';
  if (!text) return fallback;
  if (!/^[1-9]\d{0,8}$/.test(text))
    throw new Error(`${name} must be a whole number ≥ 1 (got '${text}'; see README, configuration)`);
  return Number(text);
}

export function loadLimitsConfig(env: Env): LimitsConfig {
  const d = DEFAULT_LIMITS;
  return {
    uploadsPerMinute: count(env, 'UPLOAD_RATE_LIMIT', d.uploadsPerMinute),
    uploadDailyBytes: count(env, 'UPLOAD_DAILY_MB', d.uploadDailyBytes / MB) * MB,
    uploadDiskFloorBytes: count(env, 'UPLOAD_DISK_FLOOR_MB', d.uploadDiskFloorBytes / MB) * MB,
    chatBurst: count(env, 'CHAT_BURST', d.chatBurst),
    chatPerMinute: count(env, 'CHAT_RATE_LIMIT', d.chatPerMinute),
    urgeIntervalSec: count(env, 'URGE_INTERVAL_MIN', d.urgeIntervalSec / 60) * 60,
    urgesPerHour: count(env, 'URGE_HOURLY_LIMIT', d.urgesPerHour),
  };
}
