/**
 * A comment names only its writer's own uploads (issue #12, holes 1–3): every viewer's app fetches a
 * comment's images with its own token, so another host, another API path or someone else's file is refused
 * at the door, and a URL some comment names never makes someone else's file readable.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CODE, FLOW_COMMENT_PATH } from '../../contract';
import { flowComments } from '../../server/db/schema';
import { DEMO_ACCOUNTS as A, userIdOf } from '../../server/seed/index';
import { send, submitLeave, uploadAs } from './flowRequests';
import { createHarness, tokenFor, type Harness } from './harness';

let h: Harness;
const tokens: Record<string, string> = {};
const token = (account: string) => tokens[account]!;
let taskId: string;

beforeAll(async () => {
  h = await createHarness();
  for (const account of Object.values(A)) tokens[account] = await tokenFor(h.app, account);
  taskId = await submitLeave(h, A.nurse, token(A.nurse), 2);
});
afterAll(() => h.close());

const comment = (account: string, body: object) =>
  send(h.app, FLOW_COMMENT_PATH, { taskId, text: '见附图', ...body }, token(account));

const readBy = async (url: string, account: string) =>
  (await h.app.inject({ method: 'GET', url, headers: { authorization: token(account) } })).statusCode;

async function commentCount(): Promise<number> {
  return (await h.database.db.select().from(flowComments)).length;
}

describe('what a comment may name', () => {
  it.each([
    ['another host, protocol-relative', '//attacker.example/x.png'],
    ['another host, absolute', 'https://attacker.example/x.png'],
    ['the sign-out call', '/api/oauth/Logout'],
    ['another API path', '/api/oauth/CurrentUser'],
    ['a download path of no file', '/api/file/Download/annex/none.png'],
  ])('an image that is %s is refused, naming the field, and nothing is stored', async (_, url) => {
    const before = await commentCount();
    const reply = await comment(A.head, { image: [url] });
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ code: CODE.BAD_REQUEST, msg: expect.stringMatching(/^image: /) });
    expect(await commentCount()).toBe(before);
  });

  it("someone else's upload is refused as an image and as a file, and stays unreadable to the flow", async () => {
    const nurses = await uploadAs(h, token(A.nurse), Buffer.from('private scan'));
    const asImage = await comment(A.head, { image: [nurses] });
    expect(asImage.body.msg).toMatch(/^image: /);
    const asFile = await comment(A.head, { file: [{ fileId: randomUUID(), name: 'x.png', url: nurses }] });
    expect(asFile.body.msg).toMatch(/^file: /);
    expect(await readBy(nurses, A.head)).toBe(404);
  });

  it('an own upload that is not a picture is refused as an image but taken as a file', async () => {
    const pdf = { mime: 'application/pdf', name: 'note.pdf' };
    const url = await uploadAs(h, token(A.head), Buffer.from('%PDF-1.4'), 'annex', pdf);
    expect((await comment(A.head, { image: [url] })).body.msg).toMatch(/^image: /);
    const asFile = await comment(A.head, { file: [{ fileId: randomUUID(), name: pdf.name, url }] });
    expect(asFile.body.code).toBe(CODE.OK);
    expect(await readBy(url, A.nurse)).toBe(200);
  });

  it("a comment stored naming someone else's file does not make that file readable", async () => {
    // As a comment written before the door was closed would be.
    const nurses = await uploadAs(h, token(A.nurse), Buffer.from('payslip photo'));
    await h.database.db.insert(flowComments).values({
      id: randomUUID(),
      taskId,
      userId: userIdOf(A.head),
      text: '',
      image: [nurses],
      file: [],
      createdAt: new Date(),
    });
    expect(await readBy(nurses, A.nurse)).toBe(200);
    expect(await readBy(nurses, A.head)).toBe(404);
    expect(await readBy(nurses, A.director)).toBe(404);
  });
});
