/**
 * Going on after an application came back (#30 item 7), as the platform does: 修改后重新提交 opens the same
 * application as a draft that, once submitted, is sent as an edit of its own form, so its own task runs
 * again with its bill number; 复制为新申请 opens a new draft with the same answers (a new number, fresh
 * system fields). Either is a draft on the phone first, so it survives no signal and a killed tab.
 */
import { hrAreaPath } from '../../../../contract/appPaths';
import type { FlowBeforeData } from '../../../../contract';
import { FLOW_STATUS } from '../../../../contract';
import { isLayout, isSystem } from '../../../../contract/form/kinds';
import { hrFormDef } from '../../../../contract/hrForm/forms';
import { hrFormByFormKey } from '../../../../contract/hrForm/catalogue';
import type { DraftRow, UserDb } from '../../../data';
import { saveDraft } from '../../../forms/draftStore';

export type GoOn = 'resubmit' | 'copy';

/** Whether the viewer may go on from this flow: their own application, sent back or withdrawn. */
export function mayGoOn(data: FlowBeforeData, userId: string): boolean {
  const { status, creatorUserId } = data.flowTaskInfo;
  const back = status === FLOW_STATUS.rejected || status === FLOW_STATUS.withdrawn;
  return back && creatorUserId === userId && hrFormByFormKey(data.flowFormInfo.formKey) !== undefined;
}

/** The draft that goes on from the flow, or null when the app has no such form. Pure. */
export function draftFromFlow(data: FlowBeforeData, how: GoOn, id: string, now: number): DraftRow | null {
  const def = hrFormDef(data.flowFormInfo.formKey);
  if (!def) return null;
  const kept = def.fields.filter(
    (f) =>
      !isLayout(f.__config__.jnpfKey) && // A copy starts the system fields afresh: who, where and when it is filled in, and its number.
      (how === 'resubmit' || !isSystem(f.__config__.jnpfKey)),
  );
  const values = Object.fromEntries(
    kept.flatMap((f) => (f.__vModel__ in data.formData ? [[f.__vModel__, data.formData[f.__vModel__]]] : [])),
  );
  return {
    id,
    formKey: def.formKey,
    title: def.title,
    data: values,
    state: 'editing',
    updatedAt: now,
    ...(how === 'resubmit' && {
      resubmits: { formId: data.flowFormInfo.formId, taskId: data.flowTaskInfo.id },
    }),
  };
}

/** Saves the draft that goes on from the flow and returns where it opens, or null when it cannot. */
export async function goOnFrom(db: UserDb, data: FlowBeforeData, how: GoOn): Promise<string | null> {
  const entry = hrFormByFormKey(data.flowFormInfo.formKey);
  if (!entry) return null;
  const open = (id: string) => `${hrAreaPath(entry.group, entry.key)}?draft=${encodeURIComponent(id)}`;
  // A second tap on 修改后重新提交 continues the draft the first one started.
  const started =
    how === 'resubmit'
      ? await db.drafts.filter((d) => d.resubmits?.taskId === data.flowTaskInfo.id).first()
      : undefined;
  if (started) return open(started.id);
  const row = draftFromFlow(data, how, crypto.randomUUID(), Date.now());
  if (!row) return null;
  await saveDraft(db, row);
  return open(row.id);
}
