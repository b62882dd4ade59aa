/**
 * 工资条查看 (/pages/subDev/personnelManage/payslipQuery[/index]): my payslip months of a year, newest first,
 * with net pay, behind the gate (issue #30), a switch between the years that have slips, and pull to refresh;
 * refreshing the newest year brings the newest 12 slips onto the phone. Each year's list is kept on
 * the phone, so the page opens offline with the time it was last updated. The chosen year lives in the
 * address (`?year=`), so back from a payslip returns to the same year.
 */
import { useSearchParams } from 'react-router-dom';
import { useSignals } from '@preact/signals-react/runtime';
import { useActiveDb, type UserDb } from '../../data';
import { useT } from '../../i18n';
import { networkOnline } from '../../sync';
import { CachedView } from '../../ui/CachedView';
import { MonthList } from './MonthList';
import { PayslipGate } from './PayslipGate';
import { PayslipPage } from './PayslipPage';
import { monthRows, yearChoices } from './payslipModel';
import { usePayslipMonths } from './usePayslipData';
import { YearSwitcher } from './YearSwitcher';

/** A four-digit year from the address, or null (the newest year with slips). */
function yearParam(value: string | null): number | null {
  return value && /^\d{4}$/.test(value) ? Number(value) : null;
}

function PayslipMonths({ db, title }: { db: UserDb; title: string }) {
  useSignals();
  const t = useT();
  const [query, setQuery] = useSearchParams();
  const year = yearParam(query.get('year'));
  const setYear = (picked: number) => setQuery({ year: String(picked) }, { replace: true });
  const state = usePayslipMonths(db, year, networkOnline.value);
  return (
    <PayslipPage name="payslip-query" title={title} onRefresh={state.refresh}>
      <PayslipGate db={db}>
        <CachedView
          copy={state}
          testId="payslip-as-of"
          offlineText={t('payslip.offlineNoList')}
          offlineDetail={t('payslip.offlineNoListDetail')}
          failedText={t('payslip.loadFailed')}
        >
          {(row) => (
            <>
              <YearSwitcher years={yearChoices(row)} year={row.year} onPick={setYear} />
              <MonthList year={row.year} rows={monthRows(row.list)} />
            </>
          )}
        </CachedView>
      </PayslipGate>
    </PayslipPage>
  );
}

export default function PayslipQueryPage({ title }: { title: string }) {
  const db = useActiveDb();
  if (!db) return <PayslipPage name="payslip-query" title={title} />;
  return <PayslipMonths key={db.name} db={db} title={title} />;
}
