/**
 * Approval candidates (`POST FlowBefore/Candidates/{taskId or 0}`, `POST FlowBefore/CandidateUser/...`):
 * which next nodes need their approvers chosen now (at submit: the applicant's choices; at a decision: the
 * node after the decider's), and the people a candidates node may be given, paged. Reads only: no key.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  candidateUserBody,
  candidateUserData,
  candidatesBody,
  candidatesData,
  CODE,
  CANDIDATE_PATHS,
} from '../../../contract';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { ApiError, fieldError, ok, replies } from '../../http/envelope';
import { sessionOf } from '../../http/guard';
import {
  applicantCandidateNodes,
  approverNode,
  candidateNodeAfter,
  formAfter,
  myPending,
  type FlowTemplate,
} from '../../workflow';
import type { FormSources } from '../../workflow/form-source';
import { candidatePage } from './candidates';
import { assertMayView } from './flow-access';
import { loadFlow, templateFor } from './flow-load';
import { FlowRepository } from './flow-repository';

const tags = ['workflow'];
const taskOrZero = z.object({ taskId: z.string().min(1).max(64) });
type Body = z.infer<typeof candidatesBody>;
type CandidateUserBody = z.infer<typeof candidateUserBody>;
type Form = Record<string, unknown>;

/** The flow a body names: ours in `flowId`, the platform's clients' in `formData.flowId`. */
const flowIdOf = (body: { flowId?: string; formData?: Form }): string | undefined =>
  body.flowId ?? (typeof body.formData?.flowId === 'string' ? body.formData.flowId : undefined);

function templateOfBody(flowId: string | undefined): FlowTemplate {
  if (!flowId) throw fieldError('flowId', '请指定流程');
  return templateFor(flowId);
}

const candidateNode = (n: { code: string; name: string }) => ({
  nodeId: n.code,
  nodeCode: n.code,
  nodeName: n.name,
  isCandidates: true,
});

function atSubmit(body: Body) {
  const template = templateOfBody(flowIdOf(body));
  const form: Form = body.formData ?? {};
  return applicantCandidateNodes(template, form).map(candidateNode);
}

async function atDecision(db: Db, forms: FormSources, viewerId: string, taskId: string, body: Body) {
  await assertMayView(db, viewerId, taskId);
  const flow = await loadFlow(db, forms, taskId);
  const mine = myPending(flow.input, viewerId);
  if (!mine) return [];
  const node = approverNode(flow.template, mine.nodeCode);
  const form = node ? formAfter(flow.input, node, body.formData) : flow.input.form;
  const next = candidateNodeAfter(flow.template, form, mine.nodeCode);
  return next ? [candidateNode(next)] : [];
}

async function candidateUsers(db: Db, viewerId: string, taskId: string, body: CandidateUserBody) {
  let template: FlowTemplate;
  let applicantId = viewerId;
  if (taskId === '0') template = templateOfBody(flowIdOf(body));
  else {
    // The platform's clients name the deciding operator here, ours the task.
    const repo = new FlowRepository(db);
    taskId = (await repo.taskIdOf(taskId)) ?? taskId;
    await assertMayView(db, viewerId, taskId);
    const task = await repo.task(taskId);
    if (!task) throw new ApiError(CODE.NOT_FOUND, '流程不存在');
    [template, applicantId] = [templateFor(task.flowKey), task.applicantId];
  }
  const node = approverNode(template, body.nodeCode);
  if (node?.rule.kind !== 'candidates') throw fieldError('nodeCode', '该节点无需选择审批人');
  const { currentPage, pageSize } = body;
  const offset = (currentPage - 1) * pageSize;
  const page = { keyword: body.keyword, offset, limit: pageSize, excludeId: applicantId };
  const { rows, total } = await candidatePage(db, node.rule.pool, page);
  return { list: rows, pagination: { pageIndex: currentPage, pageSize, total } };
}

export const candidateRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.post(CANDIDATE_PATHS.nodes(':taskId'), {
    schema: { tags, params: taskOrZero, body: candidatesBody, response: replies(candidatesData) },
    handler: async (request) => {
      const { taskId } = request.params;
      const viewerId = sessionOf(request).userId;
      if (taskId === '0') return ok(atSubmit(request.body));
      // The platform's clients name the deciding operator here (their to-do item's id), ours the task.
      const task = await new FlowRepository(ctx.db).taskIdOf(taskId);
      return ok(await atDecision(ctx.db, ctx.forms, viewerId, task ?? taskId, request.body));
    },
  });

  app.post(CANDIDATE_PATHS.users(':taskId'), {
    schema: { tags, params: taskOrZero, body: candidateUserBody, response: replies(candidateUserData) },
    handler: async (request) =>
      ok(await candidateUsers(ctx.db, sessionOf(request).userId, request.params.taskId, request.body)),
  });
};
