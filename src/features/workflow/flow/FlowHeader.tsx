/** The head of a flow: its title and status tag, bill number, applicant, urgency, start and current step. */
import { Block } from 'framework7-react';
import type { FlowBeforeData } from '../../../../contract';
import { useT } from '../../../i18n';
import { DATE_TIME_FORMAT, formatDate } from '../../../../core/lib/dateFormat';

type TaskInfo = FlowBeforeData['flowTaskInfo'];

function Fact({ label, children, className }: { label: string; children: string; className?: string }) {
  return (
    <div className="flow-fact">
      <dt>{label}</dt>
      <dd className={className}>{children}</dd>
    </div>
  );
}

export function FlowHeader({ info }: { info: TaskInfo }) {
  const t = useT();
  return (
    <Block strong inset className="flow-header" data-testid="flow-header">
      <div className="flow-title-row">
        <h2 className="flow-title">{info.fullName}</h2>
        <span className={`flow-status flow-status-${info.status}`}>
          {t(`wfFlow.status.${info.status}`, { defaultValue: String(info.status) })}
        </span>
      </div>
      <dl className="flow-facts">
        <Fact label={t('wfFlow.header.billNo')}>{info.billNo || '—'}</Fact>
        <Fact label={t('wfFlow.header.applicant')}>{info.userName}</Fact>
        <Fact label={t('wfFlow.header.urgency')} className={`flow-urgency-${info.flowUrgent}`}>
          {t(`wfFlow.urgency.${info.flowUrgent}`, { defaultValue: String(info.flowUrgent) })}
        </Fact>
        <Fact label={t('wfFlow.header.createdAt')}>{formatDate(info.creatorTime, DATE_TIME_FORMAT)}</Fact>
        <Fact label={t('wfFlow.header.step')}>{info.thisStep || t('wfFlow.header.ended')}</Fact>
      </dl>
    </Block>
  );
}
