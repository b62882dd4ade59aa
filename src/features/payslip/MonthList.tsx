/** A year's months, newest first: each row the month, its pay day and 实发 net pay; a row opens the slip. */
import { BlockTitle, List } from 'framework7-react';
import { useT } from '../../i18n';
import { ListLink } from '../../ui/AppLink';
import { EmptyState } from '../../ui/EmptyState';
import { slipLink, type MonthRow } from './payslipModel';

export function MonthList({ year, rows }: { year: number; rows: MonthRow[] }) {
  const t = useT();
  if (rows.length === 0) return <EmptyState text={t('payslip.empty', { year })} />;
  return (
    <section aria-label={t('payslip.months')}>
      <BlockTitle>{t('payslip.listTitle', { year })}</BlockTitle>
      <List strong inset dividers className="payslip-months">
        {rows.map((r) => (
          <ListLink
            key={r.id}
            to={slipLink(r.id)}
            title={t('payslip.month', { ...r.month })}
            after={r.netPay}
          >
            <span slot="footer">{t('payslip.paidOn', { date: r.paidOn })}</span>
          </ListLink>
        ))}
      </List>
    </section>
  );
}
