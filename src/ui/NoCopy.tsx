/**
 * What a cached screen (payslips, 个人资料) shows when this device has no copy to show: loading, offline
 * (with what to do), a server without the call (when the screen names that case), or the failure in the
 * screen's words with 重试.
 */
import { Button, Preloader } from 'framework7-react';
import { useT } from '../i18n';
import { EmptyState } from './EmptyState';
import type { FetchStatus } from '../data';

export interface NoCopyProps {
  status: FetchStatus;
  error: string | null;
  /** The server lacks the call (CachedRead.missing). */
  missing?: boolean;
  /** What is missing offline, and how to have it next time. */
  offlineText: string;
  offlineDetail: string;
  /** What could not be loaded. */
  failedText: string;
  /** Said instead of the failure when the server lacks the call (our own reads on a JNPF back end). */
  unavailableText?: string;
  onRetry: () => void;
}

export function NoCopy({
  status,
  error,
  missing,
  offlineText,
  offlineDetail,
  failedText,
  ...rest
}: NoCopyProps) {
  const t = useT();
  if (status === 'loading') return <Preloader className="page-loader" />;
  if (status === 'offline') return <EmptyState text={offlineText} detail={offlineDetail} />;
  if (missing && rest.unavailableText) return <EmptyState text={rest.unavailableText} />;
  return (
    <>
      <EmptyState text={failedText} detail={error ?? undefined} />
      <div className="no-copy-retry">
        <Button type="button" outline onClick={rest.onRetry}>
          {t('app.retry')}
        </Button>
      </div>
    </>
  );
}
