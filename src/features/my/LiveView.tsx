/**
 * Draws a live read (useLiveRead): loading, offline, not offered by this server, failed — each with its own
 * words — or the value through `children`.
 */
import type { ReactNode } from 'react';
import { Block } from 'framework7-react';
import { useT } from '../../i18n';
import { EmptyState } from '../../ui/EmptyState';
import type { LiveRead } from './useLiveRead';

export interface LiveWords {
  offline: string;
  offlineDetail?: string;
  unavailable: string;
  failed: string;
}

export function LiveView<T>({
  live,
  words,
  children,
}: {
  live: LiveRead<T>;
  words: LiveWords;
  children: (value: T) => ReactNode;
}) {
  const t = useT();
  switch (live.state) {
    case 'loading':
      return <Block>{t('app.loading')}</Block>;
    case 'offline':
      return <EmptyState text={words.offline} detail={words.offlineDetail} />;
    case 'unavailable':
      return <EmptyState text={words.unavailable} />;
    case 'failed':
      return <EmptyState text={words.failed} detail={live.message} />;
    default:
      return <>{children(live.value)}</>;
  }
}
