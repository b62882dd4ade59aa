/**
 * Who may read an uploaded file: its uploader, and everyone who may see a flow that shows it — a leave's or
 * an HR form's attachments to its approvers, a comment's images to the flow's participants. Anyone else
 * gets 404, and a form may only name its applicant's own files.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FLOW_COMMENT_PATH } from '../../contract';
import { userIdOf } from '../../server/seed';
import { createHarness, tokenFor, type Harness } from './harness';
import { send, uploadAs } from './flowRequests';
import { leaveBody, savedData, sendLeave } from './leaveRequests';
import { expectFieldRefused, sendForm } from './hr-formRequests';
import { hrFormSample } from '../shared/hrFormSamples';

let h: Harness;
const token: Record<string, string> = {};
const SCAN = Buffer.from('a medical certificate');

beforeAll(async () => {
  h = await createHarness();
  for (const account of ['nurse01', 'head01', 'director01', 'leader01'])
    token[account] = await tokenFor(h.app, account);
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

  it("an HR form's attachment: its first approver (the department director) reads it; an outsider does not", async () => {
    const url = await uploadAs(h, token.nurse01!, Buffer.from('a transfer letter'));
    const file = { fileId: 'f2', name: 'letter.png', url, size: 17 };
    const body = hrFormSample('TransferPositionApply', userIdOf('nurse01'), { fileJson: [file] });
    savedData(await sendForm(h, 'TransferPositionApply', body, token.nurse01!));
    expect(await status(url, 'director01')).toBe(200);
    expect(await status(url, 'leader01')).toBe(404);
  });

  it("naming someone else's file is refused on a leave and on an HR form, so no flow can show it", async () => {
    const url = await uploadAs(h, token.head01!, Buffer.from("the head nurse's own scan"));
    const file = { fileId: 'f3', name: 'scan.png', url };
    const leave = await sendLeave(h.app, leaveBody(userIdOf('nurse01'), { fileJson: [file] }), {
      token: token.nurse01,
    });
    expect(leave.status).toBe(400);
    expect(leave.body.msg).toBe('fileJson: 相关附件：只能附上本人上传的文件');
    const hr = hrFormSample('TransferPositionApply', userIdOf('nurse01'), { fileJson: [file] });
    expectFieldRefused(await sendForm(h, 'TransferPositionApply', hr, token.nurse01!), 'fileJson');
    expect(await status(url, 'nurse01')).toBe(404);
  });

  it('a file in no flow stays its uploader’s alone', async () => {
    const url = await uploadAs(h, token.head01!, Buffer.from('private'));
    expect(await status(url, 'head01')).toBe(200);
    expect(await status(url, 'nurse01')).toBe(404);
  });
});
