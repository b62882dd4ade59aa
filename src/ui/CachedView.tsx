/**
 * What a cached screen (payslips, the personal centre) shows of its copy: a spinner while the device's copy
 * is read, NoCopy when there is none (loading, offline, failed), else the freshness line and the screen's
 * own content for the copy.
 */
import type { ReactNode } from 'react';
import { Preloader } from 'framework7-react';
import type { CachedRead } from '../data';
import { FreshnessLine } from './FreshnessLine';
import { NoCopy } from './NoCopy';

export interface CachedViewProps<T extends { fetchedAt: number }> {
  copy: CachedRead<T>;
  /** The freshness line's test id. */
  testId: string;
  offlineText: string;
  offlineDetail: string;
  failedText: string;
  /** Said when the server lacks the call (our own reads on a JNPF back end); the failure otherwise. */
  unavailableText?: string;
  children: (row: T) => ReactNode;
}

export function CachedView<T extends { fetchedAt: number }>({
  copy,
  testId,
  children,
  ...words
}: CachedViewProps<T>) {
  const { row } = copy;
  if (row === undefined) return <Preloader className="page-loader" />;
  if (row === null) return <NoCopy {...copy} {...words} onRetry={() => void copy.refresh()} />;
  return (
    <>
      <FreshnessLine testId={testId} fetchedAt={row.fetchedAt} status={copy.status} error={copy.error} />
      {children(row)}
    </>
  );
}
