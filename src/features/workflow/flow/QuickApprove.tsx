/**
 * 快速审批 on the detail, under the facts (#30 item 13): an opinion box with the common opinions and 一键同意,
 * which queues the approval at once through the decision screen's own path (useDecision → queueFlowAction:
 * one outbox row, delivered when the signal allows), with the form fields changed on the detail. Shown only
 * when 同意 is granted and the node asks for nothing this box cannot give (next approvers, a signature);
 * otherwise, and for 驳回 or 转办, the action bar opens the decision screen.
 */
import { Block, Button } from 'framework7-react';
import type { FlowDetailRow } from '../../../data';
import { useT } from '../../../i18n';
import { actionButtonsOf } from './actionBarModel';
import { MAX_OPINION, type DecisionRules } from './decisionModel';
import { OpinionPhrases } from './OpinionPhrases';
import type { Actor } from './useConfirmedAction';
import { useDecision } from './useDecision';

/** What a one-tap approval can carry: no approvers to choose, no signature to draw. */
export const quickApprovable = (rules: DecisionRules): boolean =>
  rules.candidateNodes.length === 0 && !rules.hasSign;

export const mayQuickApprove = (row: FlowDetailRow): boolean =>
  quickApprovable(row.data.approversProperties) &&
  actionButtonsOf(row.data.actions, row).some((b) => b.action === 'audit');

interface QuickApproveProps {
  actor: Actor;
  row: FlowDetailRow;
  onDone: () => void;
}

function QuickApproveBox({ actor, row, onDone }: QuickApproveProps) {
  const t = useT();
  const decision = useDecision(actor, row, 'audit', onDone);
  const label = t('wfFlow.quick.opinion');
  const error = decision.errorOf('handleOpinion');
  return (
    <section className="flow-quick" aria-label={t('wfFlow.quick.title')} data-field="handleOpinion">
      <Block strong inset>
        <OpinionPhrases onPick={(text) => decision.set('opinion', text)} />
        <textarea
          className="form-textarea flow-quick-opinion"
          rows={2}
          aria-label={label}
          aria-invalid={Boolean(error)}
          placeholder={t(
            row.data.approversProperties.opinionRequired
              ? 'wfFlow.operate.opinionPlaceholder'
              : 'wfFlow.opinionOptional',
          )}
          maxLength={MAX_OPINION}
          value={decision.entered.opinion}
          onChange={(e) => decision.set('opinion', e.target.value)}
        />
        {error && <p className="flow-quick-error">{error}</p>}
        <Button
          type="button"
          fill
          large
          className="flow-quick-approve"
          onClick={() => void decision.submit()}
        >
          {t('wfFlow.quick.approve')}
        </Button>
      </Block>
    </section>
  );
}

export function QuickApprove(props: QuickApproveProps) {
  return mayQuickApprove(props.row) ? <QuickApproveBox {...props} /> : null;
}
