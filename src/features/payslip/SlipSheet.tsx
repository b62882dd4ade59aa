/** One payslip laid out: the month, who and when paid; 应发项目 and 扣款项目 with their totals; 实发工资. */
import { Block, BlockTitle, List, ListItem } from 'framework7-react';
import { useT } from '../../i18n';
import type { LineView, SlipView } from './payslipModel';

function Lines({
  title,
  lines,
  total,
  totalLabel,
}: {
  title: string;
  lines: LineView[];
  total: string;
  totalLabel: string;
}) {
  return (
    <section aria-label={title}>
      <BlockTitle>{title}</BlockTitle>
      <List strong inset dividers className="payslip-lines">
        {lines.map((l) => (
          <ListItem key={l.name} title={l.name} after={l.amount} />
        ))}
        <ListItem className="payslip-total" title={totalLabel} after={total} />
      </List>
    </section>
  );
}

export function SlipSheet({ view }: { view: SlipView }) {
  const t = useT();
  return (
    <>
      <Block strong inset className="payslip-head">
        <h2 className="payslip-month">{t('payslip.month', { ...view.month })}</h2>
        <p className="payslip-who">{view.who}</p>
        <p className="payslip-paid">{t('payslip.paidOn', { date: view.paidOn })}</p>
        <p className="payslip-net" data-testid="payslip-net">
          <span>{t('payslip.netPay')}</span>
          <strong>{view.netPay}</strong>
        </p>
      </Block>
      <Lines
        title={t('payslip.earnings')}
        lines={view.earnings}
        total={view.grossPay}
        totalLabel={t('payslip.grossPay')}
      />
      <Lines
        title={t('payslip.deductions')}
        lines={view.deductions}
        total={view.totalDeductions}
        totalLabel={t('payslip.totalDeductions')}
      />
      {view.remark && (
        <Block className="payslip-remark">
          {t('payslip.remark')}：{view.remark}
        </Block>
      )}
    </>
  );
}
