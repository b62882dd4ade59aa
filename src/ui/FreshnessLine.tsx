/**
 * How fresh the shown data is, said the same way on every screen that shows a cached copy (#13 item 6,
 * #14 item 7): 数据更新于 HH:mm, then 正在更新… / 离线 / 更新失败：…, then what the screen adds (a flow that
 * has moved on, a search's count). Nothing until there is a copy, unless the screen adds something.
 */
import type { FetchStatus } from '../data';
import { useT, type Translate } from '../i18n';
import { asOfTime } from '../../core/lib/asOf';

export interface Freshness {
  /** When the shown copy was fetched; null when this device has none. */
  fetchedAt: number | null;
  status: FetchStatus;
  /** The server's words when the last refresh failed. */
  error?: string | null;
}

export interface FreshnessLineProps extends Freshness {
  /** What the screen adds after the standing (its own words). */
  notes?: readonly string[];
  className?: string;
  testId?: string;
}

/** The line's parts, in order: the as-of time (against `now`) and the standing. */
export function freshnessParts(t: Translate, f: Freshness, now: number): string[] {
  if (f.fetchedAt === null && f.status !== 'failed') return [];
  const standing = {
    loading: t('fresh.updating'),
    fresh: '',
    offline: t('fresh.offline'),
    failed: f.error ? t('fresh.failed', { message: f.error }) : t('fresh.failedUnknown'),
  }[f.status];
  return [f.fetchedAt === null ? '' : t('fresh.asOf', { time: asOfTime(f.fetchedAt, now) }), standing];
}

/** The clock the as-of time is read against (module-level: rendering stays pure). */
const partsNow = (t: Translate, f: Freshness): string[] => freshnessParts(t, f, Date.now());

export function FreshnessLine({ notes = [], className, testId, ...f }: FreshnessLineProps) {
  const t = useT();
  const text = [...partsNow(t, f), ...notes].filter(Boolean).join(' · ');
  return (
    <p className={['freshness-line', className].filter(Boolean).join(' ')} role="status" data-testid={testId}>
      {text}
    </p>
  );
}
