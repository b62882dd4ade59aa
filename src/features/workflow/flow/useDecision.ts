/**
 * The decision screen's state and its 提交: what the person entered, the approvers chosen on the candidate
 * screen and the form fields changed on the detail (decisionStore.ts), checked under the node's rules
 * (decisionModel.ts) with every problem naming its field; then queued through queueFlowAction, told as
 * 已提交 (offline: 已提交，等待网络) at once, and back to the list.
 */
import { useCallback, useMemo, useRef, useState } from 'react';
import type { FlowDetailRow } from '../../../data';
import { issueText } from '../../../../contract/form/issueText';
import { scrollToField } from '../../../forms/scrollToField';
import { useT } from '../../../i18n';
import { toast } from '../../../ui/toast';
import { candidatesOf, editsOf } from './decisionStore';
import { decisionIssues, decisionRequest, issueWords, type DecisionInput } from './decisionModel';
import type { DecisionAction } from './flowKinds';
import { flowFormOf } from './flowForms';
import { editedForm, operatedForm } from './formOperates';
import type { SignatureExport } from './signatureModel';
import { queueAndLeave, type Actor } from './useConfirmedAction';

export type Entered = Omit<DecisionInput, 'candidates' | 'formData'>;

const initial = (row: FlowDetailRow): Entered => ({
  opinion: '',
  copyIds: [],
  rejectTo: row.data.approversProperties.rejectTargets[0]?.id ?? '',
  transferTo: null,
  signature: row.data.approversProperties.hasSign ? { ok: false, reason: 'blank' } : null,
});

function useEditedForm(row: FlowDetailRow) {
  const { formKey } = row.data.flowFormInfo;
  const operates = row.data.formOperates;
  const operated = useMemo(() => {
    const def = flowFormOf(formKey);
    return def ? operatedForm(def, operates) : null;
  }, [formKey, operates]);
  const edits = editsOf(row.id);
  return useMemo(
    () => (operated ? editedForm(operated, edits) : { formData: undefined, issues: [] }),
    [operated, edits],
  );
}

export function useDecision(actor: Actor, row: FlowDetailRow, action: DecisionAction, onDone: () => void) {
  const t = useT();
  const [entered, setEntered] = useState<Entered>(() => initial(row));
  const [tried, setTried] = useState(false);
  const busy = useRef(false);
  const rules = row.data.approversProperties;
  const chosen = candidatesOf(row.id);
  const form = useEditedForm(row);
  const input: DecisionInput = useMemo(
    () => ({
      ...entered,
      candidates: Object.fromEntries(
        Object.entries(chosen).map(([node, users]) => [node, users.map((u) => u.id)]),
      ),
      formData: action === 'audit' ? form.formData : undefined,
    }),
    [entered, chosen, form.formData, action],
  );
  const issues = useMemo(() => decisionIssues(action, input, rules), [action, input, rules]);
  const formProblems =
    action === 'audit' ? form.issues.map(({ field, issue }) => issueText(t, field, issue)) : [];
  const errorOf = (field: string): string | undefined => {
    const issue = tried ? issues.find((i) => i.field === field) : undefined;
    return issue && issueWords(t, issue);
  };
  const set = useCallback(
    <K extends keyof Entered>(key: K, value: Entered[K]) => setEntered((e) => ({ ...e, [key]: value })),
    [],
  );
  const setSignature = useCallback((s: SignatureExport) => set('signature', s), [set]);

  const submit = async () => {
    setTried(true);
    const first = issues[0];
    if (first || formProblems[0]) {
      toast(first ? issueWords(t, first) : (formProblems[0] ?? ''));
      if (first) scrollToField(first.field);
      return;
    }
    const operatorId = row.data.actions.operatorId;
    if (busy.current || !operatorId) return;
    busy.current = true;
    try {
      await queueAndLeave(actor, decisionRequest(action, operatorId, input, rules), t, onDone);
    } finally {
      busy.current = false;
    }
  };
  return { entered, set, setSignature, errorOf, formProblems: tried ? formProblems : [], chosen, submit };
}
