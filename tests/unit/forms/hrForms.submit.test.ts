/**
 * An HR form's submission: its values become the contract's body (system fields, then its own fields flat,
 * attachments by local file id with no url yet, billNo '' offline, 张三的<title> as flow title), queued
 * exactly once as one `hrForm` row posted to its FormKey on the draft's stream; and its originals are kept
 * in Dexie for the relation field to list offline.
 */
import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FormDef } from '../../../contract/form/types';
import { hrFormByKey, type HrFormEntry } from '../../../contract/hrForm/catalogue';
import { hrFormDef } from '../../../contract/hrForm/forms';
import { hrFormPath, hrOriginalsPath } from '../../../contract/hrForm/api';
import { createUserDb, type UserDb } from '../../../core/store/db';
import { hrBodyIssue, hrFlowTitle, toHrFormBody } from '../../../src/features/hrForms/hrFormBody';
import { hrFormPlan } from '../../../src/features/hrForms/hrFormPlan';
import { DraftSession } from '../../../src/forms/draftSession';
import { cachedOriginals, refreshOriginals } from '../../../src/forms/originals';
import { FormRejected, submitForm } from '../../../src/forms/submitForm';
import { loadOrStart } from '../../../src/forms/useDraft';
import { initialValues } from '../../../src/forms/values';
import { NURSE } from './fixtures';

const entryOf = (key: string) => hrFormByKey(key) as HrFormEntry;
const defOf = (key: string) => hrFormDef(entryOf(key).formKey) as FormDef;
const who = { userId: NURSE.userId, userName: NURSE.userName };
const DAY = Date.UTC(2026, 11, 1);

describe('an HR form as the body it travels as', () => {
  const def = defOf('dimissionApply');
  const values = {
    ...initialValues(def, { user: NURSE, now: 0 }),
    dimissionReason: 'dict-family',
    entryDate: DAY - 400 * 86_400_000,
    lastWorkDate: DAY,
    handoverTo: 'u-nurse02',
    mobile: '13800138000',
    reason: '  照顾家人  ',
    fileJson: [{ fileId: 'f1', name: '辞职信.pdf', size: 2048, type: 'application/pdf' }],
  };
  const body = toHrFormBody(def, 'dimissionApply', values, { now: 42, userName: '张三' });

  it('carries the system fields: status 0, the flow title 张三的离职申请, who, where, when, urgency', () => {
    expect(body).toMatchObject({
      status: 0,
      flowTitle: '张三的离职申请',
      billNo: '',
      flowUrgent: 1,
      applyUser: NURSE.userId,
      applyDept: NURSE.organizeId,
      applyPost: NURSE.positionId,
      applyDate: 42,
    });
  });

  it('carries its own fields flat, text trimmed, and nothing of the layout', () => {
    expect(body).toMatchObject({
      dimissionReason: 'dict-family',
      entryDate: values.entryDate,
      lastWorkDate: DAY,
      handoverTo: 'u-nurse02',
      mobile: '13800138000',
      reason: '照顾家人',
    });
    const own = def.fields.map((f) => f.__vModel__).filter((n) => !(n in body));
    expect(own).toEqual([]);
  });

  it('lists attachments by their local ids with no url yet', () => {
    expect(body.fileJson).toEqual([{ fileId: 'f1', name: '辞职信.pdf', url: '', size: 2048 }]);
  });

  it('keeps a bill number the draft has, and names the form by its Chinese title', () => {
    expect(
      toHrFormBody(def, 'dimissionApply', { ...values, billNo: 'LZ0001' }, { now: 1, userName: '张三' }),
    ).toMatchObject({ billNo: 'LZ0001' });
    // The workFlowForm route is titled 出差申请 by the spec; the flow is named after the form itself.
    expect(hrFlowTitle('张三', 'furtherStudyApply')).toBe('张三的进修申请');
  });

  it('the contract allows an empty bill number (filled when sent) but not a missing applicant', () => {
    expect(hrBodyIssue(def, body)).toBeNull();
    expect(hrBodyIssue(def, { ...body, applyUser: '' })).not.toBeNull();
  });

  it("the form's own rules are checked on the body as it travels: a blank reason is refused, named", () => {
    expect(hrBodyIssue(def, { ...body, reason: '   '.trim() })).toBe('请填写申请事由');
  });

  it('a derived field travels as derived (days of a training)', () => {
    const train = defOf('trainApply');
    const start = new Date(2026, 11, 1, 0, 0, 0).getTime();
    const end = new Date(2026, 11, 2, 23, 59, 59).getTime();
    const v = train.derive?.({
      ...initialValues(train, { user: NURSE, now: 0 }),
      startTime: start,
      endTime: end,
    });
    expect(toHrFormBody(train, 'trainApply', v ?? {}, { now: 1, userName: '张三' }).dayCount).toBe(2);
  });
});

describe('submitting an HR form offline', () => {
  let db: UserDb;
  afterEach(async () => {
    db.close();
    await Dexie.delete(db.name);
  });

  async function filled(name: string, reason = '家中有事') {
    db = createUserDb(`hr-submit-${name}`);
    await db.open();
    const def = defOf('dimissionApply');
    const s = new DraftSession(db, def, await loadOrStart(db, def, NURSE, null), undefined, 10);
    s.setField('dimissionReason', 'dict-family');
    s.setField('entryDate', DAY - 86_400_000);
    s.setField('lastWorkDate', DAY);
    s.setField('handoverTo', 'u-nurse02');
    s.setField('mobile', '13800138000');
    s.setField('reason', reason);
    await s.attach('fileJson', [{ name: '辞职信.pdf', type: 'application/pdf', blob: new Blob(['pdf']) }]);
    return { s, plan: hrFormPlan(entryOf('dimissionApply'), def) };
  }

  it('queues one hrForm row posted to its FormKey on the draft stream, with billNo "", its files, and its FormKey and bill rule on the row', async () => {
    const { s, plan } = await filled('queued');
    const row = await submitForm(db, s, who, false, plan);
    const [file] = await db.files.toArray();
    expect(await db.outbox.toArray()).toEqual([
      expect.objectContaining({
        id: row?.id,
        kind: 'hrForm',
        formKey: 'DimissionApply',
        billRule: plan.billRule,
        stream: `form:${s.draftId}`,
        method: 'POST',
        url: hrFormPath('DimissionApply'),
        fileIds: [file?.id],
        body: expect.objectContaining({
          billNo: '',
          flowTitle: `${NURSE.userName}的离职申请`,
          fileJson: [{ fileId: file?.id, name: '辞职信.pdf', url: '', size: 3 }],
        }),
      }),
    ]);
    expect((await db.drafts.get(s.draftId))?.state).toBe('pending');
  });

  it('a double tap queues it once', async () => {
    const { s, plan } = await filled('twice');
    const both = await Promise.all([
      submitForm(db, s, who, false, plan),
      submitForm(db, s, who, false, plan),
    ]);
    expect(both.filter(Boolean)).toHaveLength(1);
    expect(await db.outbox.count()).toBe(1);
  });

  it('a body the contract refuses queues nothing and leaves the draft editable', async () => {
    const { s, plan } = await filled('refused');
    await expect(
      submitForm(db, s, { ...who, userName: '' }, false, { ...plan, issue: () => 'no' }),
    ).rejects.toBeInstanceOf(FormRejected);
    expect(await db.outbox.count()).toBe(0);
    expect((await db.drafts.get(s.draftId))?.state).toBe('editing');
    await s.flush();
  });
});

describe('originals kept for offline', () => {
  let db: UserDb;
  afterEach(async () => {
    vi.unstubAllGlobals();
    db.close();
    await Dexie.delete(db.name);
  });

  it('are fetched from the follower’s Originals path and kept in Dexie with when they were fetched', async () => {
    db = createUserDb('hr-originals');
    await db.open();
    const original = {
      id: 'l1',
      formKey: 'LeaveApply',
      billNo: 'QJ1',
      flowTitle: '李护士的请假申请',
      creatorTime: 5,
      data: { leaveStartTime: 1 },
    };
    const fetch = vi.fn(async () => new Response(JSON.stringify({ code: 200, msg: 'ok', data: [original] })));
    vi.stubGlobal('fetch', fetch);
    expect(await cachedOriginals(db, 'CeaseLeaveApply')).toBeUndefined();
    await refreshOriginals(db, 'CeaseLeaveApply', () => 99);
    expect(String((fetch.mock.calls[0] as unknown[])[0])).toContain(hrOriginalsPath('CeaseLeaveApply'));
    expect(await cachedOriginals(db, 'CeaseLeaveApply')).toEqual({
      formKey: 'CeaseLeaveApply',
      list: [original],
      fetchedAt: 99,
    });
  });

  it('a failed fetch keeps the cached list', async () => {
    db = createUserDb('hr-originals-offline');
    await db.open();
    await db.hrOriginals.put({ formKey: 'SupportReturn', list: [], fetchedAt: 7 });
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(refreshOriginals(db, 'SupportReturn')).rejects.toBeTruthy();
    expect((await cachedOriginals(db, 'SupportReturn'))?.fetchedAt).toBe(7);
  });
});
