/**
 * The chat's second door (workers/chat/socketDoor.ts, issue #16): a server without our HTTP send (a JNPF
 * back end, or ours in JNPF_STRICT mode) answers it 404, and the chat row goes out on the socket instead,
 * settled by the socket's echo (delivered), its refusal (failed) or its silence (tried again); a flush with
 * no socket (the service worker's) leaves the row queued. Other kinds are never sent that way.
 */
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { CODE, IM_SEND_PATH, type ImSendBody, type ServerMessage } from '../../../contract';
import type { FetchLike } from '../../../core/net/fetchCore';
import { enqueueWrite } from '../../../core/store/outbox';
import { chatSocketDoor, FrameWaiters, type PlatformSendFrame } from '../../../workers/chat/socketDoor';
import { flushOutbox } from '../../../workers/outbox/flush';
import { memoryLocks } from '../../../workers/outbox/lock';
import { dropDb, freshUser, states, type TestUser } from '../outbox/harness';

const BODY: ImSendBody = {
  toUserId: 'u-head01',
  messageType: 'text',
  messageContent: '在吗',
  clientMessageId: 'cm-0001-abcd',
};

/** A server that has no im/send: every request is answered as an unknown path. */
const lacking: FetchLike = async () =>
  new Response(JSON.stringify({ code: CODE.NOT_FOUND, msg: '接口不存在', data: null }), { status: 404 });

let user: TestUser | null = null;
afterEach(async () => {
  if (user) await dropDb(user.db);
  user = null;
});

async function chatRow(kind: 'chat' | 'flowPress' = 'chat') {
  user = await freshUser('u-nurse01');
  await enqueueWrite(
    user.db,
    { userId: 'u-nurse01', kind, stream: 'chat:u-head01', method: 'POST', url: IM_SEND_PATH, body: BODY },
    undefined,
    { now: 1_000, newId: () => 'row-1' },
  );
  return user;
}

/** A socket that answers each SendMessage with `reply` (or nothing), as the server would. */
function socket(reply: (frame: PlatformSendFrame) => ServerMessage | null) {
  const waiters = new FrameWaiters();
  const sent: unknown[] = [];
  const send = (frame: PlatformSendFrame) => {
    sent.push(frame);
    const answer = reply(frame);
    if (answer) setTimeout(() => waiters.heard(answer), 0);
    return true;
  };
  return { waiters, sent, send };
}

const echo = (frame: PlatformSendFrame, clientMessageId: string | null): ServerMessage => ({
  method: 'sendMessage',
  id: 'm-9',
  clientMessageId,
  toUserId: frame.toUserId,
  messageType: 'text',
  toMessage: String(frame.messageContent),
  dateTime: 5,
  latestDate: 5,
});

async function flush(u: TestUser, door?: ReturnType<typeof chatSocketDoor>) {
  return flushOutbox({
    db: u.db,
    session: u.session,
    fetch: lacking,
    lock: memoryLocks(),
    now: () => 2_000,
    random: () => 0.5,
    socketDoor: door,
  });
}

describe('a chat message to a server without the HTTP send', () => {
  it('goes out on the socket and is delivered by its echo, with the stored id', async () => {
    const u = await chatRow();
    const s = socket((f) => echo(f, f.clientMessageId ?? null));
    await flush(u, chatSocketDoor({ ...s, token: 'Bearer t', me: 'u-nurse01' }));
    expect(s.sent).toEqual([{ method: 'SendMessage', token: 'Bearer t', ...BODY }]);
    expect(await states(u.db)).toEqual({ 'row-1': 'done' });
    expect((await u.db.outbox.get('row-1'))?.result).toMatchObject({
      id: 'm-9',
      clientMessageId: BODY.clientMessageId,
    });
  });

  it('is matched by receiver and text when the server echoes no client message id', async () => {
    const u = await chatRow();
    const s = socket((f) => echo(f, null));
    await flush(u, chatSocketDoor({ ...s, token: 'Bearer t', me: 'u-nurse01' }));
    expect(await states(u.db)).toEqual({ 'row-1': 'done' });
  });

  it('fails with the server’s words when the socket refuses it', async () => {
    const u = await chatRow();
    const s = socket((f) => ({
      method: 'error',
      msg: '对方账号已停用',
      clientMessageId: f.clientMessageId!,
    }));
    await flush(u, chatSocketDoor({ ...s, token: 'Bearer t', me: 'u-nurse01' }));
    expect(await states(u.db)).toEqual({ 'row-1': 'failed' });
    expect((await u.db.outbox.get('row-1'))?.lastError).toBe('对方账号已停用');
  });

  it('is sent again after the wait, with the server’s words, when refused for the sender’s rate', async () => {
    const u = await chatRow();
    const s = socket((f) => ({
      method: 'error',
      msg: '消息发送过于频繁，请 8 秒后再发',
      clientMessageId: f.clientMessageId!,
      retryAfterMs: 8_000,
    }));
    await flush(u, chatSocketDoor({ ...s, token: 'Bearer t', me: 'u-nurse01' }));
    expect(await states(u.db)).toEqual({ 'row-1': 'queued' });
    expect(await u.db.outbox.get('row-1')).toMatchObject({
      lastError: '消息发送过于频繁，请 8 秒后再发',
      notBefore: 10_000,
    });
  });

  it('is tried again later when the socket says nothing in time, or is not open', async () => {
    const u = await chatRow();
    const silent = socket(() => null);
    await flush(u, chatSocketDoor({ ...silent, token: 'Bearer t', me: 'u-nurse01', timeoutMs: 20 }));
    expect(await states(u.db)).toEqual({ 'row-1': 'queued' });
    const closed = chatSocketDoor({
      send: () => false,
      waiters: new FrameWaiters(),
      token: 'Bearer t',
      me: 'u-nurse01',
    });
    expect(await closed({ body: BODY, fileIds: [] } as never, u.db)).toEqual({
      kind: 'network',
      message: '聊天连接未就绪',
    });
  });

  it('stays queued in a flush that has no socket (the service worker’s)', async () => {
    const u = await chatRow();
    await flush(u);
    expect(await states(u.db)).toEqual({ 'row-1': 'queued' });
  });

  it('is not how other kinds go: their 404 is a refusal', async () => {
    const u = await chatRow('flowPress');
    const s = socket((f) => echo(f, f.clientMessageId ?? null));
    await flush(u, chatSocketDoor({ ...s, token: 'Bearer t', me: 'u-nurse01' }));
    expect(s.sent).toEqual([]);
    expect(await states(u.db)).toEqual({ 'row-1': 'failed' });
  });
});

describe('a picture or a recording on the socket, in the platform’s shapes', () => {
  const PICTURE = '/api/file/Download/IM/3f2a.png';
  const RECORDING = new Uint8Array([0x1a, 0x45, 0xdf, 0xa3, 1, 2, 3]);

  async function mediaRow(messageType: 'image' | 'voice', messageContent: string) {
    const u = (user = await freshUser('u-nurse01'));
    const blob = new Blob([RECORDING], { type: 'audio/webm' });
    await u.db.files.put({ id: 'f-1', name: 'x', type: blob.type, blob, uploadedUrl: null, createdAt: 1 });
    const body = { toUserId: 'u-head01', messageType, messageContent, clientMessageId: 'cm-media-01' };
    return { u, row: { id: 'row-1', body, fileIds: ['f-1'] } as never };
  }

  /** The platform's echo (no client message id), its media already read into our shapes (workers/protocol.ts). */
  const platformEcho = (messageType: 'image' | 'voice', toMessage: string): ServerMessage => ({
    method: 'sendMessage',
    id: 'm-10',
    clientMessageId: null,
    toUserId: 'u-head01',
    messageType,
    toMessage,
    dateTime: 5,
    latestDate: 5,
  });

  it('a picture goes as {name, width, height} naming its IM upload, and its echo is known by that name', async () => {
    const { u, row } = await mediaRow('image', PICTURE);
    const s = socket(() => platformEcho('image', '/api/file/Image/IM/3f2a.png'));
    const answer = await chatSocketDoor({ ...s, token: 'Bearer t', me: 'u-nurse01' })(row, u.db);
    expect(s.sent).toEqual([
      expect.objectContaining({
        messageType: 'image',
        messageContent: { name: '3f2a.png', width: 0, height: 0 },
      }),
    ]);
    expect(answer).toMatchObject({ kind: 'http', code: 200, data: { id: 'm-10' } });
  });

  it('an echo of another picture is not this one’s', async () => {
    const { u, row } = await mediaRow('image', PICTURE);
    const s = socket(() => platformEcho('image', '/api/file/Image/IM/other.png'));
    const door = chatSocketDoor({ ...s, token: 'Bearer t', me: 'u-nurse01', timeoutMs: 20 });
    expect(await door(row, u.db)).toEqual({ kind: 'timeout' });
  });

  it('a recording goes inline as {base64, length "mm:ss"}, as their app sends one', async () => {
    const { u, row } = await mediaRow(
      'voice',
      JSON.stringify({ path: '/api/file/Download/IM/v.webm', length: 65 }),
    );
    const s = socket(() =>
      platformEcho('voice', JSON.stringify({ path: '/api/file/Download/IM/s.webm', length: 65 })),
    );
    const answer = await chatSocketDoor({ ...s, token: 'Bearer t', me: 'u-nurse01' })(row, u.db);
    expect(s.sent).toEqual([
      expect.objectContaining({
        messageType: 'voice',
        messageContent: { base64: Buffer.from(RECORDING).toString('base64'), length: '01:05' },
      }),
    ]);
    expect(answer).toMatchObject({ kind: 'http', code: 200 });
  });
});
