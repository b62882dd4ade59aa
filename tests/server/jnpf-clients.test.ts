/**
 * The platform's own mobile clients against our server (issue #16): each case is one call of JNPF mobile
 * 3.2.4 or the workflow-app 3.3 build, sent as their request code sends it (tests/server/jnpf/client.ts),
 * in the order a user triggers them — sign in, who am I, the dictionaries, a leave started with the
 * platform's own encodings, the lists, the detail and the form as the approver opens them, approve, urge and
 * reject — and each checks every field the client's pages read (docs/jnpf-clients/). All of it twice: against
 * our server, and against it in JNPF_STRICT=1 mode. Prints `N of M client calls compatible`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { md5Hex } from '../../server/auth/password';
import { DEMO_PASSWORD } from '../../server/seed';
import { createHarness, type Harness } from './harness';
import { CLIENTS, JnpfClient, type Answer, type Variant } from './jnpf/client';
import { unmetReads, type Reads } from './jnpf/reads';
import {
  drawn,
  editable,
  LEAVE_PAGE_FIELDS,
  newLeaveProblems,
  templateOperates,
  type Operate,
} from './jnpf/leave-page';

let h: Harness;
afterAll(() => {
  console.log(`${tally.passed} of ${tally.total} client calls compatible`);
});

/** Their clients against our server, and against it in JNPF_STRICT=1 mode (only what the platform answers). */
const MODES = [
  { name: 'our server', strict: false },
  { name: 'JNPF_STRICT=1', strict: true },
];

const tally = { total: 0, passed: 0 };

/** One client call: it succeeds (HTTP 200, code 200, a message to toast) and the client finds what it reads. */
function expectRead(answer: Answer, reads: Reads = {}): void {
  expect([answer.status, answer.body.code, answer.body.msg]).toEqual([200, 200, expect.any(String)]);
  expect(answer.body.msg).not.toBe('');
  expect(unmetReads(answer.body.data, reads)).toEqual([]);
}

function call(name: string, run: () => Promise<void>): void {
  it(name, async () => {
    tally.total++;
    await run();
    tally.passed++;
  });
}

/** A 2×2 PNG, as a phone's gallery hands it over. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEElEQVR4nGP4z8AARAwQCgAf7gP9i18U1AAAAABJRU5ErkJggg==',
  'base64',
);

/** The field punch card, a page of both clients (pages.json) and of ours. */
const FIELD_PUNCH_PAGE = '/pages/apply/fieldPunchCard/index';

/**
 * A business application as their 应用 tab reads it (pages/index/apply.vue): its name and icon class, the
 * background and model from `propertyJson` (JSON text), and `type` by which it opens (2 the page at
 * `urlAddress`, 3 the online form `moduleId`, 7 a link).
 */
const menuItemReads = (at: string): Reads => {
  const key = (field: string) => (at ? `${at}.${field}` : field);
  return {
    [key('id')]: 'non-empty string',
    [key('fullName')]: 'non-empty string',
    [key('icon')]: (v) => typeof v === 'string' && v.startsWith('icon-ym '),
    [key('type')]: (v) => v === 2 || v === 3 || v === 7,
    [key('urlAddress')]: 'string',
    [key('propertyJson')]: (v) => {
      const p = JSON.parse(String(v)) as Record<string, unknown>;
      return typeof p.iconBackgroundColor === 'string' && typeof p.moduleId === 'string';
    },
  };
};

/** The 3.3 build (its origin header) writes `/api/app/Data?`, 3.2.4 `/api/app/Data/?`. */
const is33 = (variant: Variant) => !!variant.originHeader['workflow-origin'];

const LEAVE_TYPES = ['事假', '病假', '婚假', '产假', '丧假', '年假', '调休', '其他'];

describe.each(MODES)('$name', ({ strict }) => {
  beforeAll(async () => {
    h = await createHarness({ config: { jnpfStrict: strict } });
  });
  afterAll(() => h.close());

  describe.each(CLIENTS)('$name', (variant: Variant) => {
    const nurse = () => new JnpfClient(h.app, variant);
    const state = {
      nurse: null as JnpfClient | null,
      head: null as JnpfClient | null,
      user: null as null | {
        userName: string;
        userAccount: string;
        organizeName: string;
        departmentName: string;
        positionIds: { name: string }[];
      },
      billNo: '',
      form: {} as Record<string, unknown>,
      processId: '',
      second: '',
      third: '',
      operatorId: '',
      nodeId: '',
    };

    call('GET /api/oauth/getConfig/{account} (3.3’s login page, before signing in: a captcha?)', async () => {
      const answers = [];
      for (const account of ['nurse01', 'no-such-account']) {
        const answer = await new JnpfClient(h.app, variant).get(`/api/oauth/getConfig/${account}`);
        expectRead(answer, { enableVerificationCode: 'boolean', verificationCodeNumber: 'number' });
        answers.push(answer.body.data);
      }
      // The same answer whether the account exists or not.
      expect(answers[0]).toEqual(answers[1]);
    });

    call('GET /api/file/AppStartInfo/{appName} (at launch: V3.2.4, or 3.3’s undefined)', async () => {
      const answer = await nurse().get(
        `/api/file/AppStartInfo/${variant.originHeader['workflow-origin'] ? 'undefined' : 'V3.2.4'}`,
      );
      // '' offers no update: this server hands out no native app.
      expectRead(answer, { AppVersion: (v) => v === '' });
    });

    call('POST /api/oauth/Login (form-encoded, md5 password)', async () => {
      state.nurse = nurse();
      expectRead(await state.nurse.signIn('nurse01'), { token: 'non-empty string' });
      state.head = new JnpfClient(h.app, variant);
      expectRead(await state.head.signIn('head01'), { token: 'non-empty string' });
    });

    call('GET /api/oauth/CurrentUser?type=app', async () => {
      const answer = await state.nurse!.get('/api/oauth/CurrentUser', { type: 'app' });
      expectRead(answer, {
        'userInfo.userId': 'non-empty string',
        'userInfo.userName': 'non-empty string',
        'userInfo.userAccount': 'non-empty string',
        'userInfo.organizeName': 'non-empty string',
        'userInfo.positionIds[].name': 'non-empty string',
        'userInfo.headIcon': 'string',
        permissionList: 'array',
        'sysConfigInfo.sysName': 'string',
      });
      state.user = (answer.body.data as { userInfo: NonNullable<typeof state.user> }).userInfo;
    });

    call('GET /api/app/User (3.2.4 keeps it as the user for its forms)', async () => {
      expectRead(await state.nurse!.get('/api/app/User'), {
        userId: 'non-empty string',
        userName: 'non-empty string',
        userAccount: 'non-empty string',
        headIcon: 'string',
        departmentName: 'non-empty string',
        organizeName: 'non-empty string',
        'positionIds[].name': 'non-empty string',
        // Its business and personal-data pages.
        roleName: 'non-empty string',
        mobilePhone: 'non-empty string',
        email: 'string',
        gender: (v) => v === 1 || v === 2,
        birthday: 'number',
      });
    });

    call('GET /api/app/User/{id} (a colleague’s card, from the address book or a chat)', async () => {
      expectRead(await state.nurse!.get('/api/app/User/u-head01'), {
        id: (v) => v === 'u-head01',
        realName: 'non-empty string',
        account: 'non-empty string',
        headIcon: 'string',
        positionName: 'string',
        organizeName: 'non-empty string',
        // The same unit: her mobile is shown (elsewhere it is null unless the viewer may see every phone).
        mobilePhone: 'non-empty string',
        telePhone: 'string',
      });
    });

    call('GET /api/system/DictionaryData/All (the 协同 tab’s categories: WorkFlowCategory)', async () => {
      const answer = await state.nurse!.get('/api/system/DictionaryData/All');
      expectRead(answer, { 'list[].enCode': 'non-empty string', 'list[].dictionaryList': 'array' });
      const types = (answer.body.data as { list: { enCode: string; dictionaryList: unknown[] }[] }).list;
      const category = types.find((t) => t.enCode === 'WorkFlowCategory');
      expect(
        unmetReads(category, {
          'dictionaryList[].enCode': 'non-empty string',
          'dictionaryList[].fullName': 'non-empty string',
        }),
      ).toEqual([]);
    });

    call(
      'GET /api/workflow/Engine/FlowEngine/ListAll (3.2.4: grouped) and PageListAll (3.3: by category)',
      async () => {
        const all = await state.nurse!.get('/api/workflow/Engine/FlowEngine/ListAll');
        const item = {
          id: 'non-empty string',
          enCode: 'non-empty string',
          formType: (v: unknown) => v === 1,
          fullName: 'non-empty string',
          icon: 'string',
          iconBackground: 'string',
        } as const;
        expectRead(all, {
          'list[].fullName': 'non-empty string',
          ...Object.fromEntries(Object.entries(item).map(([k, v]) => [`list[].children[].${k}`, v])),
        });
        const page = await state.nurse!.get('/api/workflow/Engine/FlowEngine/PageListAll', {
          currentPage: 1,
          pageSize: 50,
          keyword: '',
          category: '',
        });
        expectRead(page, Object.fromEntries(Object.entries(item).map(([k, v]) => [`list[].${k}`, v])));
        const leave = (page.body.data as { list: { id: string; enCode: string }[] }).list.find(
          (f) => f.enCode === 'leaveApply',
        );
        expect(leave).toBeDefined();
      },
    );

    call(
      'GET /api/workflow/Engine/FlowEngine/{flowId} (a new leave: title, buttons, field rights)',
      async () => {
        const answer = await state.nurse!.get('/api/workflow/Engine/FlowEngine/leaveApply');
        expectRead(answer, {
          fullName: 'non-empty string',
          type: 'number',
          flowTemplateJson: (v) =>
            typeof v === 'string' &&
            typeof (JSON.parse(v) as { properties?: unknown }).properties === 'object',
        });
        // The start node's rights, field by field as the leave page draws them: she enters what she fills
        // in, and every field its rules require is hers to fill, filled by the page, or not drawn.
        const { flowTemplateJson } = answer.body.data as { flowTemplateJson: string };
        const operates = templateOperates(flowTemplateJson);
        expect(newLeaveProblems(operates)).toEqual([]);
        // The days and hours are the server's count, not hers.
        expect(['leaveDayCount', 'leaveHour'].filter((id) => drawn(operates, id))).toEqual([]);
      },
    );

    call('GET /api/system/BillRule/BillNumber/WF_LeaveApplyNo', async () => {
      const answer = await state.nurse!.get('/api/system/BillRule/BillNumber/WF_LeaveApplyNo');
      expectRead(answer);
      expect(answer.body.data).toEqual(expect.stringMatching(/^QJ\d+$/));
      state.billNo = answer.body.data as string;
    });

    /** A leave as the platform's leave page builds it: key order, types and all (docs/jnpf-clients/ §4). */
    const platformLeave = (billNo: string, reason: string, days = 2) => {
      const u = state.user!;
      const start = Date.UTC(2027, 2, 1, 0, 30);
      return {
        flowTitle: `${u.userName}的请假申请表`,
        billNo,
        flowUrgent: 1,
        applyUser: `${u.userName}/${u.userAccount}`,
        leaveHour: String(days * 8),
        applyDept: u.organizeName,
        leaveStartTime: start,
        leaveEndTime: start + (days - 1) * 24 * 3600_000 + 8 * 3600_000,
        leaveDayCount: String(days),
        leaveReason: reason,
        applyDate: start - 3 * 24 * 3600_000 + 123,
        leaveType: LEAVE_TYPES[0],
        fileJson: variant.originHeader['workflow-origin'] ? '' : '[]',
        applyPost: u.positionIds.map((p) => p.name).join(','),
        id: '',
        flowId: 'leaveApply',
        status: 0,
      };
    };

    /** Another leave of the nurse's, with a new bill number, as the client submits it; its bill number. */
    const submitLeave = async (reason: string, days?: number): Promise<string> => {
      const billNo = (await state.nurse!.get('/api/system/BillRule/BillNumber/WF_LeaveApplyNo')).body.data;
      expectRead(
        await state.nurse!.write(
          'POST',
          '/api/workflow/Form/LeaveApply',
          platformLeave(String(billNo), reason, days),
        ),
      );
      return String(billNo);
    };

    call(
      'POST /api/workflow/Form/LeaveApply (the platform’s encodings: labels, strings, "name/account")',
      async () => {
        const body = platformLeave(state.billNo, '家中有事');
        expectRead(await state.nurse!.write('POST', '/api/workflow/Form/LeaveApply', body));
      },
    );

    call('GET /api/workflow/Engine/FlowLaunch', async () => {
      const answer = await state.nurse!.get('/api/workflow/Engine/FlowLaunch', {
        currentPage: 1,
        pageSize: 20,
        keyword: '',
      });
      expectRead(answer, {
        'list[].id': 'non-empty string',
        'list[].flowCode': (v) => v === 'leaveApply',
        'list[].flowId': 'non-empty string',
        'list[].formType': (v) => v === 1,
        'list[].status': 'number',
        'list[].fullName': 'string',
        'list[].thisStep': 'string',
        'list[].creatorTime': 'number',
      });
    });

    call('GET /api/workflow/Engine/FlowBefore/List/1 (the head nurse’s to-do)', async () => {
      const answer = await state.head!.get('/api/workflow/Engine/FlowBefore/List/1', {
        currentPage: 1,
        pageSize: 20,
        keyword: state.billNo,
      });
      expectRead(answer, {
        'list[].id': 'non-empty string',
        'list[].processId': 'non-empty string',
        'list[].flowCode': (v) => v === 'leaveApply',
        'list[].flowId': 'non-empty string',
        'list[].formType': (v) => v === 1,
        'list[].status': 'number',
        'list[].thisStepId': 'non-empty string',
        'list[].thisStep': 'non-empty string',
        'list[].fullName': 'string',
        'list[].creatorTime': 'number',
      });
      const [item] = (answer.body.data as { list: { id: string; processId: string; thisStepId: string }[] })
        .list;
      state.operatorId = item!.id;
      state.processId = item!.processId;
      state.nodeId = item!.thisStepId;
    });

    call(
      'GET /api/workflow/Engine/FlowBefore/{processId}?taskNodeId=&taskOperatorId= (the approval page)',
      async () => {
        const answer = await state.head!.get(`/api/workflow/Engine/FlowBefore/${state.processId}`, {
          taskNodeId: state.nodeId,
          taskOperatorId: state.operatorId,
        });
        expectRead(answer, {
          'flowTaskInfo.status': 'number',
          'flowTaskInfo.fullName': 'string',
          'flowTaskInfo.thisStep': 'string',
          'flowTaskInfo.completion': 'number',
          'flowTaskInfo.flowTemplateJson': (v) =>
            typeof v === 'string' &&
            typeof (JSON.parse(v) as { properties?: unknown }).properties === 'object',
          'flowTaskNodeList[].type': (v) => ['0', '1', '2'].includes(String(v)),
          'flowTaskNodeList[].nodeName': 'non-empty string',
          'flowTaskNodeList[].nodeCode': 'non-empty string',
          'flowTaskNodeList[].userName': 'string',
          'flowTaskOperatorRecordList[].handleStatus': 'number',
          'flowTaskOperatorRecordList[].userName': 'non-empty string',
          'flowTaskOperatorRecordList[].handleTime': 'number',
          'flowTaskOperatorRecordList[].nodeName': 'string',
          'approversProperties.hasAuditBtn': (v) => v === true,
          'approversProperties.auditBtnText': 'non-empty string',
          'approversProperties.hasRejectBtn': (v) => v === true,
          'approversProperties.rejectBtnText': 'non-empty string',
          'approversProperties.hasTransferBtn': 'boolean',
          'formOperates[].id': 'non-empty string',
          'formOperates[].read': 'boolean',
          'formOperates[].write': 'boolean',
        });
        // Her node's rights (a leave's approvers write none of it): every field drawn, none to change.
        const { formOperates } = answer.body.data as { formOperates: Operate[] };
        expect(LEAVE_PAGE_FIELDS.filter((id) => !drawn(formOperates, id))).toEqual([]);
        expect(LEAVE_PAGE_FIELDS.filter((id) => editable(formOperates, id))).toEqual([]);
      },
    );

    call(
      'GET /api/message/ReadInfo/{id} and FlowBefore/{taskOperatorId}/Info (a to-do opened from its message)',
      async () => {
        const list = await state.head!.get('/api/message', {
          currentPage: 1,
          pageSize: 50,
          keyword: '',
          type: 2,
        });
        type Body = { processId: string; taskOperatorId: string };
        let found: Body | null = null;
        for (const m of (list.body.data as { list: { id: string }[] }).list) {
          const info = await state.head!.get(`/api/message/ReadInfo/${m.id}`);
          expectRead(info, { title: 'non-empty string', bodyText: 'json string' });
          const body = JSON.parse((info.body.data as { bodyText: string }).bodyText) as Body;
          if (body.processId !== state.processId) continue;
          expect(
            unmetReads(body, {
              processId: 'non-empty string',
              enCode: (v) => v === 'leaveApply',
              flowId: 'non-empty string',
              formType: (v) => v === 1,
              type: (v) => v === 2,
              taskNodeId: 'non-empty string',
              taskOperatorId: (v) => v === state.operatorId,
              status: 'number',
            }),
          ).toEqual([]);
          found = body;
        }
        expect(found).not.toBeNull();
        expectRead(await state.head!.get(`/api/workflow/Engine/FlowBefore/${found!.taskOperatorId}/Info`));
      },
    );

    call(
      'GET /api/workflow/Form/LeaveApply/{processId} (the approver opens the form by the task’s id)',
      async () => {
        const answer = await state.head!.get(`/api/workflow/Form/LeaveApply/${state.processId}`);
        expectRead(answer, {
          flowTitle: 'non-empty string',
          billNo: 'non-empty string',
          flowUrgent: 'number',
          leaveType: 'non-empty string',
          leaveStartTime: 'number',
          leaveEndTime: 'number',
          applyDate: 'number',
          leaveReason: 'non-empty string',
          // Validated before approving or sending back (uView's rules): text, as the inputs hold it.
          leaveHour: 'non-empty string',
          leaveDayCount: 'non-empty string',
          fileJson: 'json string',
          applyUser: (v) => typeof v === 'string' && /^.+\/.+$/.test(v),
          // Shown as they are: the unit and the post by name, as the page filled them in.
          applyDept: (v) => v === state.user!.departmentName,
          applyPost: (v) => v === state.user!.positionIds.map((p) => p.name).join(','),
          // The platform's system form is its task: read, saved and submitted again by that id.
          id: (v) => v === state.processId,
        });
        expect(LEAVE_TYPES).toContain((answer.body.data as { leaveType: string }).leaveType);
        state.form = answer.body.data as Record<string, unknown>;
      },
    );

    call(
      'POST, GET and DELETE /api/workflow/Engine/FlowComment (files as JSON text, an empty DELETE)',
      async () => {
        const picture = (await state.head!.upload('annexpic', 'ward.png', PNG, 'image/png')).body.data as {
          name: string;
          url: string;
        };
        const image = JSON.stringify([{ name: 'ward.png', fileId: picture.name, url: picture.url }]);
        const sent = await state.head!.write('POST', '/api/workflow/Engine/FlowComment', {
          text: '请补充检查报告',
          file: '[]',
          image,
          taskId: state.processId,
        });
        expectRead(sent, { id: 'non-empty string' });
        const list = await state.head!.get('/api/workflow/Engine/FlowComment', {
          currentPage: 1,
          pageSize: 20,
          sort: 'desc',
          sidx: '',
          taskId: state.processId,
        });
        expectRead(list, {
          'list[].id': 'non-empty string',
          'list[].text': 'string',
          'list[].image': 'json string',
          'list[].file': 'json string',
          'list[].creatorUserName': 'non-empty string',
          'list[].creatorUserHeadIcon': 'string',
          'list[].creatorTime': 'number',
          'list[].isDel': 'boolean',
        });
        const [mine] = (list.body.data as { list: { id: string; image: string }[] }).list;
        expect((JSON.parse(mine!.image) as { url: string }[]).map((i) => i.url)).toEqual([picture.url]);
        expectRead(await state.head!.write('DELETE', `/api/workflow/Engine/FlowComment/${mine!.id}`));
      },
    );

    call('POST /api/workflow/Engine/FlowBefore/Candidates/{taskId} ({ formData })', async () => {
      const answer = await state.head!.write(
        'POST',
        `/api/workflow/Engine/FlowBefore/Candidates/${state.operatorId}`,
        {
          formData: { ...state.form, flowId: 'leaveApply' },
        },
      );
      expectRead(answer, {});
      expect(Array.isArray(answer.body.data)).toBe(true);
    });

    call(
      'POST /api/workflow/Engine/FlowBefore/SaveAudit/{taskId} ({ formData }: 暂存, read back as draftData)',
      async () => {
        const saved = await state.head!.write(
          'POST',
          `/api/workflow/Engine/FlowBefore/SaveAudit/${state.operatorId}`,
          { formData: state.form },
        );
        expectRead(saved);
        const detail = await state.head!.get(`/api/workflow/Engine/FlowBefore/${state.processId}`, {
          taskNodeId: state.nodeId,
          taskOperatorId: state.operatorId,
        });
        // Taken as the form itself (Info is not asked again): in the same encodings as Info.
        expectRead(detail, {
          'draftData.billNo': 'non-empty string',
          'draftData.leaveHour': 'non-empty string',
        });
      },
    );

    call(
      'POST /api/workflow/Engine/FlowBefore/Audit/{taskId} (opinion, copyIds "", formData, enCode)',
      async () => {
        const answer = await state.head!.write(
          'POST',
          `/api/workflow/Engine/FlowBefore/Audit/${state.operatorId}`,
          {
            handleOpinion: '同意',
            signImg: '',
            copyIds: '',
            freeApproverUserId: '',
            eventType: 'audit',
            formData: state.form,
            enCode: 'leaveApply',
          },
        );
        expectRead(answer);
      },
    );

    call(
      'GET /api/workflow/Engine/FlowBefore/RecordList/{processId}?category=1|3&type= (审批汇总)',
      async () => {
        const groups: string[] = [];
        for (const category of ['1', '3']) {
          const answer = await state.nurse!.get(
            `/api/workflow/Engine/FlowBefore/RecordList/${state.processId}`,
            {
              category,
              type: '0',
            },
          );
          expectRead(answer, {
            '[].fullName': 'non-empty string',
            '[].list[].handleStatus': (v) => v === 1,
            '[].list[].userName': 'non-empty string',
            '[].list[].handleTime': 'number',
            '[].list[].handleOpinion': (v) => v === '同意',
          });
          groups.push((answer.body.data as { fullName: string }[])[0]!.fullName);
        }
        // The head nurse's approval under her ward, then under her post.
        expect(groups).toEqual([expect.stringMatching(/病区|科/), '护士长']);
      },
    );

    call('POST /api/workflow/Engine/FlowLaunch/Press/{processId} (an empty body)', async () => {
      const billNo = await submitLeave('复查');
      const mine = await state.nurse!.get('/api/workflow/Engine/FlowLaunch', {
        currentPage: 1,
        pageSize: 20,
        keyword: billNo,
      });
      const [item] = (mine.body.data as { list: { id: string }[] }).list;
      state.second = item!.id;
      expectRead(await state.nurse!.write('POST', `/api/workflow/Engine/FlowLaunch/Press/${state.second}`));
    });

    call('POST /api/workflow/Engine/FlowBefore/Reject/{taskId} (formData {}, copyIds "")', async () => {
      const todo = await state.head!.get('/api/workflow/Engine/FlowBefore/List/1', {
        currentPage: 1,
        pageSize: 20,
        keyword: '',
      });
      const item = (todo.body.data as { list: { id: string; processId: string }[] }).list.find(
        (i) => i.processId === state.second,
      );
      expectRead(
        await state.head!.write('POST', `/api/workflow/Engine/FlowBefore/Reject/${item!.id}`, {
          handleOpinion: '请补充病历',
          signImg: '',
          copyIds: '',
          freeApproverUserId: '',
          eventType: 'reject',
          formData: {},
          enCode: 'leaveApply',
        }),
      );
    });

    call(
      'GET FlowBefore/{id}?taskNodeId= (the nurse reopens her rejected leave: the start node’s rights again)',
      async () => {
        const answer = await state.nurse!.get(`/api/workflow/Engine/FlowBefore/${state.second}`, {
          taskNodeId: '',
        });
        expectRead(answer, { 'flowTaskInfo.status': (v) => v === 3 });
        // 3.2.4 opens it as its own launched flow (opType 0, status 3: editable) by the template's rights.
        const { flowTaskInfo } = answer.body.data as { flowTaskInfo: { flowTemplateJson: string } };
        expect(newLeaveProblems(templateOperates(flowTaskInfo.flowTemplateJson))).toEqual([]);
      },
    );

    call(
      'PUT /api/workflow/Form/LeaveApply/{id} (the rejected leave as Info gave it, status 0: the same task again)',
      async () => {
        const info = await state.nurse!.get(`/api/workflow/Form/LeaveApply/${state.second}`);
        expectRead(info, { id: 'non-empty string' });
        const form = info.body.data as Record<string, unknown>;
        const again = await state.nurse!.write('PUT', `/api/workflow/Form/LeaveApply/${String(form.id)}`, {
          ...form,
          leaveReason: '已补充病历',
          status: 0,
        });
        expectRead(again);
        const mine = await state.nurse!.get('/api/workflow/Engine/FlowLaunch', {
          currentPage: 1,
          pageSize: 20,
          keyword: String(form.billNo),
        });
        const items = (mine.body.data as { list: { id: string; status: number }[] }).list;
        expect(items.map((i) => [i.id, i.status])).toEqual([[state.second, 1]]);
      },
    );

    call(
      'POST /api/file/Uploader/{IM|annexpic|workFlow} (a chat picture, a form picture, a flow attachment)',
      async () => {
        for (const folder of ['IM', 'annexpic', 'workFlow']) {
          const answer = await state.nurse!.upload(folder, 'ward.png', PNG, 'image/png');
          expectRead(answer, { name: 'non-empty string', url: 'non-empty string' });
          expect((answer.body.data as { url: string }).url).toMatch(
            new RegExp(`^/api/file/Download/${folder}/`),
          );
        }
      },
    );

    call('GET /api/file/Download/{type}/{fileId} (answers a url, which opens without a token)', async () => {
      const attachment = (await state.nurse!.upload('workFlow', 'ward.png', PNG, 'image/png')).body.data as {
        name: string;
      };
      const answer = await state.nurse!.get(`/api/file/Download/workFlow/${attachment.name}`);
      expectRead(answer, { url: 'non-empty string' });
      const file = await state.nurse!.plain((answer.body.data as { url: string }).url);
      expect([file.status, file.type, Buffer.compare(file.bytes, PNG)]).toEqual([200, 'image/png', 0]);
    });

    call(
      'GET /api/file/Download/{workFlow|annex}/{fileId} of a leave’s attachment: the approver opens it by either client’s folder, an outsider by neither',
      async () => {
        // Attached as 3.3's workflow-file does: uploaded to annex, listed as { name, fileId, url }.
        const upload = (await state.nurse!.upload('annex', 'report.png', PNG, 'image/png')).body.data as {
          name: string;
          url: string;
        };
        const fileJson = JSON.stringify([{ name: 'report.png', fileId: upload.name, url: upload.url }]);
        const billNo = String(
          (await state.nurse!.get('/api/system/BillRule/BillNumber/WF_LeaveApplyNo')).body.data,
        );
        const leave = { ...platformLeave(billNo, '检查报告'), fileJson };
        expectRead(await state.nurse!.write('POST', '/api/workflow/Form/LeaveApply', leave));
        const todo = await state.head!.get('/api/workflow/Engine/FlowBefore/List/1', {
          currentPage: 1,
          pageSize: 20,
          keyword: billNo,
        });
        const [item] = (todo.body.data as { list: { processId: string }[] }).list;
        const info = await state.head!.get(`/api/workflow/Form/LeaveApply/${item!.processId}`);
        const [file] = JSON.parse((info.body.data as { fileJson: string }).fileJson) as { fileId: string }[];
        const outsider = new JnpfClient(h.app, variant);
        await outsider.signIn('hr01');
        // 3.2.4's jnpf-file always asks the workFlow folder, 3.3's workflow-file the annex one.
        for (const folder of ['workFlow', 'annex']) {
          const link = await state.head!.get(`/api/file/Download/${folder}/${file!.fileId}`);
          expectRead(link, { url: 'non-empty string' });
          const got = await state.head!.plain((link.body.data as { url: string }).url);
          expect([got.status, Buffer.compare(got.bytes, PNG)]).toEqual([200, 0]);
          const refused = await outsider.get(`/api/file/Download/${folder}/${file!.fileId}`);
          expect([refused.status, refused.body.code, refused.body.msg]).toEqual([404, 404, '文件不存在']);
        }
      },
    );

    call('GET /api/message?type= (every kind: the type left empty)', async () => {
      const answer = await state.head!.get('/api/message', {
        currentPage: 1,
        pageSize: 20,
        keyword: '',
        type: '',
      });
      expectRead(answer, {
        'list[].id': 'non-empty string',
        'list[].title': 'string',
        // 3.3's badge takes a notice by `type === '1'`.
        'list[].type': (v) => v === '1' || v === '2',
        'list[].lastModifyTime': 'number',
        'list[].isRead': 'number',
      });
    });

    call(
      'GET /api/message?type=1, then ReadInfo/{id} (the demo’s notice: HTML, files as JSON text)',
      async () => {
        // 人事处's notice to everyone, in the demo data (a back office, which this server has not, publishes more).
        const notices = await state.nurse!.get('/api/message', {
          currentPage: 1,
          pageSize: 20,
          keyword: '',
          type: '1',
        });
        expectRead(notices, { 'list[].id': 'non-empty string', 'list[].type': (v) => v === '1' });
        const [notice] = (notices.body.data as { list: { id: string }[] }).list;
        const info = await state.nurse!.get(`/api/message/ReadInfo/${notice!.id}`);
        expectRead(info, {
          title: 'non-empty string',
          creatorUser: 'non-empty string',
          bodyText: (v) => typeof v === 'string' && v.startsWith('<p>'),
          files: 'json string',
        });
      },
    );

    call('POST /api/permission/Users/getUserList ({ userId: [...] }: a picker’s chosen people)', async () => {
      const answer = await state.nurse!.write('POST', '/api/permission/Users/getUserList', {
        userId: ['u-head01', 'u-director01'],
      });
      expectRead(answer, {
        'list[].id': 'non-empty string',
        'list[].fullName': (v) => /^.+\/.+$/.test(String(v)),
      });
    });

    call(
      'POST /api/workflow/Engine/FlowBefore/CandidateUser/{operatorId} (items as userId, userName)',
      async () => {
        const billNo = await submitLeave('陪诊');
        const todo = await state.head!.get('/api/workflow/Engine/FlowBefore/List/1', {
          currentPage: 1,
          pageSize: 20,
          keyword: billNo,
        });
        const [item] = (todo.body.data as { list: { id: string }[] }).list;
        state.third = item!.id;
        const answer = await state.head!.write('POST', `/api/workflow/Engine/FlowBefore/CandidateUser/0`, {
          currentPage: 1,
          pageSize: 20,
          keyword: '',
          formData: { flowId: 'honorApply' },
          nodeCode: 'recommender',
        });
        expectRead(answer, { 'list[].userId': 'non-empty string', 'list[].userName': 'non-empty string' });
      },
    );

    call('POST /api/workflow/Engine/FlowBefore/Transfer/{taskId} (only freeApproverUserId)', async () => {
      const answer = await state.head!.write(
        'POST',
        `/api/workflow/Engine/FlowBefore/Transfer/${state.third}`,
        {
          freeApproverUserId: 'u-director01',
        },
      );
      expectRead(answer);
    });

    call(
      'POST /api/workflow/Engine/FlowBefore/Recall/{doneItemId} (the head nurse takes back her approval)',
      async () => {
        const billNo = await submitLeave('复诊', 4); // past the head nurse: the director decides next
        const todo = await state.head!.get('/api/workflow/Engine/FlowBefore/List/1', {
          currentPage: 1,
          pageSize: 20,
          keyword: billNo,
        });
        const [item] = (todo.body.data as { list: { id: string }[] }).list;
        expectRead(
          await state.head!.write('POST', `/api/workflow/Engine/FlowBefore/Audit/${item!.id}`, {
            handleOpinion: '同意',
            signImg: '',
            copyIds: '',
            freeApproverUserId: '',
            eventType: 'audit',
            formData: {},
            enCode: 'leaveApply',
          }),
        );
        const done = await state.head!.get('/api/workflow/Engine/FlowBefore/List/2', {
          currentPage: 1,
          pageSize: 20,
          keyword: billNo,
        });
        expectRead(done, { 'list[].id': 'non-empty string', 'list[].processId': 'non-empty string' });
        const [decided] = (done.body.data as { list: { id: string; processId: string }[] }).list;
        const detail = await state.head!.get(`/api/workflow/Engine/FlowBefore/${decided!.processId}`);
        expectRead(detail, { 'approversProperties.hasRevokeBtn': (v) => v === true });
        expectRead(
          await state.head!.write('POST', `/api/workflow/Engine/FlowBefore/Recall/${decided!.id}`, {
            handleOpinion: '再核实一下',
          }),
        );
      },
    );

    call(
      'PUT FlowLaunch/{id}/Actions/Withdraw ({handleOpinion}), then DELETE FlowLaunch/{id} (an empty body)',
      async () => {
        const billNo = await submitLeave('不请了');
        const mine = () =>
          state.nurse!.get('/api/workflow/Engine/FlowLaunch', {
            currentPage: 1,
            pageSize: 20,
            keyword: billNo,
          });
        const [item] = ((await mine()).body.data as { list: { id: string }[] }).list;
        expectRead(
          await state.nurse!.write('PUT', `/api/workflow/Engine/FlowLaunch/${item!.id}/Actions/Withdraw`, {
            handleOpinion: '',
          }),
        );
        expectRead(await state.nurse!.write('DELETE', `/api/workflow/Engine/FlowLaunch/${item!.id}`));
        expect(((await mine()).body.data as { list: unknown[] }).list).toEqual([]);
      },
    );

    call(
      'GET /api/app/Data/getFlowList, POST, GET and DELETE /api/app/Data (常用: a favourite flow)',
      async () => {
        const paged = is33(variant); // 3.3 pages getFlowList, 3.2.4 asks for all, grouped
        const all = await state.nurse!.get(
          '/api/app/Data/getFlowList',
          paged ? { currentPage: 1, pageSize: 20, category: '' } : undefined,
        );
        const flat = paged ? 'list[]' : 'list[].children[]';
        expectRead(all, {
          ...(paged ? {} : { 'list[].fullName': 'non-empty string' }),
          [`${flat}.id`]: 'non-empty string',
          [`${flat}.fullName`]: 'non-empty string',
          [`${flat}.icon`]: 'string',
          [`${flat}.isData`]: (v) => v === false,
        });
        const items = paged
          ? (all.body.data as { list: { id: string; enCode: string }[] }).list
          : (all.body.data as { list: { children: { id: string; enCode: string }[] }[] }).list.flatMap(
              (g) => g.children,
            );
        const leave = items.find((i) => i.enCode === 'leaveApply')!;
        expectRead(
          await state.nurse!.write('POST', '/api/app/Data', {
            objectType: '1',
            objectId: leave.id,
            objectData: JSON.stringify({ ...leave, isData: false }),
          }),
        );
        const usual = () => state.nurse!.get(paged ? '/api/app/Data' : '/api/app/Data/', { type: '1' });
        const mine = await usual();
        expectRead(mine, {
          'list[].objectData': (v) => {
            const item = JSON.parse(String(v)) as Record<string, unknown>;
            return (
              item.id === leave.id && item.enCode === 'leaveApply' && item.formType === 1 && !!item.fullName
            );
          },
        });
        expectRead(await state.nurse!.write('DELETE', `/api/app/Data/${leave.id}`));
        expect(((await usual()).body.data as { list: unknown[] }).list).toEqual([]);
      },
    );

    type MenuItem = { id: string; type: number; urlAddress: string };
    const appsOf = (answer: Answer) =>
      (answer.body.data as { list: { children: MenuItem[] }[] }).list.flatMap((g) => g.children);

    call(
      'GET /api/app/Menu (their 应用 tab: the business applications by group, each opened by type)',
      async () => {
        const answer = await state.nurse!.get('/api/app/Menu', is33(variant) ? { keyword: '' } : undefined);
        expectRead(answer, { 'list[].fullName': 'non-empty string', ...menuItemReads('list[].children[]') });
        const apps = appsOf(answer);
        // Type 2 is navigateTo(urlAddress) (3.3 adds ?menuId=): a page path of theirs, the field punch card first.
        expect(apps.filter((a) => a.type === 2).every((a) => /^\/pages\/[\w/]+$/.test(a.urlAddress))).toBe(
          true,
        );
        expect(apps.map((a) => a.urlAddress)).toContain(FIELD_PUNCH_PAGE);
      },
    );

    call(
      'GET /api/app/Data/getDataList, then POST, GET ?type=2 and DELETE /api/app/Data (常用: an app)',
      async () => {
        const all = await state.nurse!.get('/api/app/Data/getDataList');
        expectRead(all, {
          'list[].fullName': 'non-empty string',
          ...menuItemReads('list[].children[]'),
          'list[].children[].isData': (v) => v === false,
        });
        const punch = appsOf(all).find((a) => a.urlAddress === FIELD_PUNCH_PAGE)!;
        expectRead(
          await state.nurse!.write('POST', '/api/app/Data', {
            objectType: '2',
            objectId: punch.id,
            objectData: JSON.stringify({ ...punch, isData: false }),
          }),
        );
        const usual = () =>
          state.nurse!.get(is33(variant) ? '/api/app/Data' : '/api/app/Data/', { type: '2' });
        // Spread over the row, its objectData is the app again: the tab opens it as it opens a menu item.
        expectRead(await usual(), {
          'list[].objectData': (v) => unmetReads(JSON.parse(String(v)), menuItemReads('')).length === 0,
        });
        expectRead(await state.nurse!.write('DELETE', `/api/app/Data/${punch.id}`));
        expect(((await usual()).body.data as { list: unknown[] }).list).toEqual([]);
      },
    );

    // The 3.3 build's personal centre (3.2.4 reads the person from /api/app/User, above).
    const PERSON = '/api/permission/Users/Current';
    if (is33(variant)) {
      call(
        'GET /api/system/DictionaryData/All (personal data: Education, then certificateType, sex, Nation)',
        async () => {
          const answer = await state.nurse!.get('/api/system/DictionaryData/All');
          const list = (answer.body.data as { list: { enCode: string; dictionaryList: object[] }[] }).list;
          for (const enCode of ['Education', 'certificateType', 'sex', 'Nation']) {
            const found = list.find((d) => d.enCode === enCode);
            expect(found, enCode).toBeDefined();
            expect(
              unmetReads(found!.dictionaryList, {
                '[].id': 'non-empty string',
                '[].fullName': 'non-empty string',
                '[].enCode': 'non-empty string',
              }),
            ).toEqual([]);
          }
          const me = (await state.nurse!.get(`${PERSON}/BaseInfo`)).body.data as Record<string, unknown>;
          const items = (code: string) =>
            list.find((d) => d.enCode === code)!.dictionaryList as { id: string; enCode: string }[];
          // Their selects find the person's values by strict equality: ids, and the sex item's enCode.
          expect(items('Education').some((i) => i.id === me.education)).toBe(true);
          expect(items('Nation').some((i) => i.id === me.nation)).toBe(true);
          expect(items('sex').some((i) => i.enCode === me.gender)).toBe(true);
        },
      );

      call(
        'GET /api/permission/Users/Current/BaseInfo (the Me tab on every show; the personal-data page)',
        async () => {
          expectRead(await state.nurse!.get(`${PERSON}/BaseInfo`), {
            realName: 'non-empty string',
            avatar: 'string',
            account: 'non-empty string',
            organize: 'non-empty string',
            manager: 'non-empty string',
            position: 'non-empty string',
            roleId: 'non-empty string',
            creatorTime: 'number',
            entryDate: 'number',
            birthday: 'number',
            gender: 'non-empty string',
            id: 'non-empty string',
          });
        },
      );

      call(
        'PUT /api/permission/Users/Current/BaseInfo (the 17 keys, copied from BaseInfo, then edited)',
        async () => {
          const me = (await state.nurse!.get(`${PERSON}/BaseInfo`)).body.data as Record<string, unknown>;
          const keys = [
            'birthday',
            'certificatesNumber',
            'certificatesType',
            'education',
            'email',
            'gender',
            'landline',
            'mobilePhone',
            'nation',
            'nativePlace',
            'postalAddress',
            'realName',
            'signature',
            'telePhone',
            'urgentContacts',
            'urgentTelePhone',
            'id',
          ];
          const body = Object.fromEntries(keys.map((k) => [k, me[k] ?? '']));
          expectRead(
            await state.nurse!.write('PUT', `${PERSON}/BaseInfo`, {
              ...body,
              urgentContacts: '林母',
              urgentTelePhone: '13700001234',
            }),
          );
          expectRead(await state.nurse!.get(`${PERSON}/BaseInfo`), {
            urgentContacts: (v) => v === '林母',
            urgentTelePhone: (v) => v === '13700001234',
          });
        },
      );

      call(
        'GET Current/getUserOrganizes, PUT Current/major, then CurrentUser (the business page)',
        async () => {
          const units = await state.nurse!.get(`${PERSON}/getUserOrganizes`);
          expectRead(units, {
            '[].id': 'non-empty string',
            '[].fullName': 'non-empty string',
            '[].isDefault': 'boolean',
          });
          expectRead(await state.nurse!.get(`${PERSON}/getUserPositions`), {
            '[].id': 'non-empty string',
            '[].fullName': 'non-empty string',
            '[].isDefault': 'boolean',
          });
          const list = units.body.data as { id: string; isDefault: boolean }[];
          const [main, other] = [list.find((u) => u.isDefault)!, list.find((u) => !u.isDefault)!];
          const switched = await state.nurse!.write('PUT', `${PERSON}/major`, {
            majorId: other.id,
            majorType: 'Organize',
          });
          expect(switched.body.code).toBe(200);
          expectRead(await state.nurse!.get('/api/oauth/CurrentUser', { type: 'app' }), {
            'userInfo.organizeId': (v) => v === other.id,
          });
          // Back, so the rest of the suite applies from her ward.
          expectRead(
            await state.nurse!.write('PUT', `${PERSON}/major`, { majorId: main.id, majorType: 'Organize' }),
          );
        },
      );

      call('GET Current/Subordinate/0, then /{id} (my subordinates, a lazy tree)', async () => {
        const top = await state.head!.get(`${PERSON}/Subordinate/0`);
        expectRead(top, {
          '[].id': 'non-empty string',
          '[].userName': 'non-empty string',
          '[].avatar': 'string',
          '[].department': 'non-empty string',
          '[].position': 'string',
          '[].isLeaf': 'boolean',
        });
        const first = (top.body.data as { id: string }[])[0]!;
        expectRead(await state.head!.get(`${PERSON}/Subordinate/${first.id}`));
      });

      call(
        'POST Current/Actions/ModifyPassword (md5 both, captcha code and timestamp), then Logout',
        async () => {
          const leader = new JnpfClient(h.app, variant);
          expectRead(await leader.signIn('leader01'));
          expectRead(
            await leader.write('POST', `${PERSON}/Actions/ModifyPassword`, {
              oldPassword: md5Hex(DEMO_PASSWORD),
              password: md5Hex('Leader#2027'),
              code: '',
              timestamp: Math.random(),
            }),
          );
          expectRead(await leader.get('/api/oauth/Logout'));
          expectRead(await new JnpfClient(h.app, variant).signIn('leader01', 'Leader#2027'), {
            token: 'non-empty string',
          });
        },
      );
    }

    call(
      'POST Uploader/userAvatar, then PUT /api/permission/Users/Current/Avatar/{name} (an empty body)',
      async () => {
        const picture = (await state.nurse!.upload('userAvatar', 'me.png', PNG, 'image/png')).body.data as {
          name: string;
          url: string;
        };
        expectRead(await state.nurse!.write('PUT', `/api/permission/Users/Current/Avatar/${picture.name}`));
        const me = await state.nurse!.get('/api/app/User');
        expectRead(me, { headIcon: (v) => v === picture.url });
        // A colleague's address book draws it (with their own token).
        const link = await state.head!.get(picture.url);
        const file = await state.head!.plain((link.body.data as { url: string }).url);
        expect([file.status, Buffer.compare(file.bytes, PNG)]).toEqual([200, 0]);
      },
    );
  });
});
