/**
 * Flow writes through the real flusher: an approval decided offline is sent once when the connection
 * returns and its detail turns stale; one the server refuses (decided elsewhere) shows the server's words;
 * a comment's photos are uploaded first and their URLs go into `image`, and the Blobs go once delivered.
 */
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FLOW_ACTION_PATHS, FLOW_COMMENT_PATH } from '../../../contract';
import { queueComment, readCommentOutbox } from '../../../src/features/workflow/flow/flowComments';
import { queueFlowAction } from '../../../src/features/workflow/flow/queueFlowAction';
import { flushOutbox, type FlushDeps } from '../../../workers/outbox/flush';
import { Clock, depsFor, dropDb, freshUser, type TestUser } from '../outbox/harness';
import { IdempotentServer } from '../outbox/idempotentServer';
import { TASK_ID, leaveDetail } from './fixtures';

let u: TestUser;
let server: IdempotentServer;
beforeEach(async () => {
  u = await freshUser();
  server = new IdempotentServer();
  await u.db.flowDetails.put({ id: TASK_ID, data: leaveDetail(), fetchedAt: 1 });
});
afterEach(() => dropDb(u.db));

const uploader: FlushDeps['uploader'] = async (file, type) => ({
  answer: { kind: 'http', status: 200, code: 200, msg: 'ok' },
  url: `/api/file/Download/${type}/${file.id}.jpg`,
});
const flush = () => flushOutbox(depsFor(u, server, new Clock(), { uploader }), { trigger: 'user' });

describe('a flow action through the outbox', () => {
  it('decided offline, sent once on reconnect; the detail is then stale and no longer pending', async () => {
    await queueFlowAction(u.db, {
      userId: 'u1',
      taskId: TASK_ID,
      action: 'audit',
      operatorId: 'op-1',
      body: { handleOpinion: '同意' },
    });
    expect(await u.db.flowDetails.get(TASK_ID)).toMatchObject({ pendingAction: 'flowAudit' });
    await flush();
    await flush();
    expect(server.received.filter((r) => r.url.endsWith(FLOW_ACTION_PATHS.audit('op-1')))).toHaveLength(1);
    expect([...server.effects.values()]).toEqual([1]);
    expect(await u.db.flowDetails.get(TASK_ID)).toMatchObject({ pendingAction: null, stale: true });
  });

  it('refused by the server (someone else already decided): the detail shows its words, nothing pending', async () => {
    server.reject = () => '该任务已被处理';
    await queueFlowAction(u.db, {
      userId: 'u1',
      taskId: TASK_ID,
      action: 'reject',
      operatorId: 'op-1',
      body: { handleOpinion: '不同意' },
    });
    await flush();
    expect(await u.db.flowDetails.get(TASK_ID)).toMatchObject({
      pendingAction: null,
      rejection: '该任务已被处理',
    });
  });
});

describe('a comment through the outbox', () => {
  const photo = (name: string) => ({
    name,
    type: 'image/jpeg',
    blob: new Blob(['jpeg'], { type: 'image/jpeg' }),
  });

  it('is kept with its photos in one transaction and listed as waiting', async () => {
    await queueComment(u.db, {
      userId: 'u1',
      taskId: TASK_ID,
      text: ' 已阅 ',
      images: [photo('a.jpg'), photo('b.jpg')],
    });
    const [row] = await u.db.outbox.toArray();
    expect(row).toMatchObject({
      kind: 'flowComment',
      stream: `flowComment:${TASK_ID}`,
      method: 'POST',
      url: FLOW_COMMENT_PATH,
    });
    expect(row?.body).toEqual({ taskId: TASK_ID, text: '已阅', image: [], file: [] });
    expect(await u.db.files.bulkGet(row!.fileIds)).toHaveLength(2);
    const { waiting } = await readCommentOutbox(u.db, TASK_ID);
    expect(waiting.map((w) => [w.text, w.state, w.fileIds.length])).toEqual([['已阅', 'queued', 2]]);
  });

  it('uploads the photos first, sends their URLs in `image`, then drops the Blobs', async () => {
    await queueComment(
      u.db,
      { userId: 'u1', taskId: TASK_ID, text: '', images: [photo('a.jpg')] },
      { newId: () => 'c1' },
    );
    await flush();
    expect(server.received.map((r) => r.body)).toEqual([
      { taskId: TASK_ID, text: '', image: ['/api/file/Download/annex/c1.jpg'], file: [] },
    ]);
    expect(await u.db.files.count()).toBe(0);
    expect(await readCommentOutbox(u.db, TASK_ID)).toEqual({ waiting: [], delivered: 1 });
  });

  it('an empty comment, or more than 9 photos, is refused and nothing is written', async () => {
    await expect(
      queueComment(u.db, { userId: 'u1', taskId: TASK_ID, text: '  ', images: [] }),
    ).rejects.toMatchObject({
      key: 'wfFlow.comment.emptyInput',
    });
    const ten = Array.from({ length: 10 }, (_, i) => photo(`${i}.jpg`));
    await expect(
      queueComment(u.db, { userId: 'u1', taskId: TASK_ID, text: 'x', images: ten }),
    ).rejects.toMatchObject({
      key: 'wfFlow.comment.tooMany',
    });
    expect(await u.db.outbox.count()).toBe(0);
    expect(await u.db.files.count()).toBe(0);
  });
});
