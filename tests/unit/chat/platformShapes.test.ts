/**
 * The worker reads the chat socket in the platform's shapes too (issue #16: our app against a JNPF back end,
 * or ours in JNPF_STRICT mode): media objects and their JSON text become our stored content, a push's type
 * becomes a number, and frames already in our shapes come out unchanged; what a JNPF back end leaves out
 * (the directory's cursor, a list item's bill number) reads as its plain meaning.
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { ourChatContent, secondsOf } from '../../../contract/chatMedia';
import { usersAllData } from '../../../contract/directory';
import { flowListItem } from '../../../contract/workflow';
import { parseServerFrame } from '../../../workers/protocol';

const IMAGE = '/api/file/Download/IM/a.png';
const VOICE = '/api/file/Download/IM/v.webm';

describe('ourChatContent', () => {
  it('reads the platform’s picture and voice objects, and their JSON text, into our content', () => {
    expect(ourChatContent('image', { path: IMAGE, width: 0, height: 0 })).toBe(IMAGE);
    expect(ourChatContent('image', JSON.stringify({ path: IMAGE, width: 0, height: 0 }))).toBe(IMAGE);
    expect(JSON.parse(ourChatContent('voice', { path: VOICE, length: '01:05' }))).toEqual({
      path: VOICE,
      length: 65,
    });
    expect(JSON.parse(ourChatContent('voice', JSON.stringify({ path: VOICE, length: '00:00' })))).toEqual({
      path: VOICE,
      length: 1,
    });
  });

  it('leaves our own shapes and every text as they are', () => {
    expect(ourChatContent('image', IMAGE)).toBe(IMAGE);
    expect(JSON.parse(ourChatContent('voice', JSON.stringify({ path: VOICE, length: 12 })))).toEqual({
      path: VOICE,
      length: 12,
    });
    expect(ourChatContent('text', '{"path":"x"}')).toBe('{"path":"x"}');
    expect(ourChatContent('image', { width: 1 })).toBe('');
  });

  it('reads mm:ss and plain seconds', () => {
    expect([secondsOf('00:59'), secondsOf('02:00'), secondsOf(7), secondsOf('7'), secondsOf('x')]).toEqual([
      59,
      120,
      7,
      7,
      NaN,
    ]);
  });
});

describe('parseServerFrame', () => {
  const frame = (message: object) => parseServerFrame(JSON.stringify(message));
  const received = {
    method: 'receiveMessage',
    formUserId: 'u-head01',
    messageType: 'image',
    formMessage: { path: IMAGE, width: 0, height: 0 },
    dateTime: 1,
    latestDate: 1,
    headIcon: '',
    realName: '李静怡',
    account: 'head01',
    id: 'm1',
  };

  it('takes a picture sent as the platform’s object (before, the frame was dropped)', () => {
    const parsed = frame(received);
    expect(parsed).toMatchObject({
      method: 'other',
      message: { method: 'receiveMessage', formMessage: IMAGE },
    });
  });

  it('takes a history page whose media is JSON text, and a push whose type is text', () => {
    const page = frame({
      method: 'messageList',
      toUserId: 'u-head01',
      list: [
        {
          id: 'm1',
          sendUserId: 'u-head01',
          sendTime: 1,
          receiveUserId: 'u-nurse01',
          receiveTime: null,
          content: JSON.stringify({ path: VOICE, length: '00:03' }),
          contentType: 'voice',
          state: 0,
        },
      ],
      pagination: { currentPage: 1, pageSize: 30, total: 1 },
    });
    expect(page).toMatchObject({
      method: 'other',
      message: { list: [{ content: JSON.stringify({ path: VOICE, length: 3 }) }] },
    });
    const push = frame({
      method: 'messagePush',
      userId: 'u-hr01',
      toUserId: ['u-nurse01'],
      title: '关于排班的通知',
      unreadNoticeCount: 1,
      messageType: '1',
      id: 'n1',
    });
    expect(push).toMatchObject({ method: 'other', message: { method: 'messagePush', messageType: 1 } });
  });
});

describe('what a JNPF back end leaves out', () => {
  it('Users/All without a cursor is the whole directory, read again whole next time', () => {
    expect(usersAllData.parse({ list: [] })).toEqual({ list: [], removed: [], cursor: '', full: true });
  });

  it('a flow list item without our bill number reads as one without', () => {
    const item = {
      id: 'op-1',
      processId: 't-1',
      enCode: 'leaveApply',
      fullName: '请假申请',
      flowName: '请假申请',
      flowCode: 'leaveApply',
      flowId: 'leaveApply',
      flowCategory: '假勤管理',
      formType: 2,
      flowUrgent: 1,
      thisStep: '科室审批',
      thisStepId: 'head',
      status: 1,
      startTime: 1,
      creatorTime: 1,
      creatorUserId: 'u-1',
      userName: '张小雨',
      description: '',
      completion: 0,
    };
    expect(z.parse(flowListItem, item).billNo).toBe('');
  });
});
