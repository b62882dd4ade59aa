/** How fresh the shown payslip data is: 数据更新于 HH:mm, and 正在更新… / 离线 / 更新失败 beside it. */
import { useT } from '../../i18n';
import { asOfTime } from '../../lib/asOf';
import type { FetchStatus } from './useCachedFetch';

const asOfNow = (fetchedAt: number): string => asOfTime(fetchedAt, Date.now());

export function FreshnessLine(props: { fetchedAt: number; status: FetchStatus; error: string | null }) {
  const t = useT();
  const { fetchedAt, status, error } = props;
  const parts = [
    t('payslip.asOf', { time: asOfNow(fetchedAt) }),
    status === 'loading' ? t('payslip.updating') : '',
    status === 'offline' ? t('payslip.offline') : '',
    status === 'failed' ? t('payslip.updateFailed', { message: error ?? t('payslip.unknownError') }) : '',
  ];
  return (
    <p className="payslip-as-of" role="status" data-testid="payslip-as-of">
      {parts.filter(Boolean).join(' · ')}
    </p>
  );
}
