/**
 * Who may read an uploaded file: its uploader, and everyone who may see a flow that shows it — the leave's
 * attachments to its approvers, a comment's images to the flow's participants. Anyone else gets 404.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FLOW_COMMENT_PATH } from '../../contract';
import { userIdOf } from '../../server/seed';
import { createHarness, tokenFor, type Harness } from './harness';
import { send, uploadAs } from './flowRequests';
import { leaveBody, savedData, sendLeave } from './leaveRequests';

let h: Harness;
const token: Record<string, string> = {};
const SCAN = Buffer.from('a medical certificate');

beforeAll(async () => {
  h = await createHarness();
  for (const account of ['nurse01', 'head01', 'leader01']) token[account] = await tokenFor(h.app, account);
});
afterAll(() => h.close());

const status = async (url: string, account: string) =>
  (
    await h.app.inject({
      method: 'GET',
      url,
      headers: { authorization: token[account]!, 'jnpf-origin': 'app' },
    })
  ).statusCode;

describe('a file shown in a flow', () => {
  it("a leave's attachment: the uploader and her approver read it; someone not in the flow gets 404", async () => {
    const url = await uploadAs(h, token.nurse01!, SCAN);
    const body = leaveBody(userIdOf('nurse01'), { fileJson: [{ fileId: 'f1', name: 'scan.png', url }] });
    savedData(await sendLeave(h.app, body, { token: token.nurse01 }));
    expect(await status(url, 'nurse01')).toBe(200);
    expect(await status(url, 'head01')).toBe(200);
    expect(await status(url, 'leader01')).toBe(404);
  });

  it("a comment's image: the applicant reads the approver's image; an outsider does not", async () => {
    const taskId = savedData(
      await sendLeave(h.app, leaveBody(userIdOf('nurse01')), { token: token.nurse01 }),
    ).taskId!;
    const url = await uploadAs(h, token.head01!, Buffer.from('ward photo'));
    const posted = await send(
      h.app,
      FLOW_COMMENT_PATH,
      { taskId, text: '见附图', image: [url] },
      token.head01!,
    );
    expect(posted.body.code).toBe(200);
    expect(await status(url, 'nurse01')).toBe(200);
    expect(await status(url, 'leader01')).toBe(404);
  });

  it('a file in no flow stays its uploader’s alone', async () => {
    const url = await uploadAs(h, token.head01!, Buffer.from('private'));
    expect(await status(url, 'head01')).toBe(200);
    expect(await status(url, 'nurse01')).toBe(404);
  });
});
