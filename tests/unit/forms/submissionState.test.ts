/** What a submitted form's notice says is where its outbox row really stands (#14 item 2). */
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

  it('refused when the server said no', () => {
    expect(submissionState(row('failed', '请假类型不存在'), true)).toBe('refused');
  });
});
