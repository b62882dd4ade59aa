/**
 * The chat socket's platform dialect (server/realtime/dialect.ts) as pure translations: a voice's length
 * both ways ("mm:ss" out, seconds in), media objects naming an IM upload read into our content, and
 * anything else left for the schema to refuse.
 */
import { describe, expect, it } from 'vitest';
import { mmss } from '../../../contract/chatMedia';
import { fromPlatformContent, toPlatformFrame } from '../../../server/realtime/dialect';

describe('a voice length', () => {
  it('goes out as mm:ss, rounding to whole seconds across the minute', () => {
    expect([mmss(5), mmss(59.4), mmss(59.6), mmss(60), mmss(125)]).toEqual([
      '00:05',
      '00:59',
      '01:00',
      '01:00',
      '02:05',
    ]);
  });

  it('comes in as seconds, from mm:ss or a plain number, at least one', () => {
    const voice = (length: unknown) =>
      JSON.parse(String(fromPlatformContent('voice', { name: 'v.mp3', length }))) as { length: number };
    expect([voice('00:05'), voice('01:02'), voice(7), voice('00:00')].map((v) => v.length)).toEqual([
      5, 62, 7, 1,
    ]);
  });
});

describe('media naming an upload', () => {
  it('an image object becomes our download path; a voice our { path, length }', () => {
    expect(fromPlatformContent('image', { name: 'a.png', width: 2, height: 2 })).toBe(
      '/api/file/Download/IM/a.png',
    );
    expect(JSON.parse(String(fromPlatformContent('voice', { name: 'v.mp3', length: '00:03' })))).toEqual({
      path: '/api/file/Download/IM/v.mp3',
      length: 3,
    });
  });

  it('text, a base64 recording (no upload named) and an overlong name stay as sent, for the schema to refuse', () => {
    const base64 = { base64: 'SUQz', length: '00:02' };
    expect(fromPlatformContent('text', 'hello')).toBe('hello');
    expect(fromPlatformContent('voice', base64)).toBe(base64);
    const long = { name: 'x'.repeat(201) };
    expect(fromPlatformContent('image', long)).toBe(long);
  });
});

describe('frames out', () => {
  it('history carries media as JSON text, pushes as objects; a push’s type as text', () => {
    const row = {
      id: 'm1',
      sendUserId: 'u1',
      sendTime: 1,
      receiveUserId: 'u2',
      receiveTime: null,
      state: 0,
      clientMessageId: null,
    };
    const page = toPlatformFrame({
      method: 'messageList',
      toUserId: 'u2',
      list: [{ ...row, contentType: 'voice', content: JSON.stringify({ path: '/p', length: 60 }) }],
      pagination: { currentPage: 1, pageSize: 30, total: 1 },
    }) as { list: { content: string }[] };
    expect(JSON.parse(page.list[0]!.content)).toEqual({ path: '/p', length: '01:00' });
    const push = toPlatformFrame({
      method: 'messagePush',
      userId: 'u1',
      toUserId: ['u2'],
      title: '待办',
      unreadNoticeCount: 1,
      messageType: 2,
      id: 'n1',
    }) as { messageType: unknown };
    expect(push.messageType).toBe('2');
  });
});
