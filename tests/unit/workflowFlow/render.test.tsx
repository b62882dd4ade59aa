/**
 * The flow screens' parts render in Chinese without a DOM (server rendering): the head with its status tag,
 * the form through the engine (read-only, hidden fields left out), the timeline as plain text, exactly the
 * granted buttons, the notices over a cached copy, the decision fields with their labels, and comments.
 */
import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createUserDb, type UserDb } from '../../../core/store/db';
import type { FlowDetailRow } from '../../../core/store/types';
import { CommentItem } from '../../../src/features/workflow/flow/CommentItems';
import { DetailNotices } from '../../../src/features/workflow/flow/DetailNotices';
import { FlowActionBar } from '../../../src/features/workflow/flow/FlowActionBar';
import { FlowFormSection } from '../../../src/features/workflow/flow/FlowFormSection';
import { FlowHeader } from '../../../src/features/workflow/flow/FlowHeader';
import { FlowTimeline } from '../../../src/features/workflow/flow/FlowTimeline';
import { OperateFields } from '../../../src/features/workflow/flow/OperateFields';
import { timelineOf } from '../../../src/features/workflow/flow/timelineModel';
import type { useDecision } from '../../../src/features/workflow/flow/useDecision';
import { NO_ACTIONS, TASK_ID, leaveDetail } from './fixtures';
import { addFeatureWords } from '../../../src/features/workflow/words';

// The screens' loaders add these words in the app (src/app/screens.tsx).
addFeatureWords();

// Framework7's spinner asks the running app for its theme, and there is no app in a server render.
vi.mock('framework7-react', async (original) => ({
  ...(await original<typeof import('framework7-react')>()),
  Preloader: () => <span className="preloader" />,
}));

let db: UserDb;
beforeAll(async () => {
  db = createUserDb('flow-render');
  await db.open();
});
afterAll(async () => {
  db.close();
  await Dexie.delete(db.name);
});

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
const row = (over: Partial<FlowDetailRow> = {}): FlowDetailRow => ({
  id: TASK_ID,
  data: leaveDetail(),
  fetchedAt: 1,
  ...over,
});

describe('the head', () => {
  it('shows title, status tag, bill number, applicant, urgency and the current step', () => {
    const html = text(renderToString(<FlowHeader info={leaveDetail().flowTaskInfo} />));
    for (const part of ['李护士的请假申请', '等待审核', 'QJ2024000123', '李护士', '紧急', '科主任审批'])
      expect(html).toContain(part);
  });
});

describe('the form', () => {
  const form = (data = leaveDetail()) =>
    renderToString(<FlowFormSection db={db} taskId={TASK_ID} data={data} editable />);

  it('renders the leave through the engine, read-only, with the stored values and uploaded files', () => {
    const html = form();
    expect(html).toContain('请假事由');
    expect(html).toContain('发烧就医');
    expect(html).toContain('病历.pdf');
    expect(html).toContain('已上传');
    expect(html).toMatch(/<textarea[^>]*readonly=""/i);
  });

  it('leaves out a field the viewer may not read', () => {
    const data = leaveDetail({
      formOperates: [{ id: 'leaveReason', name: '请假事由', read: false, write: false }],
    });
    expect(form(data)).not.toContain('发烧就医');
  });

  it('a writable field can be typed in', () => {
    const data = leaveDetail({
      formOperates: [{ id: 'leaveReason', name: '请假事由', read: true, write: true }],
    });
    expect(form(data)).not.toMatch(/<textarea[^>]*readonly=""/i);
  });

  it('a form the app does not know shows its data as label/value pairs', () => {
    const data = leaveDetail({
      flowFormInfo: { formKey: 'SomeDynamicModel', formId: 'x', appFormUrl: '' },
      formData: { cardNo: '6222 0000' },
      formOperates: [{ id: 'cardNo', name: '新卡号', read: true, write: false }],
    });
    expect(text(form(data))).toContain('新卡号 6222 0000');
  });
});

describe('the timeline', () => {
  it('reads as text: nodes, states, who did what, opinions, signatures, the waiting action', () => {
    const html = renderToString(
      <FlowTimeline nodes={timelineOf(leaveDetail(), { kind: 'flowAudit', who: '张主任' })} />,
    );
    const plain = text(html);
    expect(plain).toContain('护士长审批 已通过');
    expect(plain).toContain('王护士长 同意');
    expect(plain).toContain('意见：同意，注意休息');
    expect(plain).toContain('科主任审批 审批中');
    expect(plain).toContain('张主任 同意（待同步）');
    expect(html).toContain('alt="王护士长的手写签名"');
    expect(html).not.toContain('人事科审批');
  });

  it('a signature that is someone’s URL is neither loaded nor shown; an upload is our download, fetched with the token', () => {
    const signed = (signImg: string) => {
      const detail = leaveDetail();
      detail.flowTaskOperatorRecordList[0]!.signImg = signImg;
      return renderToString(<FlowTimeline nodes={timelineOf(detail, null)} />);
    };
    for (const url of [
      '/api/oauth/SmsCode/13800000000',
      'https://evil.example/s.png',
      'data:image/png;base64,AAAA',
    ]) {
      const html = signed(url);
      expect(html).not.toContain('手写签名');
      expect(html).not.toContain(url);
    }
    const upload = signed('/api/file/Download/annex/3f0c6f6e-1b2a-4c3d-9e8f-0a1b2c3d4e5f.png');
    // ServerImage: a placeholder until the bytes come through the API door; no <img src> of the path.
    expect(upload).toContain('aria-label="王护士长的手写签名"');
    expect(upload).not.toContain('src="/api/file');
  });
});

describe('the action bar', () => {
  const bar = (r: FlowDetailRow) =>
    renderToString(
      <MemoryRouter>
        <FlowActionBar
          actor={{ db, userId: 'u-dir', taskId: TASK_ID }}
          row={r}
          category="todo"
          onDone={() => undefined}
        />
      </MemoryRouter>,
    );
  const buttons = (html: string) => [...html.matchAll(/<button[^>]*>([^<]+)<\/button>/g)].map((m) => m[1]);

  it('shows exactly the granted actions as buttons', () => {
    expect(buttons(bar(row()))).toEqual(['转办', '驳回', '同意']);
    const applicant = row({ data: leaveDetail({ actions: { ...NO_ACTIONS, withdraw: true, press: true } }) });
    expect(buttons(bar(applicant))).toEqual(['撤销', '催办']);
  });

  it('shows none while this device’s action waits to be sent', () => {
    expect(bar(row({ pendingAction: 'flowAudit' }))).toBe('');
  });
});

describe('the notices over a cached copy', () => {
  const notices = (r: FlowDetailRow, status: 'fresh' | 'offline' | 'loading' = 'fresh') =>
    text(renderToString(<DetailNotices db={db} row={r} status={status} error={null} />));

  it('say the copy’s standing as every cached screen does; stale: says it has moved on', () => {
    expect(notices(row(), 'offline').trim()).toMatch(/^数据更新于 .+ · 离线$/);
    expect(notices(row({ stale: true }), 'offline')).toMatch(/ · 离线 · 流程已有新进展/);
    expect(notices(row(), 'fresh').trim()).toMatch(/^数据更新于 [^·]+$/);
    expect(notices(row(), 'loading').trim()).toMatch(/ · 正在更新…$/);
  });

  it('a waiting action says it was submitted; a refusal shows the server’s words with 知道了', () => {
    expect(notices(row({ pendingAction: 'flowReject' }))).toMatch(/驳回已提交，(正在发送…|等待网络)/);
    const refused = notices(row({ rejection: '该任务已被处理' }));
    expect(refused).toContain('操作未成功：该任务已被处理');
    expect(refused).toContain('知道了');
  });
});

describe('the decision fields', () => {
  const decision = (errors: Record<string, string> = {}) =>
    ({
      entered: { opinion: '', copyIds: [], rejectTo: 'start', transferTo: null, signature: null },
      set: () => undefined,
      setSignature: () => undefined,
      errorOf: (field: string) => errors[field],
      formProblems: [],
      chosen: {},
      submit: async () => undefined,
    }) as unknown as ReturnType<typeof useDecision>;
  const rules = {
    hasSign: true,
    opinionRequired: false,
    isCustomCopy: true,
    rejectTargets: [
      { id: 'start', nodeName: '申请人' },
      { id: 'manager', nodeName: '护士长审批' },
    ],
    candidateNodes: [{ id: 'hr', nodeName: '人事科审批' }],
  };
  const fields = (action: 'audit' | 'reject' | 'transfer', errors = {}) =>
    renderToString(
      <OperateFields
        db={db}
        action={action}
        rules={rules}
        decision={decision(errors)}
        online
        onChooseCandidates={() => undefined}
      />,
    );

  it('同意: the opinion textbox labelled 审批意见, copy-to, the next node’s approvers, the signature pad', () => {
    const html = fields('audit');
    expect(html).toMatch(/<textarea[^>]*aria-label="审批意见"/);
    expect(text(html)).toContain('抄送人');
    expect(text(html)).toContain('人事科审批审批人');
    expect(html).toContain('<canvas');
    expect(text(html)).toMatch(/上一步.*重做.*清除/);
  });

  it('驳回: the opinion is required and the target is chosen among the earlier nodes', () => {
    const html = fields('reject', { handleOpinion: '请填写审批意见' });
    expect(html).toMatch(/form-label is-required[^>]*>审批意见/);
    expect(html).toContain('请填写审批意见');
    expect(text(html)).toContain('驳回至');
    expect(html).toContain('<option value="manager">护士长审批</option>');
    expect(text(html)).not.toContain('抄送人');
  });

  it('转办: who to transfer to, no signature', () => {
    const html = fields('transfer');
    expect(text(html)).toContain('转办给');
    expect(html).not.toContain('<canvas');
  });
});

describe('a comment', () => {
  it('shows its author, text and 删除 only for one’s own', () => {
    const comment = {
      id: 'c1',
      taskId: TASK_ID,
      text: '请尽快处理',
      image: [],
      file: [],
      creatorUserId: 'u-a',
      creatorUserName: '赵医生',
      creatorUserHeadIcon: '',
      creatorTime: 1,
      isDel: true,
    };
    const mine = text(renderToString(<CommentItem comment={comment} onDelete={() => undefined} />));
    expect(mine).toContain('赵医生');
    expect(mine).toContain('请尽快处理');
    expect(mine).toContain('删除');
    expect(
      renderToString(<CommentItem comment={{ ...comment, isDel: false }} onDelete={() => undefined} />),
    ).not.toContain('删除');
  });

  it('an image that is not a download of our file API is shown broken, never loaded', () => {
    const comment = {
      id: 'c2',
      taskId: TASK_ID,
      text: '',
      image: ['https://evil.example/x.png', '//evil.example/y.png', '/api/oauth/Logout'],
      file: [],
      creatorUserId: 'u-b',
      creatorUserName: '钱护士',
      creatorUserHeadIcon: '',
      creatorTime: 1,
      isDel: false,
    };
    const html = renderToString(<CommentItem comment={comment} onDelete={() => undefined} />);
    expect(html).not.toContain('<img');
    expect(html).not.toContain('evil.example');
    expect(html.match(/data-broken="true"/g)).toHaveLength(3);
  });
});
