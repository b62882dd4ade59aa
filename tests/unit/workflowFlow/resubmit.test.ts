/**
 * Going on after a rejection (#30 item 7): only the applicant's own application, sent back or withdrawn,
 * offers it; 修改后重新提交 is a draft of the same answers and bill number that is queued as a PUT of the
 * stored form (so its own task runs again), and a second tap continues that draft; 复制为新申请 keeps the
 * answers but starts the number and the system fields afresh and is posted as a new application; the
 * timeline marks the node the task was sent back from.
 */
import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import { FLOW_STATUS, HANDLE_TYPE } from '../../../contract';
import { hrFormPath } from '../../../contract/hrForm/api';
import { hrFormByKey, type HrFormEntry } from '../../../contract/hrForm/catalogue';
import { hrFormDef } from '../../../contract/hrForm/forms';
import type { FormDef } from '../../../contract/form/types';
import { createUserDb, type UserDb } from '../../../core/store/db';
import { hrFormPlan } from '../../../src/features/hrForms/hrFormPlan';
import { draftFromFlow, goOnFrom, mayGoOn } from '../../../src/features/workflow/flow/resubmit';
import { timelineOf } from '../../../src/features/workflow/flow/timelineModel';
import { DraftSession } from '../../../src/forms/draftSession';
import { submitForm } from '../../../src/forms/submitForm';
import { loadOrStart } from '../../../src/forms/useDraft';
import { NURSE } from '../forms/fixtures';
import { leaveDetail, TASK_ID } from './fixtures';

const sentBack = () => {
  const data = leaveDetail();
  data.flowTaskInfo = { ...data.flowTaskInfo, status: FLOW_STATUS.rejected, creatorUserId: NURSE.userId };
  data.flowTaskOperatorRecordList = [
    ...data.flowTaskOperatorRecordList,
    {
      ...data.flowTaskOperatorRecordList[0]!,
      id: 'r-back',
      nodeCode: 'director',
      nodeName: '科主任审批',
      handleType: HANDLE_TYPE.reject,
      handleOpinion: '请补充病历',
      handleTime: 1_700_001_000_000,
    },
  ];
  return data;
};

describe('who may go on', () => {
  it('the applicant of a sent-back or withdrawn application; nobody else, and not while in approval', () => {
    const data = sentBack();
    expect(mayGoOn(data, NURSE.userId)).toBe(true);
    expect(mayGoOn(data, 'u-someone-else')).toBe(false);
    expect(
      mayGoOn(
        { ...data, flowTaskInfo: { ...data.flowTaskInfo, status: FLOW_STATUS.withdrawn } },
        NURSE.userId,
      ),
    ).toBe(true);
    expect(
      mayGoOn(
        { ...data, flowTaskInfo: { ...data.flowTaskInfo, status: FLOW_STATUS.inApproval } },
        NURSE.userId,
      ),
    ).toBe(false);
  });

  it('the timeline marks the node it was sent back from, and only while it stays sent back', () => {
    const states = (data: ReturnType<typeof sentBack>) =>
      Object.fromEntries(timelineOf(data).map((n) => [n.id, n.state]));
    expect(states(sentBack()).director).toBe('rejected');
    const again = sentBack();
    again.flowTaskInfo = { ...again.flowTaskInfo, status: FLOW_STATUS.inApproval };
    expect(states(again).director).toBe('current');
  });
});

describe('the draft that goes on', () => {
  it('resubmit keeps the answers and the number and names the form and task it resubmits', () => {
    const row = draftFromFlow(sentBack(), 'resubmit', 'd1', 5);
    expect(row).toMatchObject({
      id: 'd1',
      formKey: 'LeaveApply',
      state: 'editing',
      data: { billNo: 'QJ2024000123', leaveReason: '发烧就医', leaveType: 'lt-sick' },
      resubmits: { formId: 'form-1', taskId: TASK_ID },
    });
  });

  it('copy keeps the answers but not the number, who, where or when', () => {
    const row = draftFromFlow(sentBack(), 'copy', 'd2', 5);
    expect(row?.data).toMatchObject({ leaveReason: '发烧就医', leaveType: 'lt-sick' });
    expect(row?.data).not.toHaveProperty('billNo');
    expect(row?.data).not.toHaveProperty('applyDate');
    expect(row?.data).not.toHaveProperty('applyUser');
    expect(row).not.toHaveProperty('resubmits');
  });
});

describe('queued', () => {
  let db: UserDb;
  afterEach(async () => {
    db.close();
    await Dexie.delete(db.name);
  });

  const entry = hrFormByKey('leaveApply') as HrFormEntry;
  const def = hrFormDef(entry.formKey) as FormDef;
  const who = { userId: NURSE.userId, userName: NURSE.userName };

  async function submitted(how: 'resubmit' | 'copy') {
    db = createUserDb(`resubmit-${how}`);
    await db.open();
    const path = await goOnFrom(db, sentBack(), how);
    const draftId = new URLSearchParams(path?.split('?')[1]).get('draft');
    const s = new DraftSession(db, def, await loadOrStart(db, def, NURSE, draftId), undefined, 10);
    await submitForm(db, s, who, false, hrFormPlan(entry, def));
    return { path, rows: await db.outbox.toArray() };
  }

  it('resubmit is a PUT of the stored form with its number, and a second tap continues the same draft', async () => {
    const { path, rows } = await submitted('resubmit');
    expect(path).toMatch(/^\/pages\/subDev\/leaveAttendanceManage\/leaveApply\?draft=/);
    expect(rows).toEqual([
      expect.objectContaining({
        method: 'PUT',
        url: `${hrFormPath('LeaveApply')}/form-1`,
        body: expect.objectContaining({ billNo: 'QJ2024000123', leaveReason: '发烧就医' }),
      }),
    ]);
    expect(await goOnFrom(db, sentBack(), 'resubmit')).toBe(path);
  });

  it('copy is posted as a new application', async () => {
    const { rows } = await submitted('copy');
    expect(rows).toEqual([
      expect.objectContaining({
        method: 'POST',
        url: hrFormPath('LeaveApply'),
        body: expect.objectContaining({ billNo: '' }),
      }),
    ]);
  });
});
