/** What shows instead of a flow this device has no copy of: loading, offline, or the server's refusal. */
import { Button, Preloader } from 'framework7-react';
import { useT } from '../../../i18n';
import { EmptyState } from '../../../ui/EmptyState';
import type { FlowDetailState } from './useFlowDetail';

export function DetailMissing({ status, error, retry }: Omit<FlowDetailState, 'row'>) {
  const t = useT();
  if (status === 'loading') return <Preloader className="page-loader" />;
  if (status === 'offline')
    return <EmptyState text={t('wfFlow.offlineEmpty')} detail={t('wfFlow.offlineEmptyDetail')} />;
  return (
    <>
      <EmptyState text={t('wfFlow.loadFailed')} detail={error ?? undefined} />
      <div className="flow-retry">
        <Button type="button" outline onClick={retry}>
          {t('wfFlow.retry')}
        </Button>
      </div>
    </>
  );
}
