/**
 * Submitting a leave offline: one outbox row, written with the draft marked pending, carrying the
 * contract's body and the attachments to upload first — exactly once, however often 提交 is tapped.
 */
import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import { createUserDb, type UserDb } from '../../../core/store/db';
import { LEAVE as LEAVE_FORM } from '../../../contract/hrForm/forms/attendance';
import { hrFormPath } from '../../../contract/hrForm/api';
import { hrFormByKey } from '../../../contract/hrForm/catalogue';
import { hrFormPlan } from '../../../src/features/hrForms/hrFormPlan';
import { FormRejected, submitForm } from '../../../src/forms/submitForm';
import { DraftSession } from '../../../src/forms/draftSession';
import { halfDayMs } from '../../../src/forms/halfDay';
import { loadOrStart } from '../../../src/forms/useDraft';
import { NURSE } from './fixtures';

let db: UserDb;
const LEAVE_URL = hrFormPath('LeaveApply');
const plan = hrFormPlan(hrFormByKey('leaveApply')!, LEAVE_FORM);
const submitLeave = (db: UserDb, s: DraftSession, w: typeof who, online: boolean) =>
  submitForm(db, s, w, online, plan);
const who = { userId: NURSE.userId, userName: NURSE.userName };

afterEach(async () => {
  db.close();
  await Dexie.delete(db.name);
});

async function filledLeave(name: string, reason = '发热') {
  db = createUserDb(`submit-${name}`);
  await db.open();
  const s = new DraftSession(db, LEAVE_FORM, await loadOrStart(db, LEAVE_FORM, NURSE, null), undefined, 10);
  s.setField('leaveType', 'dict-sick');
  s.setField('leaveStartTime', halfDayMs('2026-11-23', 'morning', 1));
  s.setField('leaveEndTime', halfDayMs('2026-11-23', 'morning', 2));
  s.setField('leaveReason', reason);
  await s.attach('fileJson', [{ name: '证明.jpg', type: 'image/jpeg', blob: new Blob(['jpg']) }]);
  return s;
}

describe('submitting a leave offline', () => {
  it('queues one POST LeaveApply row on the draft stream and marks the draft pending, together', async () => {
    const s = await filledLeave('queued');
    const row = await submitLeave(db, s, who, false);
    const rows = await db.outbox.toArray();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      id: row?.id,
      userId: NURSE.userId,
      kind: 'hrForm',
      formKey: 'LeaveApply',
      billRule: 'WF_LeaveApplyNo',
      stream: `form:${s.draftId}`,
      method: 'POST',
      url: LEAVE_URL,
      state: 'queued',
    });
    expect((await db.drafts.get(s.draftId))?.state).toBe('pending');
    expect(s.state).toBe('pending');
  });

  it('sends status 0, half a day, 4 hours, and no bill number yet (the outbox asks for one when it sends)', async () => {
    const s = await filledLeave('body');
    await submitLeave(db, s, who, false);
    const [row] = await db.outbox.toArray();
    expect(row?.body).toMatchObject({
      status: 0,
      billNo: '',
      flowUrgent: 1,
      applyUser: NURSE.userId,
      applyDept: NURSE.organizeId,
      leaveType: 'dict-sick',
      leaveDayCount: 0.5,
      leaveHour: 4,
      leaveReason: '发热',
    });
  });

  it('lists the attachments to upload first, and keeps their Blobs', async () => {
    const s = await filledLeave('files');
    await submitLeave(db, s, who, false);
    const [row] = await db.outbox.toArray();
    const [file] = await db.files.toArray();
    expect(row?.fileIds).toEqual([file?.id]);
    expect((row?.body as { fileJson: unknown[] }).fileJson).toEqual([
      { fileId: file?.id, name: '证明.jpg', url: '', size: 3 },
    ]);
  });

  it('keeps a bill number the draft already has', async () => {
    const s = await filledLeave('bill');
    s.setField('billNo', 'QJ202611230001');
    await submitLeave(db, s, who, true);
    expect((await db.outbox.toArray())[0]?.body).toMatchObject({ billNo: 'QJ202611230001' });
  });

  it('a double tap queues it once', async () => {
    const s = await filledLeave('twice');
    const [a, b] = await Promise.all([submitLeave(db, s, who, false), submitLeave(db, s, who, false)]);
    expect([a, b].filter(Boolean)).toHaveLength(1);
    expect(await submitLeave(db, s, who, false)).toBeNull();
    expect(await db.outbox.count()).toBe(1);
  });

  it('after submitting, the form opens blank: the submitted draft is not a draft any more', async () => {
    const s = await filledLeave('after');
    await submitLeave(db, s, who, false);
    const next = await loadOrStart(db, LEAVE_FORM, NURSE, null);
    expect(next.draftId).not.toBe(s.draftId);
    expect(next.values.leaveReason).toBe('');
  });

  it('a body the contract refuses queues nothing and leaves the draft editable', async () => {
    const s = await filledLeave('refused', ' ');
    await expect(submitLeave(db, s, who, false)).rejects.toBeInstanceOf(FormRejected);
    expect(await db.outbox.count()).toBe(0);
    expect((await db.drafts.get(s.draftId))?.state).toBe('editing');
    await s.flush();
  });
});
