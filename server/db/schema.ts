/**
 * Drizzle table definitions mirroring migrations/*.sql (the SQL files are the source of truth for DDL;
 * this file gives typed queries). Keep both in step when adding a migration.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  customType,
  date,
  doublePrecision,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  OPERATOR_STATE,
  PUNCH_FLAGS,
  PUNCH_REVIEW_STATES,
  UPLOAD_TYPES,
  WAY_IN_KINDS,
  type Attachment,
} from '../../contract';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const updatedAt = () => ts('updated_at').notNull().defaultNow();
/** Set by the database's triggers from row_version_seq (migration 002); never written by the app. */
const rowVersion = () => bigint('row_version', { mode: 'number' }).notNull().default(0);
/** A calendar day, 'YYYY-MM-DD'. */
const day = (name: string) => date(name, { mode: 'string' });
/** Unix milliseconds kept as a number (safe integers only). */
const ms = (name: string) => bigint(name, { mode: 'number' });
/**
 * Raw bytes. Written as base64 text the database decodes: PGlite converts a binary parameter byte by byte
 * (10 MB: 2.7 s against 0.5 s). Read as a Buffer (node-postgres) or a Uint8Array (PGlite); for large values
 * select `encode(column, 'base64')` instead, as FileRepository does.
 */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (value) => sql`decode(${value.toString('base64')}, 'base64')`,
  fromDriver: (value) => Buffer.from(value.buffer, value.byteOffset, value.byteLength),
});

export const organizes = pgTable('organizes', {
  id: text('id').primaryKey(),
  parentId: text('parent_id'),
  category: text('category', { enum: ['company', 'department', 'ward'] }).notNull(),
  enCode: text('en_code').notNull(),
  fullName: text('full_name').notNull(),
  managerId: text('manager_id'),
  sortCode: integer('sort_code').notNull().default(0),
  rowVersion: rowVersion(),
  updatedAt: updatedAt(),
});

export const positions = pgTable('positions', {
  id: text('id').primaryKey(),
  enCode: text('en_code').notNull(),
  fullName: text('full_name').notNull(),
  sortCode: integer('sort_code').notNull().default(0),
  rowVersion: rowVersion(),
  updatedAt: updatedAt(),
});

export const roles = pgTable('roles', {
  id: text('id').primaryKey(),
  enCode: text('en_code').notNull(),
  fullName: text('full_name').notNull(),
  updatedAt: updatedAt(),
});

export const PERMISSION_KINDS = ['column', 'button', 'form', 'resource'] as const;

export const rolePermissions = pgTable('role_permissions', {
  id: text('id').primaryKey(),
  roleId: text('role_id').notNull(),
  modelId: text('model_id').notNull(),
  moduleName: text('module_name').notNull(),
  kind: text('kind', { enum: PERMISSION_KINDS }).notNull(),
  enCode: text('en_code').notNull(),
  fullName: text('full_name').notNull(),
});

export const users = pgTable('users', {
  id: text('id').primaryKey(),
  account: text('account').notNull(),
  realName: text('real_name').notNull(),
  gender: smallint('gender').notNull().default(1),
  mobile: text('mobile'),
  email: text('email'),
  headIcon: text('head_icon').notNull().default(''),
  organizeId: text('organize_id').notNull(),
  positionId: text('position_id'),
  managerId: text('manager_id'),
  isAdministrator: boolean('is_administrator').notNull().default(false),
  enabled: boolean('enabled').notNull().default(true),
  passwordSalt: text('password_salt').notNull(),
  passwordHash: text('password_hash').notNull(),
  lastLoginAt: ts('last_login_at'),
  prevLoginAt: ts('prev_login_at'),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: updatedAt(),
  /** Lowercase pinyin of realName without spaces, and its initials (name-index.ts computes both). */
  pinyin: text('pinyin').notNull().default(''),
  initials: text('initials').notNull().default(''),
  sortCode: integer('sort_code').notNull().default(0),
  /** Professional title (职称) and its level (正高 / 副高 / 中级 / 初级). */
  titleName: text('title_name'),
  titleLevel: text('title_level'),
  entryDate: day('entry_date'),
  rowVersion: rowVersion(),
  /** The personal centre's own fields (migration 016): the person may change these. */
  landline: text('landline'),
  telePhone: text('tele_phone'),
  postalAddress: text('postal_address'),
  urgentContacts: text('urgent_contacts'),
  urgentTelePhone: text('urgent_tele_phone'),
  signature: text('signature'),
  /** …and HR's: native place, nation and education (dictionary item ids), birthday. */
  nativePlace: text('native_place'),
  nation: text('nation'),
  education: text('education'),
  birthday: day('birthday'),
});

/** Further units and posts a person holds (their main one is users.organizeId / positionId). */
export const userMemberships = pgTable(
  'user_memberships',
  {
    userId: text('user_id').notNull(),
    organizeId: text('organize_id').notNull(),
    positionId: text('position_id'),
  },
  (t) => [primaryKey({ columns: [t.userId, t.organizeId] })],
);

/** Passwords a person used before (a new one may not be one of the last five). */
export const passwordHistory = pgTable('password_history', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  userId: text('user_id').notNull(),
  passwordSalt: text('password_salt').notNull(),
  passwordHash: text('password_hash').notNull(),
  retiredAt: ts('retired_at').notNull().defaultNow(),
});

/** SMS codes asked for (migration 017): the sending limits count them; a code is used once. */
export const smsCodes = pgTable('sms_codes', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  mobile: text('mobile').notNull(),
  address: text('address').notNull(),
  /**
   * `login`: signs its number's account in; `mobile`: makes its number the asking user's (`user_id`);
   * `cancel` (migration 021): confirms `user_id`'s request to close their account, sent to their own mobile;
   * `reauth` (migration 023): proves a change of a way in of `user_id`, an account without a password.
   */
  purpose: text('purpose').$type<'login' | 'mobile' | 'cancel' | 'reauth'>().notNull(),
  userId: text('user_id'),
  /** Migration 023: who asked (`d:` device, `a:` address, `u:` account) and whether it is the number's owner. */
  requester: text('requester').notNull().default(''),
  known: boolean('known').notNull().default(false),
  codeHash: text('code_hash').notNull(),
  createdAt: ts('created_at').notNull(),
  expiresAt: ts('expires_at').notNull(),
  tries: integer('tries').notNull().default(0),
  usedAt: ts('used_at'),
});

/** DingTalk sign-in (migration 020): the DingTalk user id that signs in as an account; each one once. */
export const dingBindings = pgTable('ding_bindings', {
  userId: text('user_id').primaryKey(),
  dingUserId: text('ding_user_id').notNull().unique(),
  createdAt: ts('created_at').notNull(),
});

/**
 * Migration 023: the latest change of each way into an account (password, mobile, DingTalk binding): when,
 * from which session, device, address and browser; a mobile change keeps the number it replaced.
 */
export const waysIn = pgTable(
  'ways_in',
  {
    userId: text('user_id').notNull(),
    kind: text('kind', { enum: WAY_IN_KINDS }).notNull(),
    changedAt: ts('changed_at').notNull(),
    sessionJti: text('session_jti'),
    deviceId: text('device_id'),
    address: text('address').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
    previousMobile: text('previous_mobile'),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind] })],
);

/**
 * Migration 021: 注销账号 — a person's requests to close their account, each reviewed by HR in its flow task;
 * `status` is the task's (FLOW_STATUS), at most one in approval per person.
 */
export const accountCancellations = pgTable('account_cancellations', {
  id: text('id').primaryKey(),
  userId: text('user_id').notNull(),
  reason: text('reason').notNull(),
  taskId: text('task_id').notNull(),
  status: smallint('status').notNull(),
  createdAt: ts('created_at').notNull(),
  updatedAt: ts('updated_at').notNull(),
});

/** Users deleted outright; disabled users stay in `users` (see migration 002). */
export const userTombstones = pgTable('user_tombstones', {
  userId: text('user_id').primaryKey(),
  rowVersion: bigint('row_version', { mode: 'number' }).notNull(),
});

export const userEducation = pgTable('user_education', {
  id: text('id').primaryKey(),
  userId: text('user_id').notNull(),
  school: text('school').notNull(),
  major: text('major').notNull(),
  education: text('education').notNull(),
  degree: text('degree').notNull(),
  startDate: day('start_date').notNull(),
  endDate: day('end_date'),
  sortCode: integer('sort_code').notNull().default(0),
});

export const userRoles = pgTable(
  'user_roles',
  { userId: text('user_id').notNull(), roleId: text('role_id').notNull() },
  (t) => [primaryKey({ columns: [t.userId, t.roleId] })],
);

export const REVOKE_REASONS = ['logout', 'replaced', 'disabled', 'password'] as const;
export type RevokeReason = (typeof REVOKE_REASONS)[number];

export const sessions = pgTable('sessions', {
  jti: text('jti').primaryKey(),
  userId: text('user_id').notNull(),
  clientKind: text('client_kind').notNull(),
  issuedAt: ts('issued_at').notNull(),
  expiresAt: ts('expires_at').notNull(),
  revokedAt: ts('revoked_at'),
  revokeReason: text('revoke_reason', { enum: REVOKE_REASONS }),
  address: text('address'),
  userAgent: text('user_agent'),
  lastSeenAt: ts('last_seen_at'),
  /** Migration 023: the sign-in device cookie's id (null: a client without cookies, or older). */
  deviceId: text('device_id'),
});

export const dictionaryTypes = pgTable('dictionary_types', {
  id: text('id').primaryKey(),
  enCode: text('en_code').notNull(),
  fullName: text('full_name').notNull(),
  isTree: boolean('is_tree').notNull().default(false),
  sortCode: integer('sort_code').notNull().default(0),
  rowVersion: rowVersion(),
  updatedAt: updatedAt(),
});

export const dictionaryItems = pgTable('dictionary_items', {
  id: text('id').primaryKey(),
  typeId: text('type_id').notNull(),
  parentId: text('parent_id'),
  enCode: text('en_code').notNull(),
  fullName: text('full_name').notNull(),
  sortCode: integer('sort_code').notNull().default(0),
  rowVersion: rowVersion(),
  updatedAt: updatedAt(),
});

/** Level 1 province, 2 city (or a municipality's district), 3 district; id is the GB/T 2260 code. */
export const areas = pgTable('areas', {
  id: text('id').primaryKey(),
  parentId: text('parent_id'),
  fullName: text('full_name').notNull(),
  level: smallint('level').notNull(),
  sortCode: integer('sort_code').notNull().default(0),
  rowVersion: rowVersion(),
  updatedAt: updatedAt(),
});

export const billRules = pgTable('bill_rules', {
  id: text('id').primaryKey(),
  enCode: text('en_code').notNull(),
  fullName: text('full_name').notNull(),
  prefix: text('prefix').notNull(),
  /** Tokens YYYY, MM, DD; '' for a counter that never restarts. */
  dateFormat: text('date_format').notNull().default('YYYYMMDD'),
  digits: smallint('digits').notNull().default(4),
  /** The formatted date the counter belongs to; a new period restarts it at 1. */
  period: text('period').notNull().default(''),
  currentNumber: integer('current_number').notNull().default(0),
  updatedAt: updatedAt(),
});

/** Migration 025: every bill number handed out, and to whom (a form may carry only its applicant's). */
export const issuedBillNumbers = pgTable('issued_bill_numbers', {
  billNo: text('bill_no').primaryKey(),
  userId: text('user_id').notNull(),
  issuedAt: ts('issued_at').notNull(),
});

/** One row, made by migration 002: tells this database apart from any other (directory cursors). */
export const databaseIdentity = pgTable('database_identity', {
  id: text('id').primaryKey(),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: updatedAt(),
});

/** Migration 003: (user, Idempotency-Key) → the stored answer; see server/idempotency/. */
export const idempotencyRecords = pgTable(
  'idempotency_records',
  {
    userId: text('user_id').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    requestHash: text('request_hash').notNull(),
    httpStatus: smallint('http_status').notNull().default(200),
    /** Null only inside the claiming transaction, before the effect has answered. */
    response: jsonb('response'),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.idempotencyKey] })],
);

/**
 * The columns every stored form has (hr_forms: leave and every HR form): the platform's system fields, and its
 * flow's status, task and times. Functions, so each table gets its own column builders.
 */
const formSystemColumns = () => ({
  billNo: text('bill_no').notNull(),
  flowId: text('flow_id'),
  flowTitle: text('flow_title').notNull(),
  flowUrgent: smallint('flow_urgent').notNull(),
  applyUserId: text('apply_user_id').notNull(),
  applyDept: text('apply_dept').notNull(),
  applyPost: text('apply_post'),
  applyDate: ts('apply_date').notNull(),
});
const formFlowColumns = () => ({
  /** Task status code of the contract (FLOW_STATUS): 0 saved draft, 1 in approval, … */
  flowStatus: smallint('flow_status').notNull().default(0),
  taskId: text('task_id'),
  createdAt: ts('created_at').notNull(),
  updatedAt: ts('updated_at').notNull(),
});

export const flowTasks = pgTable('flow_tasks', {
  id: text('id').primaryKey(),
  /** Which flow: 'leaveApply', … */
  flowKey: text('flow_key').notNull(),
  formId: text('form_id').notNull(),
  applicantId: text('applicant_id').notNull(),
  title: text('title').notNull(),
  billNo: text('bill_no').notNull(),
  urgent: smallint('urgent').notNull().default(1),
  status: smallint('status').notNull(),
  createdAt: ts('created_at').notNull(),
  updatedAt: ts('updated_at').notNull(),
  /** Migration 005: the node waiting now (null once the task has ended or before it is submitted). */
  currentNode: text('current_node'),
  /** Counts node activations; the current node's operators carry the same step. */
  step: integer('step').notNull().default(0),
  completion: smallint('completion').notNull().default(0),
  /** Candidate approvers chosen per node code. */
  candidates: jsonb('candidates').$type<Record<string, string[]>>().notNull().default({}),
});

export const OPERATOR_STATES = OPERATOR_STATE;

export const flowTaskOperators = pgTable('flow_task_operators', {
  id: text('id').primaryKey(),
  taskId: text('task_id').notNull(),
  /** The node of the flow this approver acts at ('manager' is the first node of leaveApply). */
  nodeCode: text('node_code').notNull(),
  handlerId: text('handler_id').notNull(),
  state: text('state', { enum: OPERATOR_STATES }).notNull().default('pending'),
  createdAt: ts('created_at').notNull(),
  handledAt: ts('handled_at'),
  /** Migration 005: the node activation (task step) it belongs to. */
  step: integer('step').notNull().default(1),
  /** Migration 013: the approver's saved edits of the fields the node may write (SaveAudit), until they decide. */
  draftData: jsonb('draft_data').$type<Record<string, unknown>>(),
});

/** Migration 005: the timeline of a task (handleType: HANDLE_TYPE of the contract). */
export const flowTaskRecords = pgTable('flow_task_records', {
  id: text('id').primaryKey(),
  seq: bigserial('seq', { mode: 'number' }).notNull(),
  taskId: text('task_id').notNull(),
  nodeCode: text('node_code').notNull(),
  handleType: smallint('handle_type').notNull(),
  handlerId: text('handler_id').notNull(),
  handleOpinion: text('handle_opinion').notNull().default(''),
  signImg: text('sign_img'),
  extra: text('extra').notNull().default(''),
  handledAt: ts('handled_at').notNull(),
});

/** Migration 005: copied to me (抄送), once per person and task. */
export const flowTaskCopies = pgTable('flow_task_copies', {
  id: text('id').primaryKey(),
  taskId: text('task_id').notNull(),
  nodeCode: text('node_code').notNull(),
  userId: text('user_id').notNull(),
  createdAt: ts('created_at').notNull(),
});

/** Migration 005: flow comments. */
export const flowComments = pgTable('flow_comments', {
  id: text('id').primaryKey(),
  taskId: text('task_id').notNull(),
  userId: text('user_id').notNull(),
  text: text('text').notNull(),
  image: jsonb('image').$type<string[]>().notNull().default([]),
  file: jsonb('file').$type<Attachment[]>().notNull().default([]),
  createdAt: ts('created_at').notNull(),
});

/** Migration 005: in-site messages (type 1 notice, 2 system). */
export const messages = pgTable('messages', {
  id: text('id').primaryKey(),
  userId: text('user_id').notNull(),
  type: smallint('type').notNull(),
  title: text('title').notNull(),
  bodyText: text('body_text').notNull().default(''),
  creatorUserId: text('creator_user_id'),
  isRead: boolean('is_read').notNull().default(false),
  readAt: ts('read_at'),
  createdAt: ts('created_at').notNull(),
});

/** Migration 009: one-to-one chat messages (one per (sender, client message id) when it has one). */
export const chatMessages = pgTable('chat_messages', {
  id: text('id').primaryKey(),
  senderId: text('sender_id').notNull(),
  receiverId: text('receiver_id').notNull(),
  clientMessageId: text('client_message_id'),
  contentType: text('content_type', { enum: ['text', 'image', 'voice'] }).notNull(),
  content: text('content').notNull(),
  /** Migration 010: an image's or voice message's download path (its receiver may download it). */
  mediaPath: text('media_path'),
  sentAt: ts('sent_at').notNull(),
  readAt: ts('read_at'),
});

/** Migration 011: Web Push subscriptions, one per browser endpoint (server/modules/push/). */
export const pushSubscriptions = pgTable('push_subscriptions', {
  endpoint: text('endpoint').primaryKey(),
  userId: text('user_id').notNull(),
  p256dh: text('p256dh').notNull(),
  auth: text('auth').notNull(),
  createdAt: ts('created_at').notNull(),
});

/** Migration 004: uploaded files, one per (user, Idempotency-Key); see server/modules/file/. */
export const uploadedFiles = pgTable(
  'uploaded_files',
  {
    userId: text('user_id').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    type: text('type', { enum: UPLOAD_TYPES }).notNull(),
    /** `<uuid><ext>`, unique: the last segment of the download URL. */
    fileName: text('file_name').notNull(),
    /** Without the dot, '' when the original name had none. */
    extension: text('extension').notNull(),
    originalName: text('original_name').notNull(),
    mimeType: text('mime_type').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    content: bytea('content').notNull(),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.idempotencyKey] })],
);

/** Migration 004: where field punches may be made (reference data with row_version). */
export const punchSites = pgTable('punch_sites', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  address: text('address').notNull().default(''),
  latitude: doublePrecision('latitude').notNull(),
  longitude: doublePrecision('longitude').notNull(),
  /** Metres. */
  radius: doublePrecision('radius').notNull(),
  sortCode: integer('sort_code').notNull().default(0),
  rowVersion: rowVersion(),
  updatedAt: updatedAt(),
});

/** Migration 004: field punches; times in Unix ms, the claim already in the server's clock. */
export const fieldPunches = pgTable('field_punches', {
  id: text('id').primaryKey(),
  userId: text('user_id').notNull(),
  devicePunchedAt: ms('device_punched_at').notNull(),
  punchedAt: ms('punched_at').notNull(),
  receivedAt: ts('received_at').notNull(),
  delayMs: ms('delay_ms').notNull(),
  clockSkewMs: ms('clock_skew_ms'),
  serverOffsetMs: ms('server_offset_ms'),
  latitude: doublePrecision('latitude').notNull(),
  longitude: doublePrecision('longitude').notNull(),
  accuracy: doublePrecision('accuracy').notNull(),
  siteId: text('site_id'),
  distanceM: doublePrecision('distance_m'),
  inside: boolean('inside').notNull(),
  remark: text('remark').notNull().default(''),
  photoUrl: text('photo_url'),
  flags: text('flags', { enum: PUNCH_FLAGS }).array().notNull().default([]),
  /** Migration 028: HR's decision on a flagged punch, the reason, by whom and when (all null until then). */
  reviewState: text('review_state', { enum: PUNCH_REVIEW_STATES }),
  reviewReason: text('review_reason').notNull().default(''),
  reviewedBy: text('reviewed_by'),
  reviewedAt: ts('reviewed_at'),
});

/** Created by db/migrate.ts itself (not by a migration file). */
export const schemaMigrations = pgTable('schema_migrations', {
  name: text('name').primaryKey(),
  appliedAt: ts('applied_at').notNull().defaultNow(),
});

/** Migration 006: the HR forms but leave (issue #6); their own fields in `data`, the form followed in refId. */
export const hrForms = pgTable('hr_forms', {
  id: text('id').primaryKey(),
  /** The platform FormKey: 'DimissionApply', … */
  formKey: text('form_key').notNull(),
  ...formSystemColumns(),
  data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
  /** The form this one follows on (another hr_forms row: leave and every HR form live here). */
  refId: text('ref_id'),
  ...formFlowColumns(),
});

/** Migration 007: payslips, one per person and month (issue #6); amounts exact, lines in display order. */
export const payslips = pgTable(
  'payslips',
  {
    id: text('id').primaryKey(),
    userId: text('user_id').notNull(),
    /** 'YYYY-MM'. */
    month: text('month').notNull(),
    userName: text('user_name').notNull(),
    departmentName: text('department_name').notNull().default(''),
    positionName: text('position_name').notNull().default(''),
    earnings: jsonb('earnings').$type<{ name: string; amount: string }[]>().notNull().default([]),
    deductions: jsonb('deductions').$type<{ name: string; amount: string }[]>().notNull().default([]),
    grossPay: numeric('gross_pay', { precision: 12, scale: 2 }).notNull(),
    totalDeductions: numeric('total_deductions', { precision: 12, scale: 2 }).notNull(),
    netPay: numeric('net_pay', { precision: 12, scale: 2 }).notNull(),
    paidAt: ms('paid_at').notNull(),
    remark: text('remark').notNull().default(''),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('payslips_user_month_key').on(t.userId, t.month)],
);

/** Migration 014: 常用 — a person's favourite flows (1) and apps (2), once each (the platform's /api/app/Data). */
export const appUsual = pgTable('app_usual', {
  id: text('id').primaryKey(),
  userId: text('user_id').notNull(),
  objectType: smallint('object_type').notNull(),
  objectId: text('object_id').notNull(),
  createdAt: ts('created_at').notNull(),
});
