/**
 * Every HR form of the catalogue over /api/workflow/Form/{FormKey}: a valid submission is stored and starts
 * its flow at the template's first approver node with the right approver, reads back as it was sent, and
 * a submission with its first required field left blank is refused naming that field in Chinese.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FLOW_STATUS } from '../../contract';
import { HR_FORMS, hrFormDef } from '../../contract/hrForm';
import { templateOf } from '../../server/workflow';
import { firstRequiredField } from '../shared/hrFormSamples';
import { createHarness, tokenFor, type Harness } from './harness';
import {
  expectFieldRefused,
  NURSE,
  readForm,
  sendForm,
  tasksOf,
  validBody,
  storeSampleFiles,
} from './hr-formRequests';
import { savedData } from './leaveRequests';

/** nurse01's first approver at each kind of first node. */
const FIRST_APPROVER: Readonly<Record<string, string>> = {
  manager: 'u-head01',
  dept: 'u-director01',
  hr: 'u-hr01',
  recommender: 'u-head01',
};

let h: Harness;
let nurse: string;

beforeAll(async () => {
  h = await createHarness();
  await storeSampleFiles(h);
  nurse = await tokenFor(h.app, 'nurse01');
});
afterAll(() => h.close());

describe.each(HR_FORMS.map((f) => [f.formKey, f] as const))('%s', (formKey, entry) => {
  it('a valid submission is stored, reads back as sent and waits at its first approver node', async () => {
    const body = await validBody(h, formKey, NURSE, nurse, entry.follows);
    const first = templateOf(entry.key)!.nodes[1]!;
    // 推荐人 (a candidates node) comes from the form's own person field (catalogue `chooses`).
    const saved = savedData(await sendForm(h, formKey, body, nurse));

    const { body: got } = await readForm(h, formKey, saved.id, nurse);
    expect(got.data).toMatchObject({
      ...body,
      id: saved.id,
      taskId: saved.taskId,
      flowStatus: FLOW_STATUS.inApproval,
    });
    const { tasks, operators } = await tasksOf(h, saved.id);
    expect(tasks).toEqual([expect.objectContaining({ flowKey: entry.key, status: FLOW_STATUS.inApproval })]);
    expect(tasks[0]!.currentNode).toBe(first.code);
    expect(operators.map((o) => o.handlerId)).toContain(FIRST_APPROVER[first.code]);
  });

  it('its first required field left blank is refused naming it', async () => {
    const field = firstRequiredField(hrFormDef(formKey)!);
    const body = await validBody(h, formKey, NURSE, nurse, entry.follows);
    const blank = Array.isArray(body[field.__vModel__])
      ? []
      : typeof body[field.__vModel__] === 'string'
        ? ''
        : null;
    const reply = await sendForm(h, formKey, { ...body, [field.__vModel__]: blank }, nurse);
    expect(expectFieldRefused(reply, field.__vModel__)).toMatch(/^\w+: 请(填写|选择)\S+/);
  });
});
