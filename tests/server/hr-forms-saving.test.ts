/**
 * Saving and editing HR forms as leave does: the same Idempotency-Key stores a form once; a draft (status
 * 1) starts no flow, may be edited and then submitted, which starts it; a submitted form cannot change and
 * only its applicant reads or edits it; an unknown FormKey is a business 404; LeaveApply keeps its own
 * routes.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CODE, FLOW_STATUS } from '../../contract';
import * as t from '../../server/db/schema';
import { hrFormSample } from '../shared/hrFormSamples';
import { createHarness, getJson, tokenFor, type Harness } from './harness';
import { NURSE, readForm, sendForm, tasksOf, storeSampleFiles } from './hr-formRequests';
import { applicationsWith, leaveBody, savedData, sendLeave } from './leaveRequests';

const KEY = 'TransferPositionApply';
let h: Harness;
let nurse: string;
let head: string;

beforeAll(async () => {
  h = await createHarness();
  await storeSampleFiles(h);
  [nurse, head] = [await tokenFor(h.app, 'nurse01'), await tokenFor(h.app, 'head01')];
});
afterAll(() => h.close());

const formsWith = (billNo: string) =>
  h.database.db.select().from(t.hrForms).where(eq(t.hrForms.billNo, billNo));

describe('idempotency', () => {
  it('a submission sent twice with one key is stored once and the repeat is replayed', async () => {
    const body = hrFormSample(KEY, NURSE);
    const key = randomUUID();
    const first = await sendForm(h, KEY, body, nurse, undefined, key);
    const second = await sendForm(h, KEY, body, nurse, undefined, key);
    expect(second.body).toEqual(first.body);
    expect(second.replayed).toBe(true);
    expect(await formsWith(body.billNo)).toHaveLength(1);
  });

  it('the same key with another body is refused with 409', async () => {
    const key = randomUUID();
    savedData(await sendForm(h, KEY, hrFormSample(KEY, NURSE), nurse, undefined, key));
    const other = await sendForm(h, KEY, hrFormSample(KEY, NURSE), nurse, undefined, key);
    expect(other.body.code).toBe(409);
  });
});

describe('drafts', () => {
  it('a draft starts no flow, is edited, then submitted, which starts its flow', async () => {
    const body = hrFormSample(KEY, NURSE, { status: 1 });
    const draft = savedData(await sendForm(h, KEY, body, nurse));
    expect(draft.taskId).toBeNull();
    expect((await tasksOf(h, draft.id)).tasks).toHaveLength(0);

    const edited = savedData(await sendForm(h, KEY, { ...body, reason: '科室调整' }, nurse, draft.id));
    expect(edited.taskId).toBeNull();
    expect((await readForm(h, KEY, draft.id, nurse)).body.data).toMatchObject({
      reason: '科室调整',
      flowStatus: 0,
    });

    const submitted = savedData(
      await sendForm(h, KEY, { ...body, status: 0, reason: '科室调整' }, nurse, draft.id),
    );
    expect(submitted.taskId).toEqual(expect.any(String));
    expect((await readForm(h, KEY, draft.id, nurse)).body.data).toMatchObject({
      flowStatus: FLOW_STATUS.inApproval,
      taskId: submitted.taskId,
    });
  });

  it('a submitted form cannot be edited; another user can neither edit nor read it', async () => {
    const body = hrFormSample(KEY, NURSE);
    const saved = savedData(await sendForm(h, KEY, body, nurse));
    const again = await sendForm(h, KEY, { ...body, reason: '改' }, nurse, saved.id);
    expect([again.body.code, again.body.msg]).toEqual([CODE.BAD_REQUEST, '该调岗申请已提交审批，不能再修改']);
    expect((await sendForm(h, KEY, body, head, saved.id)).body.code).toBe(CODE.FORBIDDEN);
    expect((await readForm(h, KEY, saved.id, head)).body.code).toBe(CODE.FORBIDDEN);
  });

  it('a form read under another FormKey is not found', async () => {
    const saved = savedData(await sendForm(h, KEY, hrFormSample(KEY, NURSE), nurse));
    expect((await readForm(h, 'CreditApply', saved.id, nurse)).body.code).toBe(CODE.NOT_FOUND);
  });
});

describe('which form', () => {
  it('an unknown FormKey is a business 404 for every call', async () => {
    const body = hrFormSample(KEY, NURSE);
    for (const reply of [
      await sendForm(h, 'NoSuchApply', body, nurse),
      await sendForm(h, 'NoSuchApply', body, nurse, 'x'),
      await getJson(h.app, '/api/workflow/Form/NoSuchApply/x', nurse),
      await getJson(h.app, '/api/workflow/Form/NoSuchApply/Originals', nurse),
    ]) {
      expect([reply.status, reply.body.code, reply.body.msg]).toEqual([
        200,
        CODE.NOT_FOUND,
        '表单不存在：NoSuchApply',
      ]);
    }
  });

  it('LeaveApply is still served by the leave routes', async () => {
    const body = leaveBody(NURSE);
    const saved = savedData(await sendLeave(h.app, body, { token: nurse }));
    expect(await applicationsWith(h, body.billNo)).toHaveLength(1);
    expect(
      (await getJson(h.app, `/api/workflow/Form/LeaveApply/${saved.id}`, nurse)).body.data,
    ).toMatchObject({
      leaveType: body.leaveType,
    });
  });
});
