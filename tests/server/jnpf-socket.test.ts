/**
 * The chat socket as the platform's own clients speak it (docs/jnpf-clients/ §6), frame by frame: they
 * connect at /websocket, name no client in OnConnection, send pictures and recordings as objects naming
 * their upload, and read media as objects in pushes and as JSON text in history (server/realtime/dialect.ts).
 * Each case checks every field their chat store and pages read. Prints `N of M socket frames compatible`.
 */
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLATFORM_WS_PATH } from '../../contract';
import { submitLeave } from './flowRequests';
import { createHarness, type Harness } from './harness';
import { CLIENTS, JnpfClient, type Variant } from './jnpf/client';
import { unmetReads, type Reads } from './jnpf/reads';
import { connect, hello, type Client, type Frame } from './socketClient';

const NURSE = 'u-nurse01';
const HEAD = 'u-head01';
/** A 2×2 PNG and a few bytes standing for a recording. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEElEQVR4nGP4z8AARAwQCgAf7gP9i18U1AAAAABJRU5ErkJggg==',
  'base64',
);
const MP3 = Buffer.concat([Buffer.from('ID3'), Buffer.alloc(2_000, 1)]);

let h: Harness;
let url: string;
const tally = { total: 0, passed: 0 };

beforeAll(async () => {
  h = await createHarness();
  await h.app.listen({ port: 0, host: '127.0.0.1' });
  url = `ws://127.0.0.1:${(h.app.server.address() as AddressInfo).port}${PLATFORM_WS_PATH}`;
});
afterAll(async () => {
  console.log(`${tally.passed} of ${tally.total} socket frames compatible`);
  await h.close();
});

function frame(name: string, run: () => Promise<void>): void {
  it(name, async () => {
    tally.total++;
    await run();
    tally.passed++;
  });
}

/** The next frame of `method` (others, such as a messagePush, pass by). */
async function next(client: Client, method: string): Promise<Frame> {
  for (;;) {
    const f = await client.next();
    if (f.method === method) return f;
  }
}

const expectReads = (f: Frame, reads: Reads) => expect(unmetReads(f, reads)).toEqual([]);
const isObjectWith = (keys: string[]) => (v: unknown) =>
  !!v && typeof v === 'object' && keys.every((k) => k in (v as object));

describe.each(CLIENTS)('$name', (variant: Variant) => {
  const s = { nurse: null as Client | null, head: null as Client | null, nurseToken: '', headToken: '' };
  const http = new Map<string, JnpfClient>();
  const say = (who: 'nurse' | 'head', body: Record<string, unknown>) => s[who]!.ws.send(JSON.stringify(body));
  /** The nurse's picture or recording as their chat page sends it: uploaded to IM, then named; its name. */
  const sendMedia = async (
    messageType: 'image' | 'voice',
    file: string,
    bytes: Buffer,
    content: (name: string) => Record<string, unknown>,
  ) => {
    const mime = messageType === 'image' ? 'image/png' : 'audio/mpeg';
    const upload = await http.get('nurse')!.upload('IM', file, bytes, mime);
    const { name } = upload.body.data as { name: string };
    say('nurse', {
      method: 'SendMessage',
      token: s.nurseToken,
      toUserId: HEAD,
      messageType,
      messageContent: content(name),
    });
    return name;
  };

  frame(
    'OnConnection {method, token, mobileDevice} → initMessage (unreadNums an array, counts, times)',
    async () => {
      for (const [who, account] of [
        ['nurse', 'nurse01'],
        ['head', 'head01'],
      ] as const) {
        const client = new JnpfClient(h.app, variant);
        await client.signIn(account);
        http.set(who, client);
        s[`${who}Token`] = client.token;
        s[who] = await connect(url);
        s[who].ws.send(hello(client.token, null));
        expectReads(await next(s[who], 'initMessage'), {
          unreadNums: 'array',
          unreadMessageCount: 'number',
          unreadNoticeCount: 'number',
          noticeDefaultText: 'string',
          messageDefaultText: 'string',
          noticeDefaultTime: 'number',
          messageDefaultTime: 'number',
        });
      }
    },
  );

  frame('SendMessage text → sendMessage (UserId, the receiver’s card) and receiveMessage', async () => {
    say('nurse', {
      method: 'SendMessage',
      token: s.nurseToken,
      toUserId: HEAD,
      messageType: 'text',
      messageContent: '护士长好 [微笑]',
    });
    expectReads(await next(s.nurse!, 'sendMessage'), {
      toAccount: 'non-empty string',
      toHeadIcon: 'string',
      toUserId: (v) => v === HEAD,
      latestDate: 'number',
      toMessage: (v) => v === '护士长好 [微笑]',
      messageType: (v) => v === 'text',
      toRealName: 'non-empty string',
      UserId: (v) => v === NURSE,
      dateTime: 'number',
    });
    expectReads(await next(s.head!, 'receiveMessage'), {
      formUserId: (v) => v === NURSE,
      messageType: (v) => v === 'text',
      formMessage: (v) => v === '护士长好 [微笑]',
      dateTime: 'number',
      realName: 'non-empty string',
      account: 'non-empty string',
      headIcon: 'string',
      latestDate: 'number',
    });
  });

  frame(
    'SendMessage image {name, width, height} → toMessage and formMessage {path, width, height}',
    async () => {
      const name = await sendMedia('image', 'ward.png', PNG, (n) => ({ name: n, width: 2, height: 2 }));
      const media = isObjectWith(['path', 'width', 'height']);
      const sent = await next(s.nurse!, 'sendMessage');
      expectReads(sent, { toMessage: media, messageType: (v) => v === 'image' });
      expect((sent.toMessage as { path: string }).path).toBe(`/api/file/Download/IM/${name}`);
      expectReads(await next(s.head!, 'receiveMessage'), { formMessage: media });
    },
  );

  frame('SendMessage voice {name, length "00:05"} → {path, length "00:05"}', async () => {
    await sendMedia('voice', 'voice.mp3', MP3, (n) => ({ name: n, length: '00:05' }));
    const voice = (v: unknown) =>
      isObjectWith(['path', 'length'])(v) && (v as { length: unknown }).length === '00:05';
    expectReads(await next(s.nurse!, 'sendMessage'), { toMessage: voice });
    expectReads(await next(s.head!, 'receiveMessage'), { formMessage: voice });
  });

  frame(
    'SendMessage voice inline {base64, length "00:07"} (their app) → stored, played by the partner',
    async () => {
      say('nurse', {
        method: 'SendMessage',
        token: s.nurseToken,
        toUserId: HEAD,
        messageType: 'voice',
        messageContent: { base64: MP3.toString('base64'), length: '00:07' },
      });
      const voice = (v: unknown) =>
        isObjectWith(['path', 'length'])(v) && (v as { length: unknown }).length === '00:07';
      expectReads(await next(s.nurse!, 'sendMessage'), { toMessage: voice });
      const received = await next(s.head!, 'receiveMessage');
      expectReads(received, { formMessage: voice });
      // The recording is the nurse's IM upload, and the partner it was sent to may fetch it.
      const { path } = received.formMessage as { path: string };
      expect(path).toMatch(/^\/api\/file\/Download\/IM\/[\w-]+\.mp3$/);
      const played = await h.app.inject({
        method: 'GET',
        url: path,
        headers: { authorization: s.headToken },
      });
      expect([played.statusCode, played.rawPayload.equals(MP3)]).toEqual([200, true]);
    },
  );

  frame(
    'MessageList {toUserId, formUserId, currentPage, pageSize, sord} → media content as JSON text',
    async () => {
      say('head', {
        method: 'MessageList',
        toUserId: NURSE,
        formUserId: HEAD,
        token: s.headToken,
        currentPage: 1,
        pageSize: 30,
        sord: 'desc',
      });
      const page = await next(s.head!, 'messageList');
      expectReads(page, {
        'list[].id': 'non-empty string',
        'list[].sendUserId': 'non-empty string',
        'list[].contentType': (v) => ['text', 'image', 'voice'].includes(String(v)),
        'list[].content': 'string',
        'pagination.pageSize': (v) => v === 30,
      });
      const list = page.list as { contentType: string; content: string }[];
      for (const m of list.filter((x) => x.contentType !== 'text'))
        expect(JSON.parse(m.content)).toMatchObject({
          path: expect.stringMatching(/^\/api\/file\/Download\/IM\//),
        });
      expect(new Set(list.map((m) => m.contentType))).toEqual(new Set(['image', 'text', 'voice']));
    },
  );

  frame(
    'MessageList pages of 2 (sord desc), each put above the one before as their chat page does → oldest to newest',
    async () => {
      const history = async (currentPage: number, pageSize: number, sord: 'desc' | 'asc') => {
        say('head', {
          method: 'MessageList',
          toUserId: NURSE,
          formUserId: HEAD,
          token: s.headToken,
          currentPage,
          pageSize,
          sord,
        });
        return (await next(s.head!, 'messageList')).list as { id: string }[];
      };
      // Their chat page asks for the newest page, then each older one as she pulls down, and prepends each.
      let screen: string[] = [];
      for (let page = 1; ; page++) {
        const list = await history(page, 2, 'desc');
        screen = [...list.map((m) => m.id), ...screen];
        if (list.length < 2) break;
      }
      const conversation = (await history(1, 30, 'asc')).map((m) => m.id);
      expect(conversation.length).toBeGreaterThan(2);
      expect(screen).toEqual(conversation);
    },
  );

  frame(
    'UpdateReadMessage {formUserId, token} → read: the next initMessage counts nothing from her',
    async () => {
      say('head', { method: 'UpdateReadMessage', formUserId: NURSE, token: s.headToken });
      say('head', { method: 'OnConnection', token: s.headToken, mobileDevice: true });
      const init = await next(s.head!, 'initMessage');
      const fromNurse = (init.unreadNums as { sendUserId: string }[]).filter((u) => u.sendUserId === NURSE);
      expect(fromNurse).toEqual([]);
    },
  );

  frame('messagePush (a to-do arrives): messageType as text, unreadNoticeCount, title', async () => {
    await submitLeave(h, 'nurse01', s.nurseToken, 1);
    expectReads(await next(s.head!, 'messagePush'), {
      messageType: (v) => v === '2',
      unreadNoticeCount: 'number',
      title: 'non-empty string',
    });
    s.nurse!.ws.close();
    s.head!.ws.close();
  });
});
