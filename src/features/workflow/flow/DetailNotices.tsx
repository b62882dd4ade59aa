/**
 * Where a flow's detail stands, above it: the server's refusal of this device's last action (with 知道了),
 * the action still waiting to be sent, and how fresh the shown copy is (refreshing, or offline as of HH:mm,
 * and whether the flow has moved on since).
 */
import type { FlowDetailRow, UserDb } from '../../../data';
import { useT } from '../../../i18n';
import { FreshnessLine } from '../../../ui/FreshnessLine';
import { dismissRejection } from './flowDetailStore';
import { actionOfKind } from './flowKinds';
import type { DetailStatus } from './useFlowDetail';
import { networkOnline } from '../../../sync';
import { useSignals } from '@preact/signals-react/runtime';

export interface DetailNoticesProps {
  db: UserDb;
  row: FlowDetailRow;
  status: DetailStatus;
  error: string | null;
}

/** The shown copy's standing, as every cached screen says it; the flow's own note when it has moved on. */
function Freshness({ row, status, error }: Omit<DetailNoticesProps, 'db'>) {
  const t = useT();
  return (
    <FreshnessLine
      fetchedAt={row.fetchedAt}
      status={status}
      error={error}
      notes={row.stale ? [t('wfFlow.stale')] : []}
    />
  );
}

export function DetailNotices({ db, row, status, error }: DetailNoticesProps) {
  useSignals();
  const t = useT();
  const online = networkOnline.value;
  const action = actionOfKind(row.pendingAction);
  const rejection = row.rejection;
  return (
    <>
      {typeof rejection === 'string' && (
        <div className="form-rejected flow-banner" role="alert">
          <span>{t('wfFlow.rejected', { message: rejection || t('wfFlow.rejectedUnknown') })}</span>
          <button type="button" className="pill-button" onClick={() => void dismissRejection(db, row.id)}>
            {t('wfFlow.dismiss')}
          </button>
        </div>
      )}
      {action && (
        <p className="flow-pending" role="status">
          {t(online ? 'wfFlow.pending' : 'wfFlow.pendingOffline', { action: t(`wfFlow.action.${action}`) })}
        </p>
      )}
      <Freshness row={row} status={status} error={error} />
    </>
  );
}
