/**
 * A form stores facts, not what a client claims (issue #12, hole 7): the unit and post it is applied from
 * are the applicant's own as the server knows them (whatever `applyDept` / `applyPost` say), for leave and
 * the HR forms, on creation and on edit; an application date of 0 or before 1970 is refused naming
 * `applyDate`. (A punch photo that is not a picture: tests/server/field-punch.test.ts.)
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../server/db/schema';
import { DEMO_ACCOUNTS as A, userIdOf } from '../../server/seed/index';
import { hrFormSample } from '../shared/hrFormSamples';
import { createHarness, tokenFor, type Harness } from './harness';
import { sendForm, storeSampleFiles } from './hr-formRequests';
import { leaveBody, savedData, sendLeave } from './leaveRequests';

const HR_KEY = 'TransferPositionApply';
const FORGED = { applyDept: 'forged-unit', applyPost: 'forged-post' };
let h: Harness;
let nurse: string;
let own: { applyDept: string; applyPost: string | null };

beforeAll(async () => {
  h = await createHarness();
  await storeSampleFiles(h);
  nurse = await tokenFor(h.app, A.nurse);
  const [user] = await h.database.db
    .select()
    .from(t.users)
    .where(eq(t.users.id, userIdOf(A.nurse)));
  own = { applyDept: user!.organizeId, applyPost: user!.positionId };
});
afterAll(() => h.close());

const storedLeave = async (id: string) =>
  (await h.database.db.select().from(t.hrForms).where(eq(t.hrForms.id, id)))[0]!;
const storedHrForm = async (id: string) =>
  (await h.database.db.select().from(t.hrForms).where(eq(t.hrForms.id, id)))[0]!;

describe('the unit and post are the applicant’s own', () => {
  it('a leave stores the applicant’s unit and post, not the ones its body names', async () => {
    const saved = savedData(await sendLeave(h.app, leaveBody(userIdOf(A.nurse), FORGED), { token: nurse }));
    expect(await storedLeave(saved.id)).toMatchObject(own);
  });

  it('an edited leave draft stores them too', async () => {
    const draft = leaveBody(userIdOf(A.nurse), { status: 1 });
    const saved = savedData(await sendLeave(h.app, draft, { token: nurse }));
    const edit = { ...draft, ...FORGED };
    const url = `/api/workflow/Form/LeaveApply/${saved.id}`;
    savedData(await sendLeave(h.app, edit, { token: nurse, method: 'PUT', url }));
    expect(await storedLeave(saved.id)).toMatchObject(own);
  });

  it('an HR form stores the applicant’s unit and post, on creation and on edit', async () => {
    const draft = hrFormSample(HR_KEY, userIdOf(A.nurse), { status: 1, ...FORGED });
    const saved = savedData(await sendForm(h, HR_KEY, draft, nurse));
    expect(await storedHrForm(saved.id)).toMatchObject(own);
    savedData(await sendForm(h, HR_KEY, { ...draft, applyDept: 'other-forgery' }, nurse, saved.id));
    expect(await storedHrForm(saved.id)).toMatchObject(own);
  });
});

describe('the application date is a real date', () => {
  it.each([0, -1, -86_400_000])('applyDate %d is refused naming it', async (applyDate) => {
    const reply = await sendLeave(h.app, leaveBody(userIdOf(A.nurse), { applyDate }), { token: nurse });
    expect(reply.status).toBe(400);
    expect(reply.body.msg).toMatch(/^applyDate: /);
    const hr = await sendForm(h, HR_KEY, hrFormSample(HR_KEY, userIdOf(A.nurse), { applyDate }), nurse);
    expect(hr.body.msg).toMatch(/^applyDate: /);
  });
});
