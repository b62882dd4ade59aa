/**
 * One flow as the viewer may see it (`GET FlowBefore/{taskId}`): the task, its form and field permissions,
 * the nodes with their state and people, operators, the timeline, the rules of the viewer's node and the
 * buttons the viewer has now. Only the applicant, an approver, a copied person or an administrator may look.
 */
import { signatureSource, type FlowBeforeData } from '../../../contract';
import type { Db } from '../../db/client';
import {
  actionsFor,
  appFormUrl,
  applicantOperates,
  approverNode,
  approversPropertiesFor,
  formOperatesFor,
  isPlatformRecord,
  PLATFORM_HANDLE_STATUS,
  platformButtons,
  platformStepState,
  platformTemplateJson,
  myPending,
  nodeNameOf,
  nodeViews,
} from '../../workflow';
import type { FormSources } from '../../workflow/form-source';
import { assertMayView } from './flow-access';
import { loadFlow, type LoadedFlow } from './flow-load';
import { FlowRepository } from './flow-repository';

function taskInfo({ row, template, input }: LoadedFlow) {
  return {
    id: row.id,
    flowId: row.flowKey,
    flowName: template.name,
    fullName: row.title,
    flowCode: row.flowKey,
    billNo: row.billNo,
    flowUrgent: row.urgent,
    status: row.status,
    thisStep: nodeNameOf(row.flowKey, row.currentNode),
    creatorUserId: row.applicantId,
    userName: input.names[row.applicantId] ?? '',
    creatorTime: row.createdAt.getTime(),
    completion: row.completion,
  };
}

function operatorList({ row, operators, input }: LoadedFlow) {
  return operators.map((o) => ({
    id: o.id,
    nodeCode: o.nodeCode,
    nodeName: nodeNameOf(row.flowKey, o.nodeCode),
    handlerId: o.handlerId,
    handlerName: input.names[o.handlerId] ?? '',
    state: o.state,
    creatorTime: o.createdAt.getTime(),
    handleTime: o.handledAt?.getTime() ?? null,
  }));
}

async function recordList(repo: FlowRepository, { row }: LoadedFlow) {
  const records = await repo.records(row.id);
  const names = await repo.names(records.map((r) => r.handlerId));
  return records.map((r) => ({
    id: r.id,
    nodeCode: r.nodeCode,
    nodeName: nodeNameOf(row.flowKey, r.nodeCode),
    handleType: r.handleType,
    handleStatus: PLATFORM_HANDLE_STATUS[r.handleType] ?? r.handleType,
    handleId: r.handlerId,
    userName: names[r.handlerId] ?? '',
    handleTime: r.handledAt.getTime(),
    handleOpinion: r.handleOpinion,
    // Only a signature by the contract's rule is served: a value stored before it (migration 024) never is.
    signImg: signatureSource(r.signImg) ? r.signImg : null,
    extra: r.extra,
  }));
}

/** The form with the approver's saved edits (on their operator, loaded with the flow), when they saved some. */
function draftOf({ operators, input }: LoadedFlow, operatorId: string) {
  const draft = operators.find((o) => o.id === operatorId)?.draftData;
  return draft ? { ...input.form, ...draft } : null;
}

export async function flowDetail(
  db: Db,
  forms: FormSources,
  viewerId: string,
  taskId: string,
): Promise<FlowBeforeData> {
  const repo = new FlowRepository(db);
  await assertMayView(db, viewerId, taskId);
  const flow = await loadFlow(db, forms, taskId);
  const { input, template, row } = flow;
  const mine = myPending(input, viewerId);
  const node = mine ? approverNode(template, mine.nodeCode) : undefined;
  const person = (id: string) => ({ userId: id, userName: input.names[id] ?? '' });
  const actions = actionsFor(input, viewerId, await repo.isAdministrator(viewerId));
  const records = await recordList(repo, flow);
  return {
    flowTaskInfo: {
      ...taskInfo(flow),
      flowTemplateJson: platformTemplateJson(actions, applicantOperates(template, row.status)),
    },
    flowFormInfo: { formKey: template.formKey, formId: row.formId, appFormUrl: appFormUrl(row.flowKey) },
    formData: { ...input.form },
    formOperates: formOperatesFor(template, node),
    flowTaskNodeList: nodeViews(input).map(({ handlerIds, ...view }) => ({
      ...view,
      nodeCode: view.id,
      type: platformStepState(view.state),
      handlers: handlerIds.map(person),
      userName: handlerIds.map((id) => input.names[id] ?? '').join(','),
    })),
    flowTaskOperatorList: operatorList(flow),
    flowTaskOperatorRecordList: records.filter((r) => isPlatformRecord(r.handleType)),
    flowTaskEventList: records.filter((r) => !isPlatformRecord(r.handleType)),
    approversProperties: {
      ...approversPropertiesFor(input, mine),
      ...platformButtons(actions, !!node?.write?.length),
    },
    actions,
    draftData: mine ? draftOf(flow, mine.id) : null,
  };
}
