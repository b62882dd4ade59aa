/** What a submitted form's notice says is where its outbox row really stands (#14 item 2, #28 item 3). */
import { describe, expect, it } from 'vitest';
import { submissionState } from '../../../src/forms/page/SubmittedNotice';

const row = (state: 'queued' | 'sending' | 'done' | 'failed', lastError: string | null = null) => ({
  state,
  lastError,
});

describe('the submission notice', () => {
  it('delivered once the row is done, or pruned after delivery', () => {
    expect(submissionState(row('done'), true)).toBe('delivered');
    expect(submissionState(null, false)).toBe('delivered');
  });

  it('waiting for the network only without signal, or after a try that did not get through', () => {
    expect(submissionState(row('queued'), false)).toBe('waiting');
    expect(submissionState(row('queued', 'network'), true)).toBe('waiting');
    expect(submissionState(row('queued'), true)).toBe('sending');
    expect(submissionState(row('sending'), false)).toBe('sending');
  });

  it('sent again later, with the server’s words, when the server asked to come back (an attachment over the upload rate)', () => {
    const asked = { ...row('queued', '上传过于频繁，请 40 秒后再试'), notBefore: 1_000 };
    expect(submissionState(asked, true)).toBe('deferred');
    expect(submissionState({ ...asked, notBefore: 0 }, true)).toBe('waiting');
  });

  it('refused when the server said no, the day’s upload quota included', () => {
    expect(submissionState(row('failed', '今日上传已达上限（每人每天 200 MB），请明天再试'), true)).toBe(
      'refused',
    );
    expect(submissionState(row('failed', '请假类型不存在'), true)).toBe('refused');
  });
});
