/**
 * The approval screen leads with the facts (#30 item 13), rendered without a DOM: the leave's key fields
 * and its attachment before the form, who else in the ward is off and the leave granted this year; then
 * 快速审批 — the common opinions as chips named so they are never the action 同意, and 一键同意 — only when
 * 同意 is granted and the node asks for no next approvers and no signature.
 */
import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { renderToString } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FLOW_STATUS } from '../../../contract';
import { createUserDb, type UserDb } from '../../../core/store/db';
import type { FlowDetailRow } from '../../../core/store/types';
import { FlowKeyFacts } from '../../../src/features/workflow/flow/FlowKeyFacts';
import { QuickApprove } from '../../../src/features/workflow/flow/QuickApprove';
import { addFeatureWords } from '../../../src/features/workflow/words';
import { NO_ACTIONS, TASK_ID, leaveDetail } from './fixtures';

addFeatureWords();

let db: UserDb;
beforeAll(async () => {
  db = createUserDb('flow-key-render');
  await db.open();
});
afterAll(async () => {
  db.close();
  await Dexie.delete(db.name);
});

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
const CONTEXT = {
  applies: true,
  unitName: '心内科病区',
  colleagues: [
    {
      userId: 'u-2',
      userName: '王芳',
      leaveTypeName: '病假',
      startTime: 1_700_006_400_000,
      endTime: 1_700_092_799_000,
      dayCount: 1,
      flowStatus: FLOW_STATUS.inApproval,
    },
  ],
  taken: [{ leaveTypeName: '事假', days: 2 }],
};

describe('the facts first', () => {
  it('the key fields by label, the attachment, who else is off and the leave taken this year', () => {
    const html = text(renderToString(<FlowKeyFacts db={db} data={leaveDetail()} leaveContext={CONTEXT} />));
    for (const part of ['开始时间', '结束时间', '请假天数 1', '请假事由 发烧就医', '病历.pdf'])
      expect(html).toContain(part);
    expect(html).toContain('同期休假（心内科病区）');
    expect(html).toContain('王芳');
    expect(html).toContain('审批中');
    expect(html).toContain('今年已批准的请假：事假 2 天');
  });

  it('says so when no one else is off', () => {
    const none = { ...CONTEXT, colleagues: [], taken: [] };
    const html = text(renderToString(<FlowKeyFacts db={db} data={leaveDetail()} leaveContext={none} />));
    expect(html).toContain('心内科病区同期无其他人休假');
    expect(html).toContain('今年暂无已批准的请假');
  });
});

describe('快速审批', () => {
  const row = (data = leaveDetail()): FlowDetailRow => ({ id: TASK_ID, data, fetchedAt: 1 });
  const quick = (r: FlowDetailRow) =>
    renderToString(
      <QuickApprove actor={{ db, userId: 'u-dir', taskId: TASK_ID }} row={r} onDone={() => {}} />,
    );

  it('offers the common opinions, named apart from the action, and 一键同意', () => {
    const html = quick(row());
    for (const phrase of ['同意', '已阅', '请补充材料'])
      expect(html).toContain(`aria-label="常用意见：${phrase}"`);
    expect(text(html)).toContain('一键同意');
  });

  it('is not offered without 同意, nor when the node wants a signature or next approvers', () => {
    expect(quick(row(leaveDetail({ actions: NO_ACTIONS })))).toBe('');
    const rules = leaveDetail().approversProperties;
    expect(quick(row(leaveDetail({ approversProperties: { ...rules, hasSign: true } })))).toBe('');
    const next = [{ id: 'n1', nodeName: '人事处' }];
    expect(quick(row(leaveDetail({ approversProperties: { ...rules, candidateNodes: next } })))).toBe('');
  });

  it('is not offered while this device’s decision waits to be sent', () => {
    expect(quick({ ...row(), pendingAction: 'flowAudit' })).toBe('');
  });
});
