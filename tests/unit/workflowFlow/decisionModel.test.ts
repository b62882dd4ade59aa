/**
 * The decision screen asks for what the node's rules need — an opinion to reject (or when required), a
 * transfer target, the next nodes' approvers, a handwritten signature — naming the field each time, and
 * then sends exactly the contract's body for the action.
 */
import { describe, expect, it } from 'vitest';
import { t } from '../../../src/i18n';
import {
  decisionIssues,
  decisionRequest,
  issueWords,
  type DecisionInput,
  type DecisionRules,
} from '../../../src/features/workflow/flow/decisionModel';
import { addFeatureWords } from '../../../src/features/workflow/words';

// The screens' loaders add these words in the app (src/app/screens.tsx).
addFeatureWords();

const RULES: DecisionRules = {
  hasSign: false,
  opinionRequired: false,
  isCustomCopy: false,
  rejectTargets: [],
  candidateNodes: [],
};
const INPUT: DecisionInput = {
  opinion: '',
  copyIds: [],
  rejectTo: '',
  transferTo: null,
  candidates: {},
  signature: null,
};
const SIGNED = { ok: true as const, dataUrl: 'data:image/png;base64,AAAA' };
const words = (issues: ReturnType<typeof decisionIssues>) => issues.map((i) => issueWords(t, i));

describe('what a decision needs', () => {
  it('同意 with no rules needs nothing', () => {
    expect(decisionIssues('audit', INPUT, RULES)).toEqual([]);
  });

  it('驳回 always needs an opinion; 同意 only when the node says so', () => {
    expect(words(decisionIssues('reject', INPUT, RULES))).toEqual(['请填写审批意见']);
    expect(
      words(decisionIssues('audit', { ...INPUT, opinion: '   ' }, { ...RULES, opinionRequired: true })),
    ).toEqual(['请填写审批意见']);
    expect(decisionIssues('reject', { ...INPUT, opinion: '材料不全' }, RULES)).toEqual([]);
  });

  it('an opinion over 500 characters is refused', () => {
    expect(words(decisionIssues('audit', { ...INPUT, opinion: '字'.repeat(501) }, RULES))).toEqual([
      '审批意见最多 500 字',
    ]);
  });

  it('转办 needs someone to transfer to', () => {
    const issues = decisionIssues('transfer', INPUT, RULES);
    expect(issues.map((i) => i.field)).toEqual(['freeApproverUserId']);
    expect(words(issues)).toEqual(['请选择转办人']);
  });

  it('同意 needs approvers for every next node that asks for candidates, naming the node', () => {
    const rules = { ...RULES, candidateNodes: [{ id: 'hr', nodeName: '人事科审批' }] };
    expect(words(decisionIssues('audit', INPUT, rules))).toEqual(['请选择人事科审批审批人']);
    expect(decisionIssues('audit', { ...INPUT, candidates: { hr: ['u-hr'] } }, rules)).toEqual([]);
    expect(decisionIssues('reject', { ...INPUT, opinion: 'x' }, rules)).toEqual([]);
  });

  it('a node with hasSign needs a signature to approve or reject, not to transfer', () => {
    const rules = { ...RULES, hasSign: true };
    const blank = { ...INPUT, signature: { ok: false as const, reason: 'blank' as const } };
    expect(words(decisionIssues('audit', blank, rules))).toEqual(['请在签名区手写签名']);
    expect(
      words(decisionIssues('audit', { ...blank, signature: { ok: false, reason: 'tooBig' } }, rules)),
    ).toEqual(['签名图片过大，请清除后重签']);
    expect(decisionIssues('audit', { ...INPUT, signature: SIGNED }, rules)).toEqual([]);
    expect(decisionIssues('transfer', { ...blank, transferTo: 'u' }, rules)).toEqual([]);
  });
});

describe('the action it becomes', () => {
  it('同意: trimmed opinion, copy-to people only when allowed, candidates per node, the form, the signature', () => {
    const rules = { ...RULES, isCustomCopy: true, candidateNodes: [{ id: 'hr', nodeName: '人事科' }] };
    const input = {
      ...INPUT,
      opinion: ' 同意 ',
      copyIds: ['u-a'],
      candidates: { hr: ['u-hr'], other: ['x'] },
      signature: SIGNED,
      formData: { leaveReason: '补' },
    };
    expect(decisionRequest('audit', 'op-1', input, rules)).toEqual({
      action: 'audit',
      operatorId: 'op-1',
      body: {
        handleOpinion: '同意',
        copyIds: ['u-a'],
        formData: { leaveReason: '补' },
        candidateList: { hr: ['u-hr'] },
        signImg: SIGNED.dataUrl,
      },
    });
    const plain = decisionRequest('audit', 'op-1', { ...input, signature: null }, RULES);
    expect(plain.action === 'audit' && plain.body).toMatchObject({
      copyIds: [],
      candidateList: undefined,
      signImg: undefined,
    });
  });

  it('驳回: the opinion and where it goes back to (none: the applicant)', () => {
    expect(
      decisionRequest('reject', 'op-1', { ...INPUT, opinion: '不全', rejectTo: 'manager' }, RULES),
    ).toEqual({
      action: 'reject',
      operatorId: 'op-1',
      body: { handleOpinion: '不全', rejectTo: 'manager', signImg: undefined },
    });
    const back = decisionRequest('reject', 'op-1', { ...INPUT, opinion: '不全' }, RULES);
    expect(back.action === 'reject' && back.body.rejectTo).toBeUndefined();
  });

  it('转办: the person and the opinion', () => {
    expect(
      decisionRequest('transfer', 'op-1', { ...INPUT, transferTo: 'u-vice', opinion: '请代审' }, RULES),
    ).toEqual({
      action: 'transfer',
      operatorId: 'op-1',
      body: { freeApproverUserId: 'u-vice', handleOpinion: '请代审' },
    });
  });
});
