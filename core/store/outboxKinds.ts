/**
 * Every kind of outbox write, one entry each (#13 item 4): what its rows do locally as they change
 * (`effect`, applied by outboxEffects.ts), what the flusher fills in before sending (`billNumber` from the
 * row's bill rule, `files` uploaded first: workers/outbox), and the names of its streams. The sync centre
 * names a kind by its words `sync.kind.<kind>` (an HR form by its catalogue title, found by the row's
 * formKey). Adding a kind is one entry here and its words. Declarative and pure.
 */
import type { OutboxRow } from './types';

/**
 * What a kind's rows change locally: a draft, a punch, a flow's pending mark, a chat message; or only
 * their files, deleted once settled (a comment's images, a new head).
 */
export type KindEffect = 'form' | 'punch' | 'flowAction' | 'chat' | 'files' | 'inSiteReadAll';
/** Where a kind's uploaded files go in its body (or, for a head, in its path). */
export type FileTarget = 'formAttachments' | 'punchPhoto' | 'commentImages' | 'chatMedia' | 'avatar';

export interface OutboxKindDef {
  effect: KindEffect;
  /** Submitted without a bill number (offline), the flusher takes the next one of the row's bill rule. */
  billNumber?: true;
  files?: FileTarget;
  /** Also deliverable on the chat socket, where the server lacks the kind's HTTP path (a JNPF back end). */
  socket?: true;
  /**
   * A request of this kind unanswered this long is timed out and tried again (the default is the spec's
   * minute): a chat message must not sit 发送中 for a minute behind a signal that answers nothing.
   */
  timeoutMs?: number;
}

/** A chat message's send: a few round trips on the slowest signal, far below the spec's minute. */
export const CHAT_SEND_TIMEOUT_MS = 8_000;

const FLOW_ACTION: OutboxKindDef = { effect: 'flowAction' };
const FORM: OutboxKindDef = { effect: 'form', billNumber: true, files: 'formAttachments' };

export const OUTBOX_KINDS = {
  /** Any form of the catalogue: posted to `/api/workflow/Form/{FormKey}`, its formKey on the row. */
  hrForm: FORM,
  /** A leave queued by a version before leave joined the catalogue (still waiting on some phones). */
  leaveApply: FORM,
  punch: { effect: 'punch', files: 'punchPhoto' },
  flowAudit: FLOW_ACTION,
  flowReject: FLOW_ACTION,
  flowTransfer: FLOW_ACTION,
  flowRecall: FLOW_ACTION,
  flowWithdraw: FLOW_ACTION,
  flowCancel: FLOW_ACTION,
  flowPress: FLOW_ACTION,
  flowComment: { effect: 'files', files: 'commentImages' },
  /** A chat message (its image or recording uploaded first), stream `chat:<partner>`. */
  chat: { effect: 'chat', files: 'chatMedia', socket: true, timeoutMs: CHAT_SEND_TIMEOUT_MS },
  /** A change of one's own personal fields (`PUT BaseInfo`), stream `personal:fields`: shown over the copy until delivered. */
  baseInfo: { effect: 'files' },
  /** A new head: the cropped picture uploaded to `userAvatar`, then `PUT Avatar/{its name}`, stream `personal:head`. */
  avatar: { effect: 'files', files: 'avatar' },
  /** 全部已读 of the in-site messages, stream `inSite:read`: shown at once; delivered, the tab's counts are 0 again. */
  messageReadAll: { effect: 'inSiteReadAll' },
  /** In-site messages deleted (`DELETE Record`), a stream `inSite:delete:<ids>` each: gone from the list at once. */
  messageDelete: { effect: 'files' },
  /** HR's decision on a flagged punch, stream `punchReview:<punchId>`: laid over HR's cached list until delivered. */
  punchReview: { effect: 'files' },
} as const satisfies Record<string, OutboxKindDef>;

export type OutboxKind = keyof typeof OUTBOX_KINDS;

/** A row's kind entry; undefined for a kind this version does not know (it is sent as it is). */
export const kindOf = (row: Pick<OutboxRow, 'kind'>): OutboxKindDef | undefined =>
  (OUTBOX_KINDS as Record<string, OutboxKindDef>)[row.kind];

/** The kind of every form's submission. */
export const HR_FORM_KIND: OutboxKind = 'hrForm';
export const FLOW_COMMENT_KIND: OutboxKind = 'flowComment';
export const CHAT_KIND: OutboxKind = 'chat';
export const BASE_INFO_KIND: OutboxKind = 'baseInfo';
export const AVATAR_KIND: OutboxKind = 'avatar';
export const MESSAGE_READ_ALL_KIND: OutboxKind = 'messageReadAll';
export const MESSAGE_DELETE_KIND: OutboxKind = 'messageDelete';
export const PUNCH_REVIEW_KIND: OutboxKind = 'punchReview';
/** HR's decisions on one punch, in order (one at a time: a second waits for the first). */
export const punchReviewStream = (punchId: string): string => `${PUNCH_REVIEW_KIND}:${punchId}`;
/** The punch a decision's stream names, or null for any other stream. */
export const punchIdOfReviewStream = (stream: string): string | null =>
  stream.startsWith(`${PUNCH_REVIEW_KIND}:`) ? stream.slice(PUNCH_REVIEW_KIND.length + 1) : null;
/** The in-site messages' streams start so: `inSite:read` (全部已读) and one per delete. */
export const IN_SITE_STREAM = 'inSite';
/** One's personal changes, each in order: the fields, and the head (neither waits behind the other). */
export const PERSONAL_FIELDS_STREAM = 'personal:fields';
export const PERSONAL_HEAD_STREAM = 'personal:head';

const FORM_STREAM = 'form:';
const FLOW_STREAM = 'flow:';

/** A form's submissions, in order, per draft. */
export const formStream = (draftId: string): string => `${FORM_STREAM}${draftId}`;
/** A task's actions: one at a time, in order, whatever screen queued them. */
export const flowStream = (taskId: string): string => `${FLOW_STREAM}${taskId}`;
/** A task's comments, apart from its actions. */
export const flowCommentStream = (taskId: string): string => `${FLOW_COMMENT_KIND}:${taskId}`;

/** The draft a form row was submitted from, or null for rows of other kinds. */
export const draftIdOf = (row: Pick<OutboxRow, 'stream'>): string | null =>
  row.stream.startsWith(FORM_STREAM) ? row.stream.slice(FORM_STREAM.length) : null;

/** The task a flow action row acts on, or null for rows of other kinds. */
export const flowTaskIdOf = (row: Pick<OutboxRow, 'kind' | 'stream'>): string | null =>
  kindOf(row)?.effect === 'flowAction' && row.stream.startsWith(FLOW_STREAM)
    ? row.stream.slice(FLOW_STREAM.length)
    : null;
