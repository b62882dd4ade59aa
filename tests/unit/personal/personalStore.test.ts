/**
 * 个人资料's local rules (src/features/my/personal): a change shows at once over the stored copy and stays
 * shown until the copy holds it; a refused change is not shown as made; a new head is the device's picture
 * until delivered and the uploaded one after; a head row is sent to the path naming its upload; only
 * changed fields are queued, each checked by its spec §5 rule.
 */
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { avatarPath } from '../../../contract/personalPaths';
import type { OutboxRow } from '../../../core/store/types';
import {
  headOf,
  personalRows,
  queueAvatar,
  queueBaseInfo,
  shownInfo,
  type CachedBaseInfo,
} from '../../../src/features/my/personal/personalStore';
import { changedFields, patchErrors } from '../../../src/features/my/personal/PersonalFields';
import { flushOutbox, type FlushDeps } from '../../../workers/outbox/flush';
import { Clock, depsFor, dropDb, freshUser, states, type TestUser } from '../outbox/harness';
import { IdempotentServer } from '../outbox/idempotentServer';

const COPY: CachedBaseInfo = {
  id: 'u1',
  account: 'nurse01',
  realName: '李静怡',
  avatar: '',
  gender: '2',
  organize: '医院/心内科',
  manager: '王主任',
  position: '护士',
  roleId: '护士',
  creatorTime: 0,
  prevLogTime: null,
  entryDate: null,
  birthday: null,
  nation: null,
  education: null,
  nativePlace: null,
  certificatesType: null,
  certificatesNumber: null,
  mobilePhone: '13800000001',
  email: 'old@example.org',
  landline: null,
  telePhone: null,
  postalAddress: null,
  urgentContacts: null,
  urgentTelePhone: null,
  signature: null,
  fetchedAt: 1000,
};

const row = (patch: Partial<OutboxRow>): OutboxRow => ({
  id: 'r',
  userId: 'u1',
  kind: 'baseInfo',
  stream: 'personal:fields',
  method: 'PUT',
  url: '/api/permission/Users/Current/BaseInfo',
  body: {},
  fileIds: [],
  createdAt: 2000,
  serverOffsetMs: 0,
  attempts: 0,
  nextAttemptAt: 2000,
  state: 'queued',
  lastError: null,
  ...patch,
});

describe('what 个人资料 shows', () => {
  it('lays every change not yet delivered over the copy, in order, and marks its fields 同步中', () => {
    const shown = shownInfo(COPY, [
      row({ id: 'a', body: { email: 'a@example.org', signature: '早班' } }),
      row({ id: 'b', state: 'sending', body: { email: 'b@example.org' } }),
    ]);
    expect(shown.info.email).toBe('b@example.org');
    expect(shown.info.signature).toBe('早班');
    expect([...shown.pending].sort()).toEqual(['email', 'signature']);
    expect(shown.refused).toBeNull();
  });

  it('keeps a change delivered since the copy was asked for, unmarked; one the copy holds is not laid over', () => {
    const since = row({ state: 'done', doneAt: 1500, body: { urgentContacts: '张三' } });
    const before = row({ state: 'done', doneAt: 900, createdAt: 800, body: { email: 'older@example.org' } });
    const shown = shownInfo(COPY, [before, since]);
    expect(shown.info.urgentContacts).toBe('张三');
    expect(shown.info.email).toBe('old@example.org');
    expect(shown.pending.size).toBe(0);
  });

  it('does not show a refused change as made, and says why it was refused', () => {
    const shown = shownInfo(COPY, [
      row({ state: 'failed', lastError: 'email: 电子邮箱格式不正确', body: { email: 'x' } }),
    ]);
    expect(shown.info.email).toBe('old@example.org');
    expect(shown.refused).toBe('email: 电子邮箱格式不正确');
  });
});

describe('the head', () => {
  const head = (patch: Partial<OutboxRow>) =>
    row({ kind: 'avatar', url: avatarPath('f1'), fileIds: ['f1'], ...patch });

  it('is the picture on this device while a new one waits, the newest of them', () => {
    const rows = [head({ id: 'a' }), head({ id: 'b', fileIds: ['f2'] })];
    expect(headOf('/api/file/Download/userAvatar/old.jpg', 1000, rows)).toEqual({
      avatar: '/api/file/Download/userAvatar/old.jpg',
      pendingHead: 'f2',
    });
  });

  it('is the uploaded picture once delivered, read from the path the row was sent to', () => {
    const delivered = head({ state: 'done', doneAt: 3000, url: avatarPath('9b1e.jpg') });
    expect(headOf('', 1000, [delivered])).toEqual({
      avatar: '/api/file/Download/userAvatar/9b1e.jpg',
      pendingHead: null,
    });
    expect(shownInfo(COPY, [delivered]).info.avatar).toBe('/api/file/Download/userAvatar/9b1e.jpg');
  });

  it('says the server’s words while a new one waits because it asked to come back later (over the upload rate)', () => {
    const waiting = head({ lastError: '上传过于频繁，请 40 秒后再试', notBefore: 5000 });
    expect(shownInfo(COPY, [waiting])).toMatchObject({
      waiting: '上传过于频繁，请 40 秒后再试',
      refused: null,
    });
    expect(shownInfo(COPY, [head({ lastError: '网络异常', notBefore: 0 })]).waiting).toBeNull();
  });

  it('says the day’s upload quota when the server refused the new one for it', () => {
    const refused = head({ state: 'failed', lastError: '今日上传已达上限（每人每天 200 MB），请明天再试' });
    expect(shownInfo(COPY, [refused]).refused).toBe('今日上传已达上限（每人每天 200 MB），请明天再试');
  });

  it('stays the server’s when the new one was refused', () => {
    expect(
      headOf('/h.jpg', 1000, [head({ state: 'failed', lastError: 'name: 只能使用本人上传的图片作为头像' })]),
    ).toEqual({
      avatar: '/h.jpg',
      pendingHead: null,
    });
  });
});

describe('saving', () => {
  let user: TestUser | undefined;
  afterEach(async () => {
    if (user) await dropDb(user.db);
    user = undefined;
  });

  it('queues nothing when nothing changed, and only the changed fields otherwise', async () => {
    const u = (user = await freshUser());
    expect(await queueBaseInfo(u.db, 'u1', {})).toBeNull();
    await queueBaseInfo(u.db, 'u1', { urgentContacts: '张三' });
    const rows = await personalRows(u.db);
    expect(rows.map((r) => [r.kind, r.method, r.url, r.body])).toEqual([
      ['baseInfo', 'PUT', '/api/permission/Users/Current/BaseInfo', { urgentContacts: '张三' }],
    ]);
  });

  it('sends a refused change again with the next save, which replaces it and is not blocked by it', async () => {
    const u = (user = await freshUser());
    const first = await queueBaseInfo(u.db, 'u1', { email: 'x', urgentContacts: '张三' });
    await u.db.outbox.update(first!.id, { state: 'failed', lastError: 'email: 电子邮箱格式不正确' });
    await queueBaseInfo(u.db, 'u1', { email: 'nurse@example.org' });
    const rows = await personalRows(u.db);
    expect(rows.map((r) => [r.state, r.body])).toEqual([
      ['queued', { email: 'nurse@example.org', urgentContacts: '张三' }],
    ]);
  });

  it('keeps the fields and the head apart: a refused head holds up no field change', async () => {
    const u = (user = await freshUser());
    const head = await queueAvatar(u.db, 'u1', new Blob(['jpeg'], { type: 'image/jpeg' }));
    await u.db.outbox.update(head.id, { state: 'failed', lastError: 'name: 只能使用本人上传的图片作为头像' });
    const fields = await queueBaseInfo(u.db, 'u1', { signature: '夜班' });
    expect(fields!.stream).not.toBe(head.stream);
    const again = await queueAvatar(u.db, 'u1', new Blob(['jpeg2'], { type: 'image/jpeg' }));
    expect((await personalRows(u.db)).map((r) => r.id).sort()).toEqual([fields!.id, again.id].sort());
    // The refused head's picture went with it.
    expect((await u.db.files.toArray()).map((f) => f.id)).toEqual(again.fileIds);
  });

  it('sends a head to the path naming its upload, after the upload, and drops the picture once delivered', async () => {
    const u = (user = await freshUser());
    const server = new IdempotentServer();
    const queued = await queueAvatar(u.db, 'u1', new Blob(['jpeg'], { type: 'image/jpeg' }));
    expect(await u.db.files.count()).toBe(1);
    const uploader: FlushDeps['uploader'] = async (file, type) => ({
      answer: { kind: 'http', status: 200, code: 200, msg: 'ok' },
      url: `/api/file/Download/${type}/up-${file.id}.jpg`,
    });
    await flushOutbox(depsFor(u, server, new Clock(), { uploader }), { trigger: 'user' });
    expect(await states(u.db)).toEqual({ [queued.id]: 'done' });
    const sent = server.received.filter((r) => r.method === 'PUT').map((r) => new URL(r.url).pathname);
    expect(sent).toEqual([avatarPath(`up-${queued.fileIds[0]}.jpg`)]);
    expect(await u.db.files.count()).toBe(0);
  });
});

describe('the fields the person changes', () => {
  const t = (key: string, vars?: Record<string, unknown>) => (vars ? `${key}|${String(vars.label)}` : key);

  it('are those that differ from what is shown, trimmed; an emptied field clears it', () => {
    expect(
      changedFields(COPY, { email: ' old@example.org ', signature: ' 夜班 ', mobilePhone: 'x' } as never),
    ).toEqual({
      signature: '夜班',
    });
    expect(changedFields(COPY, { email: '' })).toEqual({ email: '' });
  });

  it('are each checked by their rule before anything is queued', () => {
    expect(
      patchErrors(t as never, { email: 'not-an-address', telePhone: '0571-88886666', landline: '' }),
    ).toEqual({
      email: 'personal.format|personal.field.email',
    });
    expect(patchErrors(t as never, { postalAddress: '路'.repeat(201) })).toEqual({
      postalAddress: 'personal.tooLong|personal.field.postalAddress',
    });
  });
});
