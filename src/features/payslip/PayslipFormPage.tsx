/**
 * 工资条 (/pages/subDev/personnelManage/payslipQuery/form?id=): one of my payslips, behind the gate (issue #30).
 * Fetched whenever it opens online and then kept on the phone, so a slip opened once — or among the newest
 * 12, kept by the month list's sync — reads offline (with the time it was fetched); any other says so offline.
 */
import { useSignals } from '@preact/signals-react/runtime';
import { useSearchParams } from 'react-router-dom';
import { useActiveDb, type UserDb } from '../../data';
import { useT } from '../../i18n';
import { networkOnline } from '../../sync';
import { CachedView } from '../../ui/CachedView';
import { PayslipGate } from './PayslipGate';
import { PayslipPage } from './PayslipPage';
import { slipView } from './payslipModel';
import { SlipSheet } from './SlipSheet';
import { usePayslip } from './usePayslipData';

function PayslipForm({ db, id, title }: { db: UserDb; id: string; title: string }) {
  useSignals();
  const t = useT();
  const state = usePayslip(db, id, networkOnline.value);
  return (
    <PayslipPage name="payslip-form" title={title} onRefresh={state.refresh}>
      <PayslipGate db={db}>
        <CachedView
          copy={state}
          testId="payslip-as-of"
          offlineText={t('payslip.offlineNoSlip')}
          offlineDetail={t('payslip.offlineNoSlipDetail')}
          failedText={t('payslip.loadFailed')}
        >
          {(row) => <SlipSheet view={slipView(row)} />}
        </CachedView>
      </PayslipGate>
    </PayslipPage>
  );
}

export default function PayslipFormPage({ title }: { title: string }) {
  const db = useActiveDb();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  if (!db) return <PayslipPage name="payslip-form" title={title} />;
  return <PayslipForm key={`${db.name}|${id}`} db={db} id={id} title={title} />;
}
