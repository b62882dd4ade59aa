/**
 * The applicant's field rights at the start node (issue #28), for every form of the catalogue: she writes the
 * title and every field she enters, never what her session, the clock or the server fill in (bill number,
 * who, where, when; a leave's days and hours, which are left out of her form); each field is listed once.
 * Her view of the detail has them while the form is back with her (draft, sent back, withdrawn), and reads
 * everything without writing while it is with its approvers or decided.
 */
import { describe, expect, it } from 'vitest';
import { FLOW_STATUS } from '../../../contract';
import { isLayout, isSystem } from '../../../contract/form';
import { HR_FORMS, hrFormDef } from '../../../contract/hrForm';
import { applicantOperates, formOperatesFor, templateOf } from '../../../server/workflow';

const SERVER_FILLS = ['billNo', 'applyUser', 'applyDept', 'applyPost', 'applyDate'];

describe.each(HR_FORMS.map((f) => [f.key, f.formKey] as const))('%s', (key, formKey) => {
  const template = templateOf(key)!;
  const start = formOperatesFor(template, template.nodes[0]);
  const written = start.filter((f) => f.write).map((f) => f.id);

  it('she writes the title, the urgency and every field she enters; nothing filled for her', () => {
    const entered = hrFormDef(formKey)!
      .fields.filter((f) => !isLayout(f.__config__.jnpfKey) && !isSystem(f.__config__.jnpfKey))
      .filter((f) => !f.disabled)
      .map((f) => f.__vModel__);
    expect(new Set(written)).toEqual(new Set(['flowTitle', ...entered]));
    expect(written).toContain('flowUrgent');
    expect(written.filter((id) => SERVER_FILLS.includes(id))).toEqual([]);
  });

  it('what the server derives is left out of her form, shown to everyone after', () => {
    const derived = hrFormDef(formKey)!
      .fields.filter((f) => f.disabled)
      .map((f) => f.__vModel__);
    expect(start.filter((f) => !f.read).map((f) => f.id)).toEqual(derived);
    expect(formOperatesFor(template, undefined).every((f) => f.read && !f.write)).toBe(true);
  });

  it('each field once', () => {
    expect(new Set(start.map((f) => f.id)).size).toBe(start.length);
  });
});

describe('her view of the detail', () => {
  const template = templateOf('leaveApply')!;
  const writes = (status: number) => applicantOperates(template, status).some((f) => f.write);

  it('the start node’s rights while the form is back with her, none while it is not', () => {
    expect([FLOW_STATUS.draft, FLOW_STATUS.rejected, FLOW_STATUS.withdrawn].map(writes)).toEqual([
      true,
      true,
      true,
    ]);
    expect([FLOW_STATUS.inApproval, FLOW_STATUS.approved, FLOW_STATUS.terminated].map(writes)).toEqual([
      false,
      false,
      false,
    ]);
  });

  it('a leave’s days and hours: left out while she edits, shown once it is with its approvers', () => {
    const shown = (status: number) =>
      applicantOperates(template, status).find((f) => f.id === 'leaveDayCount')!.read;
    expect([shown(FLOW_STATUS.rejected), shown(FLOW_STATUS.inApproval)]).toEqual([false, true]);
  });
});
