/**
 * What route modules receive from buildApp: configuration, database, services and the auth guard. It imports
 * no module: the services modules lend each other are declared in ports.ts and workflow/form-source.ts.
 */
import type { LoginLimiter } from './auth/login-limiter';
import type { SessionService } from './auth/session-service';
import type { Config } from './config';
import type { Db } from './db/client';
import type { createGuard } from './http/guard';
import type { FileContents, PushSending } from './ports';
import type { FormSources } from './workflow/form-source';
import type { Fanout } from './realtime/fanout';
import type { UserRates } from './limits/rate';
import type { Hub } from './realtime/hub';
import type { SocketLimits } from './realtime/limits';

export type AppContext = {
  config: Config;
  db: Db;
  /** Current time in ms; injectable so tests can expire tokens. */
  clock: () => number;
  /** Waits before answering slowed sign-ins; injectable so tests need not wait. */
  sleep: (ms: number) => Promise<void>;
  sessions: SessionService;
  limiter: LoginLimiter;
  hub: Hub;
  /** Realtime events to every instance (ended sessions, message pushes). */
  fanout: Fanout;
  guard: ReturnType<typeof createGuard>;
  /** Where uploads' bytes are kept (the database row, or files beside the embedded database). */
  fileContents: FileContents;
  /** What one chat socket may cost (grace to authenticate, frame rate, sockets per user). */
  socketLimits: SocketLimits;
  /** Every flow's form, by flow key: how the workflow shell reads and writes a task's form. */
  forms: FormSources;
  /** Web Push to users without an open socket. */
  push: PushSending;
  /** Per-person rates of uploads, chat messages and urges (limits/rate.ts). */
  rates: UserRates;
};
