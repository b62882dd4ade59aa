/**
 * At the top of the applicant's own application when it came back (#30 item 7): who sent it back, when and
 * why — the reason first, not three screens down — and the two ways on: 修改后重新提交 (the same task) and
 * 复制为新申请. Withdrawn by her, it offers the same.
 */
import { useState } from 'react';
import { Block, Button } from 'framework7-react';
import { useNavigate } from 'react-router-dom';
import { FLOW_STATUS, type FlowBeforeData } from '../../../../contract';
import { formatDate } from '../../../../core/lib/dateFormat';
import type { UserDb } from '../../../data';
import { useT } from '../../../i18n';
import { toast } from '../../../ui/toast';
import { goOnFrom, type GoOn } from './resubmit';
import { lastRejection } from './timelineModel';

export function SentBackNotice({ db, data }: { db: UserDb; data: FlowBeforeData }) {
  const t = useT();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const rejection = data.flowTaskInfo.status === FLOW_STATUS.rejected ? lastRejection(data) : undefined;
  const goOn = async (how: GoOn) => {
    setBusy(true);
    try {
      const path = await goOnFrom(db, data, how);
      if (path) navigate(path);
      else toast(t('wfFlow.goOnFailed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Block strong inset className="flow-sent-back" data-testid="sent-back">
      {rejection ? (
        <>
          <p className="flow-sent-back-who">
            {t('wfFlow.sentBack', { who: rejection.userName })}
            <span className="flow-sent-back-at">{formatDate(rejection.handleTime, 'MM-dd HH:mm')}</span>
          </p>
          {rejection.handleOpinion && (
            <p className="flow-sent-back-reason">
              {t('wfFlow.sentBackReason', { reason: rejection.handleOpinion })}
            </p>
          )}
        </>
      ) : (
        <p className="flow-sent-back-who">{t('wfFlow.withdrawnByMe')}</p>
      )}
      <div className="flow-sent-back-actions">
        <Button type="button" fill disabled={busy} onClick={() => void goOn('resubmit')}>
          {t('wfFlow.resubmit')}
        </Button>
        <Button type="button" outline disabled={busy} onClick={() => void goOn('copy')}>
          {t('wfFlow.copyAsNew')}
        </Button>
      </div>
    </Block>
  );
}
