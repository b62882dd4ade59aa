/**
 * A form that follows on an earlier one names it in refId: a leave return on nurse01's own leave once it
 * is approved (over HTTP, by head01) is accepted; on a leave still in approval, on someone else's leave, or
 * on a leave another live return already follows, it is refused naming refId. Originals lists exactly the
 * caller's approved forms no live form of the key follows; a withdrawn return lets its leave go again.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FLOW_ACTION_PATHS } from '../../contract';
import { hrFormSample } from '../shared/hrFormSamples';
import { approveAs, send } from './flowRequests';
import { createHarness, tokenFor, type Harness } from './harness';
import {
  approvedOriginal,
  expectFieldRefused,
  NURSE,
  originals,
  sendForm,
  storeSampleFiles,
} from './hr-formRequests';
import { leaveBody, savedData, sendLeave, type Saved } from './leaveRequests';

const RETURN = 'CeaseLeaveApply';
let h: Harness;
let nurse: string;
let head: string;
let approvedLeave: Saved;

beforeAll(async () => {
  h = await createHarness();
  await storeSampleFiles(h);
  [nurse, head] = [await tokenFor(h.app, 'nurse01'), await tokenFor(h.app, 'head01')];
  approvedLeave = savedData(await sendLeave(h.app, leaveBody(NURSE), { token: nurse }));
  await approveAs(h, approvedLeave.taskId!, head);
});
afterAll(() => h.close());

const returnOn = (refId: string, token = nurse, userId = NURSE) =>
  sendForm(h, RETURN, hrFormSample(RETURN, userId, { refId }), token);

describe('a leave return names its leave', () => {
  it('the applicant’s own approved leave is listed, accepted, and then no longer listed', async () => {
    expect((await originals(h, RETURN, nurse)).map((o) => o.id)).toContain(approvedLeave.id);
    savedData(await returnOn(approvedLeave.id));
    expect((await originals(h, RETURN, nurse)).map((o) => o.id)).not.toContain(approvedLeave.id);
  });

  it('a leave another live return follows is refused', async () => {
    expect(expectFieldRefused(await returnOn(approvedLeave.id), 'refId')).toBe(
      'refId: 该申请已被另一份审批中或已通过的申请关联，不能重复关联',
    );
  });

  it('a leave still in approval is refused', async () => {
    const pending = savedData(await sendLeave(h.app, leaveBody(NURSE), { token: nurse }));
    expect(expectFieldRefused(await returnOn(pending.id), 'refId')).toBe(
      'refId: 关联申请尚未审批通过，不能关联',
    );
  });

  it("someone else's approved leave is refused", async () => {
    const theirs = await approvedOriginal(h, 'LeaveApply', 'u-head01', head);
    expect(expectFieldRefused(await returnOn(theirs.id), 'refId')).toBe('refId: 只能关联本人的申请');
  });

  it('an unknown id, or a form of a kind it does not follow, is refused', async () => {
    const credential = await approvedOriginal(h, 'CreditApply', NURSE, nurse);
    for (const refId of ['nope', credential.id])
      expect(expectFieldRefused(await returnOn(refId), 'refId')).toBe(
        'refId: 关联申请不存在，或不是本表单可关联的申请',
      );
  });

  it('a withdrawn return lets its leave be followed again', async () => {
    const leave = await approvedOriginal(h, 'LeaveApply', NURSE, nurse);
    const first = savedData(await returnOn(leave.id));
    await send(h.app, FLOW_ACTION_PATHS.withdraw(first.taskId!), { handleOpinion: '填错了' }, nurse, {
      method: 'PUT',
    });
    expect((await originals(h, RETURN, nurse)).map((o) => o.id)).toContain(leave.id);
    savedData(await returnOn(leave.id));
  });
});

describe('Originals', () => {
  it('lists exactly the approved, unfollowed forms of the kinds the form follows', async () => {
    const user = 'u-director01';
    const director = await tokenFor(h.app, 'director01');
    const signed = await approvedOriginal(h, 'SignContractApply', user, director);
    const old = await approvedOriginal(h, 'SignContractApply', user, director);
    // The renewal follows `old`, which a renewal (not a termination) follows: still listed for termination.
    const renewed = await approvedOriginal(h, 'RenewContractApply', user, director, { refId: old.id });
    const followed = await approvedOriginal(h, 'SignContractApply', user, director);
    savedData(
      await sendForm(
        h,
        'TerminateContractApply',
        hrFormSample('TerminateContractApply', user, { refId: followed.id }),
        director,
      ),
    );
    savedData(await sendForm(h, 'SignContractApply', hrFormSample('SignContractApply', user), director));

    const listed = await originals(h, 'TerminateContractApply', director);
    expect(listed.map((o) => o.id).sort()).toEqual([signed.id, old.id, renewed.id].sort());
    expect(listed.find((o) => o.id === signed.id)).toMatchObject({
      formKey: 'SignContractApply',
      data: { contractType: expect.any(String) },
    });
    // A renewal may follow the contract the termination follows: each key counts its own followers.
    expect((await originals(h, 'RenewContractApply', director)).map((o) => o.id)).toContain(followed.id);
  });

  it('a form that follows nothing lists nothing; a leave return lists leave with its dates', async () => {
    expect(await originals(h, 'CreditApply', nurse)).toEqual([]);
    const leave = await approvedOriginal(h, 'LeaveApply', NURSE, nurse);
    const listed = (await originals(h, RETURN, nurse)).find((o) => o.id === leave.id);
    expect(listed).toMatchObject({
      formKey: 'LeaveApply',
      data: { leaveStartTime: expect.any(Number), leaveDayCount: 1.5 },
    });
  });
});
