/**
 * Runs the real server (`node --import tsx server/main.ts`) as a child process for start-up and cluster
 * tests: its own env only (nothing inherited that picks a database or Redis), output kept, waits bounded.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export type ServerProcess = {
  child: ChildProcess;
  /** Everything written to stdout and stderr so far. */
  output(): string;
  /** Resolves with the first match of `pattern` in the output; rejects after `ms` or if the process ends. */
  waitFor(pattern: RegExp, ms: number): Promise<RegExpMatchArray>;
  /** Resolves with the exit code once the process has ended (rejects after `ms`). */
  exit(ms: number): Promise<number | null>;
  kill(signal?: NodeJS.Signals): void;
};

export function tempDir(prefix: string): string {
  return mkdtempSync(join(tmpdir(), `hr-${prefix}-`));
}

const KEEP = ['PATH', 'HOME', 'TMPDIR', 'LANG', 'NODE_OPTIONS'];

function baseEnv(): Record<string, string> {
  const env: Record<string, string> = {};
  for (const key of KEEP) if (process.env[key]) env[key] = process.env[key]!;
  return env;
}

export function startServer(env: Record<string, string>): ServerProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...baseEnv(), DEMO_SIZE: '20', STATIC_DIR: tmpdir(), HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  let exitCode: number | null | undefined;
  const listeners = new Set<() => void>();
  const changed = () => listeners.forEach((listener) => listener());
  child.stdout?.on('data', (chunk: Buffer) => ((text += chunk.toString()), changed()));
  child.stderr?.on('data', (chunk: Buffer) => ((text += chunk.toString()), changed()));
  // 'close', not 'exit': by then every line the process wrote has been read.
  child.on('close', (code) => ((exitCode = code), changed()));

  function until<T>(check: () => T | undefined, ms: number, what: string): Promise<T> {
    return new Promise((resolve, reject) => {
      const done = (fn: () => void) => (listeners.delete(listener), clearTimeout(timer), fn());
      const listener = () => {
        const value = check();
        if (value !== undefined) done(() => resolve(value));
        else if (exitCode !== undefined && what !== 'exit')
          done(() => reject(new Error(`ended before ${what}:\n${text}`)));
      };
      const timer = setTimeout(() => done(() => reject(new Error(`no ${what} in ${ms} ms:\n${text}`))), ms);
      listeners.add(listener);
      listener();
    });
  }

  return {
    child,
    output: () => text,
    waitFor: (pattern, ms) => until(() => text.match(pattern) ?? undefined, ms, String(pattern)),
    exit: (ms) => until(() => exitCode, ms, 'exit'),
    kill: (signal = 'SIGTERM') => void (exitCode === undefined && child.kill(signal)),
  };
}
