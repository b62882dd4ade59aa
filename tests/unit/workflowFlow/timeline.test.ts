/**
 * The progress timeline reads as text: the nodes on this branch in order with their state, each record as
 * "who what", with time, opinion and signature kept, and this device's waiting action as 待同步.
 */
import { describe, expect, it } from 'vitest';
import { t } from '../../../src/i18n';
import {
  handleText,
  localText,
  recordText,
  timelineOf,
} from '../../../src/features/workflow/flow/timelineModel';
import { leaveDetail, SIGNATURE_PNG } from './fixtures';
import { addFeatureWords } from '../../../src/features/workflow/words';

// The screens' loaders add these words in the app (src/app/screens.tsx).
addFeatureWords();

describe('the timeline', () => {
  it('lists the nodes on this branch in order, skipped ones left out', () => {
    const nodes = timelineOf(leaveDetail());
    expect(nodes.map((n) => [n.name, n.state])).toEqual([
      ['开始', 'done'],
      ['护士长审批', 'done'],
      ['科主任审批', 'current'],
      ['结束', 'pending'],
    ]);
  });

  it('puts each record under its node, in time order, with who, what, when, opinion and signature', () => {
    const [start, manager] = timelineOf(leaveDetail());
    expect(start?.records.map((r) => recordText(t, r))).toEqual(['李护士 提交']);
    expect(manager?.records[0]).toMatchObject({
      who: '王护士长',
      at: 1_700_000_600_000,
      opinion: '同意，注意休息',
      signImg: SIGNATURE_PNG,
    });
    expect(recordText(t, manager!.records[0]!)).toBe('王护士长 同意');
  });

  it('names every handleType in Chinese', () => {
    const words = [0, 1, 2, 3, 4, 5, 6, 7, 8].map((h) => handleText(t, h));
    expect(words).toEqual(['驳回', '同意', '提交', '撤回', '终止', '撤销', '转办', '抄送', '催办']);
    expect(handleText(t, 42)).toBe('处理');
  });

  it('adds the server’s extra (transfer target, copy-to people) to the line', () => {
    const record = {
      id: 'r',
      who: '张主任',
      at: 1,
      handleType: 6,
      opinion: '',
      signImg: null,
      extra: '转办给 赵主任',
    };
    expect(recordText(t, record)).toBe('张主任 转办 转办给 赵主任');
  });

  it('shows this device’s waiting action at the current node as 待同步', () => {
    const nodes = timelineOf(leaveDetail(), { kind: 'flowReject', who: '张主任' });
    const current = nodes.find((n) => n.state === 'current');
    expect(current?.local).toEqual({ action: 'reject', who: '张主任' });
    expect(localText(t, current!.local!)).toBe('张主任 驳回（待同步）');
    expect(nodes.filter((n) => n.local)).toHaveLength(1);
  });

  it('a flow waiting nowhere shows the waiting action on its first node; other kinds show nothing', () => {
    const ended = leaveDetail();
    ended.flowTaskNodeList = ended.flowTaskNodeList.map((n) => ({ ...n, state: 'done' as const }));
    expect(timelineOf(ended, { kind: 'flowPress', who: '李护士' })[0]?.local?.action).toBe('press');
    expect(timelineOf(leaveDetail(), { kind: 'leaveApply', who: 'x' }).some((n) => n.local)).toBe(false);
  });

  it('records of a node the detail does not list still show, under a node of their own', () => {
    const data = leaveDetail();
    data.flowTaskOperatorRecordList.push({
      id: 'r9',
      nodeCode: 'old',
      nodeName: '旧节点',
      handleType: 7,
      handleStatus: 7,
      handleId: 'u',
      userName: '周医生',
      handleTime: 5,
      handleOpinion: '',
      signImg: null,
      extra: '',
    });
    const old = timelineOf(data).find((n) => n.id === 'old');
    expect(old?.name).toBe('旧节点');
    expect(old?.records.map((r) => recordText(t, r))).toEqual(['周医生 抄送']);
  });
});
