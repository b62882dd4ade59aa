/**
 * Fields an approver may write are written back: nurse01's transfer goes to director01 (科室负责人), whose
 * node writes nothing, so the transfer date he sends is ignored; then to 人事处 (hr01), who sets the
 * transfer date — stored in the form — while a field her node may not write (the reason) keeps its value.
 * A written value the form refuses is HTTP 400 naming the field, and the decision is not taken.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FLOW_STATUS } from '../../contract';
import { hrFormSample, SAMPLE_START } from '../shared/hrFormSamples';
import { audit, detailOf, operatorOf, send } from './flowRequests';
import { createHarness, tokenFor, type Harness } from './harness';
import { expectFieldRefused, NURSE, readForm, sendForm, storeSampleFiles } from './hr-formRequests';
import { savedData, type Saved } from './leaveRequests';

const KEY = 'TransferPositionApply';
const DAY = 86_400_000;
let h: Harness;
const tokens: Record<string, string> = {};
let saved: Saved;
let body: ReturnType<typeof hrFormSample>;

beforeAll(async () => {
  h = await createHarness();
  await storeSampleFiles(h);
  for (const account of ['nurse01', 'director01', 'hr01']) tokens[account] = await tokenFor(h.app, account);
  body = hrFormSample(KEY, NURSE);
  saved = savedData(await sendForm(h, KEY, body, tokens.nurse01!));
});
afterAll(() => h.close());

const decide = async (account: string, formData: Record<string, unknown>) =>
  audit(h, await operatorOf(h, saved.taskId!, tokens[account]!), tokens[account]!, { formData });

describe('approver-editable fields', () => {
  it('a field not writable at the node is ignored', async () => {
    const reply = await decide('director01', { transferDate: SAMPLE_START + 30 * DAY, reason: '改' });
    expect(reply.body.code).toBe(200);
    expect((await readForm(h, KEY, saved.id, tokens.nurse01!)).body.data).toMatchObject({
      transferDate: body.transferDate,
      reason: body.reason,
    });
  });

  it('the HR node sees the transfer date as writable', async () => {
    const detail = await detailOf(h, saved.taskId!, tokens.hr01!);
    expect(detail.formOperates.filter((f) => f.write).map((f) => f.id)).toEqual(['transferDate']);
  });

  it('a written value the form refuses is 400 naming the field, and the task stays at the node', async () => {
    expectFieldRefused(await decide('hr01', { transferDate: 'next monday' }), 'transferDate');
    const reply = await decide('hr01', { transferDate: Number(body.transferDate) - 365 * DAY - 0.5 });
    expectFieldRefused(reply, 'transferDate');
    expect((await detailOf(h, saved.taskId!, tokens.hr01!)).flowTaskInfo).toMatchObject({
      status: FLOW_STATUS.inApproval,
    });
  });

  it('暂存 (SaveAudit) keeps HR’s writable edits for her next open, not the others, and not the form', async () => {
    const operatorId = await operatorOf(h, saved.taskId!, tokens.hr01!);
    expect((await detailOf(h, saved.taskId!, tokens.hr01!)).approversProperties.hasSaveBtn).toBe(true);
    const date = SAMPLE_START + 40 * DAY;
    const save = (account: string) =>
      send(
        h.app,
        `/api/workflow/Engine/FlowBefore/SaveAudit/${operatorId}`,
        { formData: { transferDate: date, reason: '暂存改写' } },
        tokens[account]!,
      );
    expect((await save('director01')).body.code).toBe(403); // not his to decide
    expect((await save('hr01')).body).toMatchObject({ code: 200, data: null });
    expect((await detailOf(h, saved.taskId!, tokens.hr01!)).draftData).toMatchObject({
      transferDate: date,
      reason: body.reason,
    });
    expect((await detailOf(h, saved.taskId!, tokens.director01!)).draftData).toBeNull();
    expect((await readForm(h, KEY, saved.id, tokens.nurse01!)).body.data).toMatchObject({
      transferDate: body.transferDate,
    });
  });

  it('HR sets the transfer date: it lands in the form; the reason it may not write keeps its value', async () => {
    const date = SAMPLE_START + 45 * DAY;
    const reply = await decide('hr01', { transferDate: date, reason: '人事处改写' });
    expect(reply.body.code).toBe(200);
    expect((await readForm(h, KEY, saved.id, tokens.nurse01!)).body.data).toMatchObject({
      transferDate: date,
      reason: body.reason,
      flowStatus: FLOW_STATUS.approved,
    });
  });
});
