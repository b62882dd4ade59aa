/**
 * The one door to IndexedDB (STYLE: one door per mechanism). One database per server and user,
 * `hr-<hash(serverUrl)>-<userId>`, so a shared ward device never mixes two nurses' drafts or outboxes;
 * a small registry database remembers which exist and keeps only the 3 most recently used (ARCHITECTURE §3).
 * Schema versions are a numbered list; every upgrade is proven by tests/unit/data/db.test.ts.
 * Also here: the one-row database the service worker reads to flush the outbox in the background.
 */
import Dexie, { type Table } from 'dexie';
import type { PunchSite } from '../../contract/punch';
import type {
  AreaRow,
  BackgroundSession,
  ChatMessageRow,
  ConversationRow,
  DictionaryItemRow,
  DictionaryTypeRow,
  DraftRow,
  FileRow,
  FlowDetailRow,
  FlowListRow,
  HrOriginalsRow,
  KvRow,
  OrganizeRowLocal,
  OutboxRow,
  PayslipMonthsRow,
  PayslipRow,
  PositionRow,
  PunchRow,
  SyncStateRow,
  UserRow,
} from './types';

export const KEEP_USER_DBS = 3;
const REGISTRY_DB = 'hr-registry';

/** Each entry is one schema version: the stores it declares (Dexie keeps earlier ones). */
export const SCHEMA: readonly Record<string, string | null>[] = [
  // v1: the first cut of ARCHITECTURE §3.
  {
    dictionaries: 'id, typeId',
    organizations: 'id, parentId',
    departments: 'id, parentId',
    positions: 'id, organizeId',
    users: 'id, organizeId',
    areas: 'id, parentId',
    syncState: 'dataset',
    conversations: 'id, updatedAt',
    chatMessages: 'id, conversationId, [conversationId+sendTime]',
    notices: 'id, createdAt',
    flowLists: 'key',
    flowDetails: 'id',
    drafts: 'id, formKey, updatedAt',
    outbox: 'id, state, stream, createdAt',
    punches: 'id, punchedAt',
    files: 'id',
    kv: 'key',
  },
  // v2: lookups the pickers and the flusher need.
  {
    dictionaries: 'id, typeId, typeCode',
    users: 'id, organizeId, positionId',
    outbox: 'id, state, stream, createdAt, [state+nextAttemptAt]',
  },
  // v3: dictionary headers (enCode, isTree) beside their items.
  {
    dictionaryTypes: 'id, enCode',
  },
  // v4: no index on users.positionId — nothing queries it, and every index slows the 20,000-row sync.
  {
    users: 'id, organizeId',
  },
  // v5: a stream's last row in one lookup, so enqueueWrite can keep createdAt strictly increasing per stream.
  {
    outbox: 'id, state, stream, createdAt, [state+nextAttemptAt], [stream+createdAt]',
  },
  // v6: field punch-cards — a punch found by its outbox row (the flusher writes the server's record back),
  // and the configured sites, synced like the other reference data.
  {
    punches: 'id, punchedAt, outboxId',
    punchSites: 'id',
  },
  // v7 (issue #6): the earlier forms an HR form may follow on, per FormKey, cached for offline drafting;
  // payslips the user has opened (readable offline) and the month lists per year.
  {
    hrOriginals: 'formKey',
    payslips: 'id, month',
    payslipMonths: 'year',
  },
  // v8 (#29): no `notices` table — the in-site messages are kept by src/features/messages/inSiteStore in kv.
  {
    notices: null,
  },
];

export class UserDb extends Dexie {
  dictionaries!: Table<DictionaryItemRow, string>;
  dictionaryTypes!: Table<DictionaryTypeRow, string>;
  organizations!: Table<OrganizeRowLocal, string>;
  departments!: Table<OrganizeRowLocal, string>;
  positions!: Table<PositionRow, string>;
  users!: Table<UserRow, string>;
  areas!: Table<AreaRow, string>;
  syncState!: Table<SyncStateRow, string>;
  conversations!: Table<ConversationRow, string>;
  chatMessages!: Table<ChatMessageRow, string>;
  flowLists!: Table<FlowListRow, string>;
  flowDetails!: Table<FlowDetailRow, string>;
  drafts!: Table<DraftRow, string>;
  outbox!: Table<OutboxRow, string>;
  punches!: Table<PunchRow, string>;
  punchSites!: Table<PunchSite, string>;
  files!: Table<FileRow, string>;
  kv!: Table<KvRow, string>;
  hrOriginals!: Table<HrOriginalsRow, string>;
  payslips!: Table<PayslipRow, string>;
  payslipMonths!: Table<PayslipMonthsRow, number>;
}

/** Opens (and upgrades) a user database declaring versions 1..upTo; tests pass a lower upTo. */
export function createUserDb(name: string, upTo = SCHEMA.length): UserDb {
  const db = new UserDb(name);
  SCHEMA.slice(0, upTo).forEach((stores, i) => db.version(i + 1).stores(stores));
  return db;
}

/** FNV-1a, 32 bit, hex: short, stable and enough to tell servers apart in a name. */
export function hashUrl(url: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < url.length; i++) {
    h ^= url.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h.toString(16).padStart(8, '0');
}

export function userDbName(serverUrl: string, userId: string): string {
  return `hr-${hashUrl(serverUrl.replace(/\/+$/, ''))}-${userId}`;
}

interface RegistryRow {
  name: string;
  lastUsedAt: number;
}

class Registry extends Dexie {
  dbs!: Table<RegistryRow, string>;
  constructor() {
    super(REGISTRY_DB);
    this.version(1).stores({ dbs: 'name, lastUsedAt' });
  }
}

const open = new Map<string, UserDb>();

/** Whether a database still holds writes not yet delivered (queued, sending or failed outbox rows). */
async function hasUnsentWrites(name: string): Promise<boolean> {
  const db = open.get(name) ?? createUserDb(name);
  try {
    return (await db.outbox.where('state').anyOf(['queued', 'sending', 'failed']).count()) > 0;
  } finally {
    if (!open.has(name)) db.close();
  }
}

/** Marks `name` as used now and deletes all but the most recent users' databases (never one with unsent writes). */
async function registerAndPrune(name: string, now: number): Promise<void> {
  const registry = new Registry();
  try {
    await registry.dbs.put({ name, lastUsedAt: now });
    const stale = (await registry.dbs.orderBy('lastUsedAt').reverse().toArray()).slice(KEEP_USER_DBS);
    for (const row of stale) {
      if (await hasUnsentWrites(row.name)) continue;
      open.get(row.name)?.close();
      open.delete(row.name);
      await Dexie.delete(row.name);
      await registry.dbs.delete(row.name);
    }
  } finally {
    registry.close();
  }
}

/**
 * Opens the signed-in user's database, records it as most recently used and deletes all but the
 * KEEP_USER_DBS most recent ones — except a database with writes not yet delivered: nothing the user
 * confirmed is ever lost, so it stays until its owner signs in again and the outbox empties.
 */
export async function openUserDb(serverUrl: string, userId: string, now = Date.now()): Promise<UserDb> {
  const name = userDbName(serverUrl, userId);
  let db = open.get(name);
  if (!db) {
    db = createUserDb(name);
    open.set(name, db);
  }
  // Side by side: the cold start waits for the user's database, not for the registry's bookkeeping (#30 item 5).
  await Promise.all([registerAndPrune(name, now), db.open()]);
  return db;
}

/** The names of the user databases the registry keeps, most recent first. */
export async function listUserDbs(): Promise<string[]> {
  const registry = new Registry();
  try {
    return (await registry.dbs.orderBy('lastUsedAt').reverse().toArray()).map((r) => r.name);
  } finally {
    registry.close();
  }
}

export function closeUserDbs(): void {
  for (const db of open.values()) db.close();
  open.clear();
}

/** Live queries for the UI thread (the sync centre), so that no other module imports Dexie. */
export { liveQuery } from 'dexie';

const BACKGROUND_DB = 'hr-background';
const BACKGROUND_KEY = 'active';

class BackgroundDb extends Dexie {
  session!: Table<BackgroundSession & { key: string }, string>;
  constructor() {
    super(BACKGROUND_DB);
    this.version(1).stores({ session: 'key' });
  }
}

async function withBackgroundDb<T>(fn: (db: BackgroundDb) => Promise<T>): Promise<T> {
  const db = new BackgroundDb();
  try {
    return await fn(db);
  } finally {
    db.close();
  }
}

/** Records the signed-in session so the service worker's `sync` event can flush this user's outbox. */
export function saveBackgroundSession(session: Omit<BackgroundSession, 'savedAt'>, now = Date.now()) {
  return withBackgroundDb(async (db) => {
    await db.session.put({ key: BACKGROUND_KEY, ...session, savedAt: now });
  });
}

/** The session the service worker may flush for, or null when nobody is signed in. */
export function loadBackgroundSession(): Promise<BackgroundSession | null> {
  return withBackgroundDb(async (db) => {
    const row = await db.session.get(BACKGROUND_KEY);
    if (!row) return null;
    const { key: _key, ...session } = row;
    return session;
  });
}

/** Sign-out or session end: the token must not outlive the session on this device. */
export function forgetBackgroundSession(): Promise<void> {
  return withBackgroundDb((db) => db.session.delete(BACKGROUND_KEY));
}
