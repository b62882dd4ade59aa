/**
 * The flows a person may start (FlowEngine/ListAll, grouped 人事管理 → 假勤管理 → 学习荣誉, each opening
 * its form's spec route) and one flow's definition; and candidate approvers: which next node needs them
 * chosen, who may be chosen (paged), and a decision that must choose them and may choose only from the pool.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CANDIDATE_PATHS,
  CODE,
  FLOW_ENGINE_LIST_PATH,
  FLOW_ENGINE_PAGE_PATH,
  flowEnginePage,
  candidateUserData,
  candidatesData,
  flowEngineInfo,
  flowEngineList,
  flowEnginePath,
} from '../../contract';
import { startFlow } from '../../server/modules/workflow/flow-start';
import { DEMO_ACCOUNTS as A, userIdOf } from '../../server/seed/index';
import { audit, operatorOf, send } from './flowRequests';
import { createHarness, getJson, tokenFor, type Harness } from './harness';

let h: Harness;
const tokens: Record<string, string> = {};
const token = (account: string) => tokens[account]!;

beforeAll(async () => {
  h = await createHarness();
  for (const account of Object.values(A)) tokens[account] = await tokenFor(h.app, account);
});
afterAll(() => h.close());

function start(flowKey: string, candidates?: Record<string, string[]>) {
  return h.database.db.transaction((tx) =>
    startFlow(tx, {
      forms: h.app.ctx.forms,
      flowKey,
      formId: randomUUID(),
      applicantId: userIdOf(A.nurse),
      title: flowKey,
      billNo: `T${randomUUID().slice(0, 8)}`,
      urgent: 1,
      now: new Date(h.clock.now),
      form: {},
      candidates,
    }),
  );
}

const post = (url: string, body: object, account: string) =>
  send(h.app, url, body, token(account), { key: null });

describe('FlowEngine', () => {
  it('ListAll: every flow, grouped 人事管理, 假勤管理, 学习荣誉, each with its form’s app route', async () => {
    const { body } = await getJson(h.app, FLOW_ENGINE_LIST_PATH, token(A.nurse));
    const groups = flowEngineList.parse(body.data).list;
    expect(groups.map((g) => g.fullName)).toEqual(['人事管理', '假勤管理', '学习荣誉']);
    for (const g of groups) expect(g.children.every((i) => i.category === g.fullName)).toBe(true);
    const list = groups.flatMap((g) => g.children);
    expect(list.find((i) => i.enCode === 'leaveApply')).toMatchObject({
      fullName: '请假申请',
      formKey: 'LeaveApply',
      category: '假勤管理',
      appFormUrl: '/pages/workFlow/workFlowForm/leaveApply/index',
    });
    expect(list.map((i) => i.enCode)).toEqual(
      expect.arrayContaining([
        'dimissionApply',
        'transferPositionApply',
        'credentialApply',
        'signContractApply',
      ]),
    );
  });

  it('PageListAll: one page, by keyword and by category (a WorkFlowCategory enCode)', async () => {
    const page = async (query: string) =>
      flowEnginePage.parse(
        (await getJson(h.app, `${FLOW_ENGINE_PAGE_PATH}?${query}`, token(A.nurse))).body.data,
      );
    const all = await page('currentPage=1&pageSize=50');
    const first = await page('currentPage=1&pageSize=2');
    expect([first.list.length, first.pagination.total]).toEqual([2, all.list.length]);
    expect((await page('keyword=请假')).list.map((i) => i.enCode)).toContain('leaveApply');
    const category = await page('category=2');
    expect(new Set(category.list.map((i) => i.category))).toEqual(new Set(['假勤管理']));
  });

  it('FlowEngine/{flowId}: the flow with its nodes; an unknown flow is 404', async () => {
    const { body } = await getJson(h.app, flowEnginePath('leaveApply'), token(A.nurse));
    expect(flowEngineInfo.parse(body.data).nodes.map((n) => n.id)).toEqual([
      'start',
      'manager',
      'director',
      'leader',
      'end',
    ]);
    expect((await getJson(h.app, flowEnginePath('noSuchFlow'), token(A.nurse))).body.code).toBe(
      CODE.NOT_FOUND,
    );
  });
});

describe('candidates chosen by the previous approver (职称申请: 科室 → 评审专家 → 人事处)', () => {
  it('the department head is told the next node needs a reviewer, and may pick from unit heads only', async () => {
    const { taskId } = await start('professionalTitleApply');
    const nodes = candidatesData.parse((await post(CANDIDATE_PATHS.nodes(taskId), {}, A.director)).body.data);
    const reviewer = {
      nodeId: 'reviewer',
      nodeCode: 'reviewer',
      nodeName: '评审专家审核',
      isCandidates: true,
    };
    expect(nodes).toEqual([reviewer]);
    // The platform's clients name the deciding operator (their to-do item's id) instead of the task.
    const operatorId = await operatorOf(h, taskId, token(A.director));
    const byOperator = await post(CANDIDATE_PATHS.nodes(operatorId), {}, A.director);
    expect(candidatesData.parse(byOperator.body.data)).toEqual([reviewer]);
    const people = await post(
      CANDIDATE_PATHS.users(taskId),
      { nodeCode: 'reviewer', pageSize: 100 },
      A.director,
    );
    const { list, pagination } = candidateUserData.parse(people.body.data);
    expect(list.map((u) => u.id)).toContain(userIdOf(A.head));
    expect(list.map((u) => u.id)).not.toContain(userIdOf(A.hr));
    expect(pagination.total).toBe(list.length);
    const found = await post(
      CANDIDATE_PATHS.users(taskId),
      { nodeCode: 'reviewer', keyword: '李静怡' },
      A.director,
    );
    expect(candidateUserData.parse(found.body.data).list).toEqual([
      {
        id: userIdOf(A.head),
        fullName: '李静怡',
        headIcon: '',
        organize: '心内科病区',
        userId: userIdOf(A.head),
        userName: '李静怡',
      },
    ]);
  });

  it('approving without choosing is refused; choosing outside the pool is a 400; a proper choice moves on', async () => {
    const { taskId } = await start('professionalTitleApply');
    const operatorId = await operatorOf(h, taskId, token(A.director));
    expect((await audit(h, operatorId, token(A.director))).body).toMatchObject({
      code: CODE.BAD_REQUEST,
      msg: '请选择「评审专家审核」的审批人',
    });
    const outside = await audit(h, operatorId, token(A.director), {
      candidateList: { reviewer: [userIdOf(A.hr)] },
    });
    expect([outside.status, outside.body.msg]).toEqual([
      400,
      'candidateList: 所选审批人不在「评审专家审核」的候选范围内',
    ]);
    const chosen = await audit(h, operatorId, token(A.director), {
      candidateList: { reviewer: [userIdOf(A.head)] },
    });
    expect(chosen.body.data).toMatchObject({ thisStep: '评审专家审核' });
    expect(await operatorOf(h, taskId, token(A.head))).toEqual(expect.any(String));
  });
});

describe('candidates chosen by the applicant (荣誉申请: 推荐人 → 人事处)', () => {
  it('before submitting, the first node asks for candidates; anyone but the applicant may be chosen', async () => {
    const nodes = await post(CANDIDATE_PATHS.nodes('0'), { flowId: 'honorApply' }, A.nurse);
    const recommender = {
      nodeId: 'recommender',
      nodeCode: 'recommender',
      nodeName: '推荐人审核',
      isCandidates: true,
    };
    expect(candidatesData.parse(nodes.body.data)).toEqual([recommender]);
    // As the platform's clients ask: the flow in formData.
    const platform = await post(CANDIDATE_PATHS.nodes('0'), { formData: { flowId: 'honorApply' } }, A.nurse);
    expect(candidatesData.parse(platform.body.data)).toEqual([recommender]);
    const people = await post(
      CANDIDATE_PATHS.users('0'),
      { nodeCode: 'recommender', flowId: 'honorApply' },
      A.nurse,
    );
    const { list, pagination } = candidateUserData.parse(people.body.data);
    expect(pagination.total).toBe(h.config.demoSize - 1);
    expect(list.map((u) => u.id)).not.toContain(userIdOf(A.nurse));
  });

  it('a submit without the choice is refused; with it the recommender has the to-do', async () => {
    await expect(start('honorApply')).rejects.toThrow('请选择「推荐人审核」的审批人');
    const { taskId } = await start('honorApply', { recommender: [userIdOf(A.head)] });
    expect(await operatorOf(h, taskId, token(A.head))).toEqual(expect.any(String));
  });

  it('a flow to start must be named, and a node without candidates has nobody to choose', async () => {
    const missing = await post(CANDIDATE_PATHS.nodes('0'), {}, A.nurse);
    expect([missing.status, missing.body.msg]).toEqual([400, 'flowId: 请指定流程']);
    const wrong = await post(CANDIDATE_PATHS.users('0'), { nodeCode: 'hr', flowId: 'honorApply' }, A.nurse);
    expect([wrong.status, wrong.body.msg]).toEqual([400, 'nodeCode: 该节点无需选择审批人']);
  });
});
