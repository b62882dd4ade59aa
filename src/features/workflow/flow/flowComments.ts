/**
 * Flow comments (`/api/workflow/Engine/FlowComment`): a page of them from the server (the first one kept
 * in `kv` so the page opens offline), deleting one's own (online only), and writing one — queued through the
 * outbox with its images as Blobs in `files`, in one transaction, so the images are uploaded first and their
 * URLs go into `image` (workers/outbox/upload.ts) — and the ones still waiting, to show as 待同步.
 */
import { z } from 'zod/mini';
import { FLOW_COMMENT_PATH, flowCommentBody, flowCommentData } from '../../../../contract';
import { request } from '../../../api/http';
import { enqueueWrite, type FileRow, type OutboxRow, type UserDb } from '../../../data';
import { FLOW_COMMENT_KIND, flowCommentStream } from '../../../../core/store/outboxKinds';
import { commentProblem, type CommentImage } from './commentModel';

export type CommentPage = z.infer<typeof flowCommentData>;
export type FlowComment = CommentPage['list'][number];

export const COMMENT_PAGE_SIZE = 20;

export interface CachedComments {
  list: FlowComment[];
  total: number;
  fetchedAt: number;
}

const cacheKey = (taskId: string) => `flowComments:${taskId}`;

export async function readCachedComments(db: UserDb, taskId: string): Promise<CachedComments | null> {
  const row = await db.kv.get(cacheKey(taskId));
  return (row?.value as CachedComments | undefined) ?? null;
}

/** One page from the server; the first page is kept for offline reading. */
export async function fetchComments(db: UserDb, taskId: string, page: number): Promise<CommentPage> {
  const data = await request(FLOW_COMMENT_PATH, {
    query: { taskId, currentPage: page, pageSize: COMMENT_PAGE_SIZE },
    schema: flowCommentData,
    report: false,
  });
  if (page === 1) {
    const cached: CachedComments = { list: data.list, total: data.pagination.total, fetchedAt: Date.now() };
    await db.kv.put({ key: cacheKey(taskId), value: cached });
  }
  return data;
}

export async function deleteComment(id: string): Promise<void> {
  await request(`${FLOW_COMMENT_PATH}/${encodeURIComponent(id)}`, { method: 'DELETE', schema: z.unknown() });
}

export class CommentInvalid extends Error {
  constructor(readonly key: string) {
    super(key);
  }
}

export interface NewComment {
  userId: string;
  taskId: string;
  text: string;
  images: readonly CommentImage[];
}

/** Queues the comment and its images; throws CommentInvalid (nothing written) when it breaks a rule. */
export async function queueComment(
  db: UserDb,
  comment: NewComment,
  { now = Date.now(), newId = () => crypto.randomUUID() }: { now?: number; newId?: () => string } = {},
): Promise<OutboxRow> {
  const problem = commentProblem(comment.text, comment.images);
  if (problem) throw new CommentInvalid(problem);
  const parsed = z.safeParse(flowCommentBody, {
    taskId: comment.taskId,
    text: comment.text,
    image: [],
    file: [],
  });
  if (!parsed.success) throw new CommentInvalid('wfFlow.comment.tooLong');
  const files: FileRow[] = comment.images.map((img) => ({
    id: newId(),
    name: img.name,
    type: img.type,
    blob: img.blob,
    uploadedUrl: null,
    createdAt: now,
  }));
  return enqueueWrite(
    db,
    {
      userId: comment.userId,
      kind: FLOW_COMMENT_KIND,
      stream: flowCommentStream(comment.taskId),
      method: 'POST',
      url: FLOW_COMMENT_PATH,
      body: parsed.data,
      fileIds: files.map((f) => f.id),
    },
    async (tables) => {
      await tables.files.bulkAdd(files);
    },
    { now, newId },
  );
}

/** A comment of this device not yet delivered. */
export interface WaitingComment {
  id: string;
  text: string;
  state: OutboxRow['state'];
  lastError: string | null;
  createdAt: number;
  fileIds: string[];
}

export interface CommentOutbox {
  waiting: WaitingComment[];
  /** Delivered rows still kept: when this grows, the list is read again. */
  delivered: number;
}

export async function readCommentOutbox(db: UserDb, taskId: string): Promise<CommentOutbox> {
  const rows = await db.outbox.where('stream').equals(flowCommentStream(taskId)).sortBy('createdAt');
  const waiting = rows
    .filter((r) => r.state !== 'done')
    .map((r) => ({
      id: r.id,
      text: String((r.body as { text?: unknown }).text ?? ''),
      state: r.state,
      lastError: r.lastError,
      createdAt: r.createdAt,
      fileIds: r.fileIds,
    }));
  return { waiting, delivered: rows.length - waiting.length };
}
