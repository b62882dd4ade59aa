/** What shows when this device has no copy to show: loading, offline (with what to do), or a failure. */
import { Button, Preloader } from 'framework7-react';
import { useT } from '../../i18n';
import { EmptyState } from '../../ui/EmptyState';
import type { FetchStatus } from '../../data';

export interface NoCopyProps {
  status: FetchStatus;
  error: string | null;
  /** What is missing offline, and how to have it next time. */
  offlineText: string;
  offlineDetail: string;
  onRetry: () => void;
}

export function NoCopy({ status, error, offlineText, offlineDetail, onRetry }: NoCopyProps) {
  const t = useT();
  if (status === 'loading') return <Preloader className="page-loader" />;
  if (status === 'offline') return <EmptyState text={offlineText} detail={offlineDetail} />;
  return (
    <>
      <EmptyState text={t('payslip.loadFailed')} detail={error ?? undefined} />
      <div className="payslip-retry">
        <Button type="button" outline onClick={onRetry}>
          {t('payslip.retry')}
        </Button>
      </div>
    </>
  );
}
