/**
 * A row's local effect follows the row (core/store/outboxEffects.ts), in the same transaction: a delivered
 * form's draft and files go, a rejected one is marked failed (and pending again on resend, open again on
 * discard); a delivered punch gets the server's record and loses its photo Blob, a discarded one is removed;
 * an edited form submitted again replaces its stream's rejected row; a flow's cached detail follows its action's
 * row (pending, stale once delivered, the server's refusal kept for a banner) and a comment's photos go with it;
 * a chat message is sending, then sent with the server's copy, or failed, and goes with its Blob when discarded.
 */
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { enqueueWrite } from '../../../core/store/outbox';
import { claimRow, settleRow } from '../../../core/store/outboxStore';
import { discardRow, resendRow } from '../../../core/store/outboxActions';
import type { OutboxKind } from '../../../core/store/outboxKinds';
import type { OutboxRow, PunchRow } from '../../../core/store/types';
import { dropDb, freshUser, type TestUser } from '../outbox/harness';

let user: TestUser;
beforeEach(async () => {
  user = await freshUser();
});
afterEach(() => dropDb(user.db));

const blob = new Blob(['x']);
const file = (id: string) => ({ id, name: `${id}.jpg`, type: 'image/jpeg', blob, uploadedUrl: null, createdAt: 1 });

async function submitDraft(id = 'k1', draftId = 'd1'): Promise<OutboxRow> {
  const { db } = user;
  return enqueueWrite(
    db,
    { userId: 'u1', kind: 'leaveApply', stream: `form:${draftId}`, method: 'POST', url: '/x', body: { id }, fileIds: ['f1'], replacesFailed: true },
    async (t) => {
      await t.files.put(file('f1'));
      await t.drafts.put({ id: draftId, formKey: 'LeaveApply', title: '请假', data: {}, state: 'pending', updatedAt: 1 });
    },
    { newId: () => id },
  );
}

async function settle(id: string, patch: Partial<OutboxRow>): Promise<void> {
  const claimed = await claimRow(user.db, id, 'u1', Date.now(), 60_000);
  expect(claimed).not.toBeNull();
  await settleRow(user.db, claimed!, patch);
}

describe('a form row', () => {
  it('delivered: its draft and its files are deleted with the settle', async () => {
    await submitDraft();
    await settle('k1', { state: 'done', result: { id: 'srv1' } });
    expect(await user.db.drafts.get('d1')).toBeUndefined();
    expect(await user.db.files.get('f1')).toBeUndefined();
  });

  it('rejected: the draft is marked failed and keeps its files; resent: pending again', async () => {
    await submitDraft();
    await settle('k1', { state: 'failed', lastError: '请假天数不符' });
    expect(await user.db.drafts.get('d1')).toMatchObject({ state: 'failed' });
    expect(await user.db.files.get('f1')).toBeDefined();
    expect(await resendRow(user.db, 'k1')).toBe(true);
    expect(await user.db.drafts.get('d1')).toMatchObject({ state: 'pending' });
  });

  it('discarded: the draft is an open draft again, nothing of it lost', async () => {
    await submitDraft();
    await settle('k1', { state: 'failed', lastError: 'bad' });
    expect(await discardRow(user.db, 'k1')).toBe(true);
    expect(await user.db.drafts.get('d1')).toMatchObject({ state: 'editing' });
    expect(await user.db.files.get('f1')).toBeDefined();
  });

  it('an edited draft submitted again replaces the rejected row of its stream, and only that', async () => {
    await submitDraft('k1');
    await settle('k1', { state: 'failed', lastError: 'bad' });
    await submitDraft('other', 'd2');
    await submitDraft('k2');
    const rows = await user.db.outbox.toArray();
    expect(rows.map((r) => [r.id, r.state]).sort()).toEqual([
      ['k2', 'queued'],
      ['other', 'queued'],
    ]);
  });

  it('a delivered row cannot be discarded (it has already arrived)', async () => {
    await submitDraft();
    await settle('k1', { state: 'done' });
    expect(await discardRow(user.db, 'k1')).toBe(false);
  });
});

describe('a punch row', () => {
  const punch = (outboxId: string): PunchRow => ({
    id: `p-${outboxId}`,
    userId: 'u1',
    punchedAt: 1,
    serverOffsetMs: null,
    latitude: 30,
    longitude: 120,
    accuracy: 10,
    siteId: null,
    siteName: null,
    distanceM: null,
    inside: false,
    remark: '',
    photoFileId: 'f1',
    outboxId,
  });

  async function punchNow(id: string) {
    await enqueueWrite(
      user.db,
      { userId: 'u1', kind: 'punch', stream: 'punch', method: 'POST', url: '/p', body: {}, fileIds: ['f1'] },
      async (t, row) => {
        await t.files.put(file('f1'));
        await t.punches.put(punch(row.id));
      },
      { newId: () => id },
    );
  }

  it('delivered: the server record is written on the punch and the photo Blob is dropped', async () => {
    await punchNow('k1');
    const record = { id: 'srv', flags: ['outside'] };
    await settle('k1', { state: 'done', result: record });
    expect(await user.db.punches.get('p-k1')).toMatchObject({ record, photoFileId: null });
    expect(await user.db.files.get('f1')).toBeUndefined();
  });

  it('rejected: the punch stays as it was (the sync centre shows the error)', async () => {
    await punchNow('k1');
    await settle('k1', { state: 'failed', lastError: 'bad' });
    expect(await user.db.punches.get('p-k1')).toMatchObject({ photoFileId: 'f1' });
    expect((await user.db.punches.get('p-k1'))?.record).toBeUndefined();
  });

  it('discarded: the punch and its photo are removed', async () => {
    await punchNow('k1');
    expect(await discardRow(user.db, 'k1')).toBe(true);
    expect(await user.db.punches.count()).toBe(0);
    expect(await user.db.files.count()).toBe(0);
  });
});

describe('a flow row (kinds flow*)', () => {
  const detail = (id = 'task-1') => ({
    id,
    data: {} as never,
    fetchedAt: 1,
    pendingAction: null,
    stale: false,
    rejection: null,
  });

  async function act(id: string, kind: OutboxKind = 'flowAudit', taskId = 'task-1') {
    await enqueueWrite(
      user.db,
      { userId: 'u1', kind, stream: `flow:${taskId}`, method: 'POST', url: '/a', body: {}, replacesFailed: true },
      async (t) => {
        await t.flowDetails.update(taskId, { pendingAction: kind, rejection: null });
      },
      { newId: () => id },
    );
  }

  beforeEach(async () => {
    await user.db.flowDetails.put(detail());
  });

  it('queued: the detail is marked pending with the action’s kind in the same transaction', async () => {
    await act('k1');
    expect(await user.db.flowDetails.get('task-1')).toMatchObject({ pendingAction: 'flowAudit' });
  });

  it('delivered: the pending mark is cleared and the detail is stale (refetched at the next open)', async () => {
    await act('k1');
    await settle('k1', { state: 'done', result: { taskId: 'task-1', status: 1, thisStep: '人事科' } });
    expect(await user.db.flowDetails.get('task-1')).toMatchObject({ pendingAction: null, stale: true, rejection: null });
  });

  it('rejected (someone else already decided): the mark is cleared and the server’s message is kept for the banner', async () => {
    await act('k1');
    await settle('k1', { state: 'failed', lastError: '该流程已被其他人处理' });
    expect(await user.db.flowDetails.get('task-1')).toMatchObject({
      pendingAction: null,
      stale: true,
      rejection: '该流程已被其他人处理',
    });
  });

  it('resent: pending again and the banner goes; discarded: the mark and the banner go', async () => {
    await act('k1');
    await settle('k1', { state: 'failed', lastError: 'bad' });
    expect(await resendRow(user.db, 'k1')).toBe(true);
    expect(await user.db.flowDetails.get('task-1')).toMatchObject({ pendingAction: 'flowAudit', rejection: null });
    await settle('k1', { state: 'failed', lastError: 'bad' });
    expect(await discardRow(user.db, 'k1')).toBe(true);
    expect(await user.db.flowDetails.get('task-1')).toMatchObject({ pendingAction: null, rejection: null });
  });

  it('a queued row discarded before it was sent: the detail shows normally again', async () => {
    await act('k1', 'flowPress');
    expect(await discardRow(user.db, 'k1')).toBe(true);
    expect(await user.db.flowDetails.get('task-1')).toMatchObject({ pendingAction: null });
  });

  it('the mark follows the stream’s latest waiting row, and never touches another task', async () => {
    await user.db.flowDetails.put(detail('task-2'));
    await act('k1', 'flowPress');
    await act('k2', 'flowWithdraw');
    await act('k3', 'flowAudit', 'task-2');
    await settle('k1', { state: 'done' });
    expect(await user.db.flowDetails.get('task-1')).toMatchObject({ pendingAction: 'flowWithdraw', stale: true });
    expect(await user.db.flowDetails.get('task-2')).toMatchObject({ pendingAction: 'flowAudit', stale: false });
  });

  it('a row for a flow this device never cached changes nothing and fails nothing', async () => {
    await act('k1', 'flowPress', 'unknown-task');
    await settle('k1', { state: 'done' });
    expect(await user.db.flowDetails.get('unknown-task')).toBeUndefined();
  });

  it('a comment (flowComment): its image Blobs go when delivered or discarded, stay when rejected', async () => {
    const comment = (id: string, fileId: string) =>
      enqueueWrite(
        user.db,
        { userId: 'u1', kind: 'flowComment', stream: 'flowComment:task-1', method: 'POST', url: '/c', body: {}, fileIds: [fileId] },
        async (t) => {
          await t.files.put(file(fileId));
        },
        { newId: () => id },
      );
    await comment('c1', 'f1');
    await settle('c1', { state: 'failed', lastError: 'bad' });
    expect(await user.db.files.get('f1')).toBeDefined();
    expect(await discardRow(user.db, 'c1')).toBe(true);
    expect(await user.db.files.get('f1')).toBeUndefined();
    await comment('c2', 'f2');
    await settle('c2', { state: 'done' });
    expect(await user.db.files.get('f2')).toBeUndefined();
    expect(await user.db.flowDetails.get('task-1')).toMatchObject({ pendingAction: null });
  });
});

describe('a chat message row', () => {
  /** An image to head01 as the chat page queues it (sendChat): the message shown as sending at once. */
  async function sendImage(): Promise<OutboxRow> {
    const { sendChat } = await import('../../../src/features/messages/sendChat');
    return sendChat(user.db, { type: 'image', blob, name: 'ward.jpg' }, { me: 'u1', partner: 'u-head01', serverOffsetMs: 0, now: 5 });
  }
  const message = (row: OutboxRow) => user.db.chatMessages.get(`u1:${row.id}`);

  it('queued: shown as sending with its Blob, the conversation on top', async () => {
    const row = await sendImage();
    // The row's and the upload's Idempotency-Keys, which the server takes only as UUIDs.
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    expect([row.id, ...row.fileIds].every((key) => uuid.test(key))).toBe(true);
    expect(await message(row)).toMatchObject({ state: 'sending', contentType: 'image', conversationId: 'u-head01' });
    expect(await user.db.files.get(row.fileIds[0]!)).toBeDefined();
    expect(await user.db.conversations.get('u-head01')).toMatchObject({ messageType: 'image', latestDate: 5 });
  });

  it('delivered: sent, with the server’s id and path, and its Blob gone', async () => {
    const row = await sendImage();
    const stored = { id: 's-1', sendUserId: 'u1', receiveUserId: 'u-head01', sendTime: 9, receiveTime: null, content: '/api/file/Download/annex/a.jpg', contentType: 'image', state: 0, clientMessageId: row.id };
    await settle(row.id, { state: 'done', result: stored });
    expect(await message(row)).toMatchObject({ state: 'sent', serverId: 's-1', content: stored.content, fileId: undefined });
    expect(await user.db.files.get(row.fileIds[0]!)).toBeUndefined();
  });

  it('rejected: failed with the server’s words; resent: sending again; discarded: gone with its Blob', async () => {
    const row = await sendImage();
    await settle(row.id, { state: 'failed', lastError: '只能发送本人上传的图片' });
    expect(await message(row)).toMatchObject({ state: 'failed', error: '只能发送本人上传的图片' });
    expect(await resendRow(user.db, row.id)).toBe(true);
    expect((await message(row))?.state).toBe('sending');
    await settle(row.id, { state: 'failed', lastError: 'x' });
    expect(await discardRow(user.db, row.id)).toBe(true);
    expect(await message(row)).toBeUndefined();
    expect(await user.db.files.get(row.fileIds[0]!)).toBeUndefined();
  });
});
