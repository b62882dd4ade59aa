/**
 * The decision screen's fields, as the node's rules ask: the opinion (审批意见, required to reject or when
 * the node says so; the common opinions fill it with a tap), the transfer target, the copy-to people, where a rejection goes back to, the next
 * nodes' approvers (chosen on /pages/workFlow/candiDateUserSelect/index, online), the handwritten signature.
 */
import { Button, List } from 'framework7-react';
import type { UserDb } from '../../../data';
import { useT } from '../../../i18n';
import type { ChosenUser } from './decisionStore';
import type { DecisionRules } from './decisionModel';
import { MAX_OPINION } from './decisionModel';
import type { DecisionAction } from './flowKinds';
import { FieldFrame } from '../../../forms/fields/FieldShell';
import { OpinionPhrases } from './OpinionPhrases';
import { SignaturePad } from './SignaturePad';
import { UserChoiceField } from './UserChoiceField';
import type { useDecision } from './useDecision';

type Rules = DecisionRules;
type Decision = ReturnType<typeof useDecision>;

export interface OperateFieldsProps {
  db: UserDb;
  action: DecisionAction;
  rules: Rules;
  decision: Decision;
  online: boolean;
  onChooseCandidates: (node: Rules['candidateNodes'][number]) => void;
}

function OpinionField({
  action,
  rules,
  decision,
}: Pick<OperateFieldsProps, 'action' | 'rules' | 'decision'>) {
  const t = useT();
  const label = t('wfFlow.operate.opinion');
  const required = action === 'reject' || (action === 'audit' && rules.opinionRequired);
  const error = decision.errorOf('handleOpinion');
  return (
    <FieldFrame name="handleOpinion" label={label} required={required} error={error}>
      <textarea
        className="form-textarea"
        rows={4}
        aria-label={label}
        aria-required={required}
        aria-invalid={Boolean(error)}
        placeholder={t('wfFlow.operate.opinionPlaceholder')}
        maxLength={MAX_OPINION}
        value={decision.entered.opinion}
        onChange={(e) => decision.set('opinion', e.target.value)}
      />
      <OpinionPhrases onPick={(text) => decision.set('opinion', text)} />
    </FieldFrame>
  );
}

function RejectToField({ rules, decision }: Pick<OperateFieldsProps, 'rules' | 'decision'>) {
  const t = useT();
  const label = t('wfFlow.operate.rejectTo');
  return (
    <FieldFrame name="rejectTo" label={label}>
      <select
        className="flow-select"
        aria-label={label}
        value={decision.entered.rejectTo}
        onChange={(e) => decision.set('rejectTo', e.target.value)}
      >
        {rules.rejectTargets.map((n) => (
          <option key={n.id} value={n.id}>
            {n.nodeName}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

function CandidateFields({ rules, decision, online, onChooseCandidates }: OperateFieldsProps) {
  const t = useT();
  const names = (users: readonly ChosenUser[] | undefined) => (users ?? []).map((u) => u.fullName).join('、');
  return rules.candidateNodes.map((node) => {
    const label = t('wfFlow.operate.candidates', { node: node.nodeName });
    const chosen = names(decision.chosen[node.id]);
    return (
      <FieldFrame
        key={node.id}
        name="candidateList"
        label={label}
        required
        error={decision.errorOf('candidateList')}
      >
        <Button
          type="button"
          className="form-picker-button"
          disabled={!online}
          onClick={() => onChooseCandidates(node)}
        >
          {chosen || (online ? t('wfFlow.operate.choose') : t('wfFlow.operate.candidatesOffline'))}
        </Button>
      </FieldFrame>
    );
  });
}

export function OperateFields(props: OperateFieldsProps) {
  const t = useT();
  const { db, action, rules, decision } = props;
  const transferTo = decision.entered.transferTo;
  return (
    <>
      <List strong inset dividers className="app-form flow-operate" noChevron>
        <ul>
          {action === 'transfer' && (
            <UserChoiceField
              db={db}
              name="freeApproverUserId"
              label={t('wfFlow.operate.transferTo')}
              required
              error={decision.errorOf('freeApproverUserId')}
              multiple={false}
              value={transferTo ? [transferTo] : []}
              onChange={(ids) => decision.set('transferTo', ids[0] ?? null)}
            />
          )}
          <OpinionField action={action} rules={rules} decision={decision} />
          {action === 'reject' && rules.rejectTargets.length > 0 && (
            <RejectToField rules={rules} decision={decision} />
          )}
          {action === 'audit' && rules.isCustomCopy && (
            <UserChoiceField
              db={db}
              name="copyIds"
              label={t('wfFlow.operate.copyTo')}
              multiple
              value={decision.entered.copyIds}
              onChange={(ids) => decision.set('copyIds', ids)}
            />
          )}
          {action === 'audit' && <CandidateFields {...props} />}
        </ul>
      </List>
      {rules.hasSign && action !== 'transfer' && (
        <section className="flow-sign-section" aria-label={t('wfFlow.operate.signature')}>
          <p className="flow-section-title">{t('wfFlow.operate.signature')}</p>
          <SignaturePad
            label={t('wfFlow.operate.signature')}
            error={decision.errorOf('signImg')}
            onChange={decision.setSignature}
          />
        </section>
      )}
    </>
  );
}
