/**
 * An approval's signature is a bounded PNG data URL or the signer's own picture (issue #28 item 5), at the
 * schema both decisions share (contract/signature.ts): a URL any viewer's browser would fetch, an API path,
 * SVG, bytes that are not a PNG, an oversized one and someone else's upload are refused naming signImg;
 * `''` is no signature (the platform's clients); the signer's own picture is shown to the flow's viewers;
 * and a bad value already stored is served as null.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CODE, FLOW_ACTION_PATHS, HANDLE_TYPE, MAX_SIGNATURE_CHARS, SIGNATURE_REFUSED } from '../../contract';
import * as t from '../../server/db/schema';
import { DEMO_ACCOUNTS as A, userIdOf } from '../../server/seed/index';
import { audit, detailOf, operatorOf, send, submitLeave, uploadAs } from './flowRequests';
import { createHarness, tokenFor, type Harness } from './harness';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEElEQVR4nGP4z8AARAwQCgAf7gP9i18U1AAAAABJRU5ErkJggg==',
  'base64',
);
const PNG_URL = `data:image/png;base64,${PNG.toString('base64')}`;
const REFUSED = `signImg: ${SIGNATURE_REFUSED}`;

let h: Harness;
const tk: Record<string, string> = {};
beforeAll(async () => {
  h = await createHarness();
  for (const a of [A.nurse, A.head]) tk[a] = await tokenFor(h.app, a);
});
afterAll(() => h.close());

async function pending(): Promise<{ taskId: string; operatorId: string }> {
  const taskId = await submitLeave(h, A.nurse, tk[A.nurse]!, 1);
  return { taskId, operatorId: await operatorOf(h, taskId, tk[A.head]!) };
}

const reject = (operatorId: string, signImg: unknown) =>
  send(h.app, FLOW_ACTION_PATHS.reject(operatorId), { handleOpinion: '请补充', signImg }, tk[A.head]!);

/** An SVG drawing as the platform's clients send one, holding `inside`. */
const svg = (inside: string) =>
  `data:image/svg+xml;base64,${Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="200" height="80">${inside}</svg>`).toString('base64')}`;

describe('what a signature may be', () => {
  it("an SVG drawing, as the platform's clients send, is taken and shown as sent", async () => {
    const { taskId, operatorId } = await pending();
    const signImg = svg('<path d="M10 40 C 40 10, 65 10, 95 40" stroke="#000" fill="none"/>');
    expect((await audit(h, operatorId, tk[A.head]!, { signImg })).body.code).toBe(CODE.OK);
    const detail = await detailOf(h, taskId, tk[A.nurse]!);
    expect(detail.flowTaskOperatorRecordList.map((r) => r.signImg)).toContain(signImg);
  });

  it.each([
    ['an API path (an SMS code for every viewer)', '/api/oauth/SmsCode/13800000000'],
    ['another host', 'https://evil.example/sign.png'],
    ['an SVG that loads a picture from elsewhere', svg('<image href="https://evil.example/a.png"/>')],
    ['an SVG with a script', svg('<script>alert(1)</script>')],
    ['bytes that are not a PNG', `data:image/png;base64,${btoa('GIF89a not a png at all, really not')}`],
    ['a PNG cut short (no IEND)', `data:image/png;base64,${PNG.subarray(0, 40).toString('base64')}`],
  ])('%s is refused naming signImg, on approve and on reject', async (_, signImg) => {
    const { operatorId } = await pending();
    for (const reply of [
      await audit(h, operatorId, tk[A.head]!, { signImg }),
      await reject(operatorId, signImg),
    ])
      expect([reply.status, reply.body.msg]).toEqual([400, REFUSED]);
  });

  it('one over the bound is refused as too large', async () => {
    const { operatorId } = await pending();
    const signImg = `${PNG_URL}${'A'.repeat(MAX_SIGNATURE_CHARS)}`;
    const reply = await audit(h, operatorId, tk[A.head]!, { signImg });
    expect([reply.status, reply.body.msg]).toEqual([400, 'signImg: 签名图片过大']);
  });

  it('someone else’s picture is refused; the signer’s own is shown to the applicant, who may fetch it', async () => {
    const { taskId, operatorId } = await pending();
    const nursePicture = await uploadAs(h, tk[A.nurse]!, PNG);
    const refused = await audit(h, operatorId, tk[A.head]!, { signImg: nursePicture });
    expect([refused.status, refused.body.msg]).toEqual([400, REFUSED]);
    const own = await uploadAs(h, tk[A.head]!, PNG);
    expect((await audit(h, operatorId, tk[A.head]!, { signImg: own })).body.code).toBe(CODE.OK);
    const record = (await detailOf(h, taskId, tk[A.nurse]!)).flowTaskOperatorRecordList.at(-1);
    expect(record?.signImg).toBe(own);
    const fetched = await h.app.inject({ method: 'GET', url: own, headers: { authorization: tk[A.nurse]! } });
    expect(fetched.statusCode).toBe(200);
  });

  it('a PNG data URL is kept and shown; "" is no signature', async () => {
    const signed = await pending();
    expect((await reject(signed.operatorId, PNG_URL)).body.code).toBe(CODE.OK);
    const shown = (await detailOf(h, signed.taskId, tk[A.nurse]!)).flowTaskOperatorRecordList.at(-1);
    expect(shown?.signImg).toBe(PNG_URL);
    const none = await pending();
    expect((await audit(h, none.operatorId, tk[A.head]!, { signImg: '' })).body.code).toBe(CODE.OK);
    const unsigned = (await detailOf(h, none.taskId, tk[A.nurse]!)).flowTaskOperatorRecordList.at(-1);
    expect(unsigned?.signImg).toBeNull();
  });
});

describe('what is already stored', () => {
  it('a value that is no signature is served as null', async () => {
    const { taskId } = await pending();
    await h.database.db.insert(t.flowTaskRecords).values({
      id: randomUUID(),
      taskId,
      nodeCode: 'manager',
      handleType: HANDLE_TYPE.approve,
      handlerId: userIdOf(A.head),
      signImg: '/api/oauth/SmsCode/13800000000',
      handledAt: new Date(h.clock.now),
    });
    const records = (await detailOf(h, taskId, tk[A.nurse]!)).flowTaskOperatorRecordList;
    expect(records.map((r) => r.signImg)).not.toContain('/api/oauth/SmsCode/13800000000');
    expect(records.at(-1)?.signImg).toBeNull();
  });
});
