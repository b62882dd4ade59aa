/**
 * Beside a leave: who else in the applicant's unit is off on its days (approved or still in approval), and
 * the leave she was granted this year by type — what DingTalk's 审批 shows an approver. No balance is
 * shown: the server keeps none (contract/leaveContext.ts).
 */
import { Block } from 'framework7-react';
import type { LeaveContextData } from '../../../../contract';
import { useT } from '../../../i18n';
import { offLines, takenText } from './leaveContextModel';

export function LeaveContextBlock({ context }: { context: LeaveContextData }) {
  const t = useT();
  const lines = offLines(t, context);
  const taken = takenText(t, context);
  const unit = context.unitName;
  return (
    <Block strong inset className="flow-key-context" data-testid="flow-leave-context">
      {lines.length === 0 ? (
        <p className="flow-key-line">{t('wfFlow.key.offNone', { unit })}</p>
      ) : (
        <>
          <p className="flow-key-heading">{t('wfFlow.key.off', { unit })}</p>
          <ul className="flow-key-off" aria-label={t('wfFlow.key.off', { unit })}>
            {lines.map((line) => (
              <li key={line.key} data-testid="flow-off">
                <span className="flow-key-who">{line.who}</span>
                <span className="flow-key-what">{line.what}</span>
                <span className={line.approved ? 'flow-key-tag is-approved' : 'flow-key-tag'}>
                  {t(line.approved ? 'wfFlow.key.approved' : 'wfFlow.key.inApproval')}
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
      <p className="flow-key-line" data-testid="flow-leave-taken">
        {taken ? `${t('wfFlow.key.taken')}：${taken}` : t('wfFlow.key.takenNone')}
      </p>
    </Block>
  );
}
