/**
 * Row shapes of the per-user Dexie database (ARCHITECTURE §3). Reference-data rows are stored as the
 * server sends them plus the fields the indexes need; the outbox row is exactly ARCHITECTURE §4's.
 */
import type {
  Area,
  DirectoryUser,
  FlowBeforeData,
  LeaveContextData,
  OrganizeRow,
  Payslip,
  PayslipMonth,
  PunchRecord,
} from '../../contract';
import type { HrOriginal } from '../../contract/hrForm';

/** One dataset's freshness: its version (ETag or cursor) and when it was last fetched. */
export interface SyncStateRow {
  dataset: string;
  /** The ETag of the last full or delta answer, sent back as If-None-Match. */
  version: string | null;
  /** The change cursor of a cursor dataset (the directory), sent back as `since`. */
  cursor?: string | null;
  /** When the server last confirmed the data (a 304 counts). */
  fetchedAt: number;
  /** When the local rows last changed. */
  changedAt?: number;
  /** How many rows the dataset's tables hold after that change. */
  rows?: number;
}

/** Small values keyed by name (server clock offset, last tab, settings). */
export interface KvRow {
  key: string;
  value: unknown;
}

/** Reference rows as synced from the server (issue #3): the contract's shapes, stored flat. */
export type UserRow = DirectoryUser;
export type OrganizeRowLocal = OrganizeRow;
export interface PositionRow {
  id: string;
  /** The organisation the position belongs to (its parent in the selector tree), null when none. */
  organizeId: string | null;
  fullName: string;
  enCode: string;
  sortCode: number;
  /** The name's pinyin initials (护士 → hs); absent on rows stored before posts carried them. */
  initials?: string;
}
/** A dictionary item, flattened, with its dictionary's id and enCode for lookups. */
export interface DictionaryItemRow {
  id: string;
  typeId: string;
  typeCode: string;
  parentId: string | null;
  enCode: string;
  fullName: string;
  sortCode: number;
}
export interface DictionaryTypeRow {
  id: string;
  enCode: string;
  fullName: string;
  isTree: boolean;
}
export type AreaRow = Area;

/** A cached first page of a workflow list (issue #5): the server's rows, its total and when it was fetched. */
export interface FlowListRow {
  /** The list: `todo`, `done`, `copy` or `launch`. */
  key: string;
  rows: unknown[];
  fetchedAt: number;
  /** The list's total on the server (pagination.total). */
  total?: number;
}

export type OutboxState = 'queued' | 'sending' | 'done' | 'failed';

export interface OutboxRow {
  /** uuid v4; also the Idempotency-Key. */
  id: string;
  userId: string;
  /** Its entry in OUTBOX_KINDS (core/store/outboxKinds.ts). */
  kind: string;
  /** A form's platform FormKey (`LeaveApply`, `DimissionApply`); absent for other kinds and older rows. */
  formKey?: string;
  /** A form's bill rule, for a number taken at send time; absent for other kinds and older rows. */
  billRule?: string;
  /** True once a refused bill number was dropped for a new one (workers/outbox/renumber.ts): only once. */
  renumbered?: boolean;
  /** FIFO stream (a conversation, a form instance); streams never block each other. */
  stream: string;
  method: 'POST' | 'PUT' | 'DELETE';
  url: string;
  body: unknown;
  fileIds: string[];
  /** Device ms; strictly increasing within a stream (enqueueWrite sees to it), so it orders the stream. */
  createdAt: number;
  serverOffsetMs: number;
  attempts: number;
  /**
   * When the flusher next acts on the row (indexed with `state`): queued → when it is due; sending → when
   * the sender's lease runs out (a crashed flusher's row is taken over then); done → when it is pruned.
   */
  nextAttemptAt: number;
  /**
   * Queued after an answer with Retry-After: the server asked us not to come back before this time (ms);
   * 0 or absent when the wait is only our own backoff. A network return does not cut it short.
   */
  notBefore?: number;
  state: OutboxState;
  lastError: string | null;
  /** When the server confirmed it (done rows). */
  doneAt?: number;
  /** The `data` of the server's success answer (the stored ids), for the feature that wrote the row. */
  result?: unknown;
}

/** Why the outbox of this user is paused (a body code 600–602), kept in `kv` under OUTBOX_PAUSE_KEY. */
export interface OutboxPause {
  code: number;
  msg: string;
  at: number;
  /** A short hash of the token that was refused: the same token is still dead, a new one resumes. */
  tokenTag: string;
}

/** What the service worker needs to flush in the background: kept while signed in, removed on sign-out. */
export interface BackgroundSession {
  serverUrl: string;
  userId: string;
  /** As returned by login, already prefixed `Bearer `. */
  token: string;
  savedAt: number;
}

export interface DraftRow {
  id: string;
  formKey: string;
  title: string;
  data: Record<string, unknown>;
  state: 'editing' | 'pending' | 'failed';
  updatedAt: number;
  /**
   * The stored application this draft changes (#30 item 7): one the approver sent back or the applicant
   * withdrew, submitted again as an edit of that form, so its own task runs again.
   */
  resubmits?: Resubmission;
}

/** A sent-back application's form and task, for a draft that submits it again. */
export interface Resubmission {
  formId: string;
  taskId: string;
}

/** A Blob waiting for upload (attachments, punch photos). */
export interface FileRow {
  id: string;
  name: string;
  type: string;
  blob: Blob;
  uploadedUrl: string | null;
  createdAt: number;
}

/**
 * A field punch as this device took it (issue #4): listed at once, offline or not; `outboxId` is the row
 * that uploads it, and `record` the server's answer once delivered (its server time, delay and flags).
 */
export interface PunchRow {
  id: string;
  userId: string;
  /** Device ms when 打卡 was pressed. */
  punchedAt: number;
  /** server − device (ms) known then, null when never learned. */
  serverOffsetMs: number | null;
  latitude: number;
  longitude: number;
  accuracy: number;
  /** The nearest configured site as the device computed it (null without sites). */
  siteId: string | null;
  siteName: string | null;
  distanceM: number | null;
  inside: boolean;
  remark: string;
  /** The photo Blob in `files`, null without a photo. */
  photoFileId: string | null;
  outboxId: string;
  /** Set by the flusher when the server stored the punch. */
  record?: PunchRecord;
}

/**
 * One opened flow (issue #5), kept so it opens offline: the server's detail as last fetched, plus what this
 * device has done to it since — the action queued and not yet delivered (the outbox row's kind), whether
 * the server has moved on (refetch at the next open), and the server's message when it refused an action.
 */
export interface FlowDetailRow {
  /** The task id. */
  id: string;
  data: FlowBeforeData;
  fetchedAt: number;
  /** The operator id the detail was asked for (`taskOperatorId`), when there was one. */
  taskOperatorId?: string | null;
  /** How many comments the flow had when fetched; null when unknown. */
  commentCount?: number | null;
  /** Kind of the latest action on this task still waiting in the outbox (`flowAudit` …), or null. */
  pendingAction?: string | null;
  /** An action was delivered (or refused) since `data` was fetched: refetch at the next open. */
  stale?: boolean;
  /** Why the server refused the last action (the row's lastError), shown over the detail; null when none. */
  rejection?: string | null;
  /** Beside a leave: who else in the unit is off those days (our own read); absent or null when unknown. */
  leaveContext?: LeaveContextData | null;
}

/** The applicant's earlier forms an HR form may follow on (`GET …/{FormKey}/Originals`), per follower FormKey. */
export interface HrOriginalsRow {
  formKey: string;
  list: HrOriginal[];
  fetchedAt: number;
}

/** A payslip the user opened, kept so it stays readable offline. */
export type PayslipRow = Payslip & { fetchedAt: number };

/** One year's list of the user's payslip months. */
export interface PayslipMonthsRow {
  year: number;
  years: number[];
  list: PayslipMonth[];
  fetchedAt: number;
}

/**
 * One conversation of the Messages tab (issue #15): the server's imreply item (`id` is the partner's user
 * id), kept so the tab reads offline; `updatedAt` (its latest message's time) orders the list.
 */
export interface ConversationRow {
  id: string;
  realName: string;
  account: string;
  headIcon: string;
  latestMessage: string;
  latestDate: number;
  messageType: 'text' | 'image' | 'voice';
  unreadMessage: number;
  updatedAt: number;
}

/** An own message: being sent (queued in the outbox), stored by the server, read by the partner, refused. */
export type ChatMessageState = 'sending' | 'sent' | 'read' | 'failed';

/**
 * One chat message as this device knows it. `id` is `<sender>:<clientMessageId>` when the sender gave one
 * (an own message is known before the server has it), else the server's id; `conversationId` the partner.
 */
export interface ChatMessageRow {
  id: string;
  conversationId: string;
  serverId: string | null;
  sendUserId: string;
  receiveUserId: string;
  /** Server ms once stored; device ms (plus the known offset) while an own message is on its way. */
  sendTime: number;
  contentType: 'text' | 'image' | 'voice';
  /** Text; an image's download path; a voice message's JSON `{ path, length }`. Empty until uploaded. */
  content: string;
  state: ChatMessageState;
  /** An own message not yet delivered: its outbox row, and the Blob in `files` it shows meanwhile. */
  outboxId?: string;
  fileId?: string;
  /** A voice message's length in seconds. */
  voiceLength?: number;
  /** Why the server refused it (state `failed`). */
  error?: string;
}
