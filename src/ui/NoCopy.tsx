/**
 * What a cached screen (payslips, 个人资料) shows when this device has no copy to show: loading, offline
 * (with what to do), or the failure in the screen's words with 重试.
 */
import { Button, Preloader } from 'framework7-react';
import { useT } from '../i18n';
import { EmptyState } from './EmptyState';
import type { FetchStatus } from '../data';

export interface NoCopyProps {
  status: FetchStatus;
  error: string | null;
  /** What is missing offline, and how to have it next time. */
  offlineText: string;
  offlineDetail: string;
  /** What could not be loaded. */
  failedText: string;
  onRetry: () => void;
}

export function NoCopy({ status, error, offlineText, offlineDetail, failedText, onRetry }: NoCopyProps) {
  const t = useT();
  if (status === 'loading') return <Preloader className="page-loader" />;
  if (status === 'offline') return <EmptyState text={offlineText} detail={offlineDetail} />;
  return (
    <>
      <EmptyState text={failedText} detail={error ?? undefined} />
      <div className="no-copy-retry">
        <Button type="button" outline onClick={onRetry}>
          {t('app.retry')}
        </Button>
      </div>
    </>
  );
}
