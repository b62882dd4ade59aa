/**
 * The frame both payslip pages share: back to 业务申请 when opened directly, pull to refresh when the page
 * has something to refresh.
 */
import type { ReactNode } from 'react';
import { RefreshPage } from '../../ui/RefreshPage';
import './payslip.css';

const APPLY_TAB = '/pages/index/apply';

export interface PayslipPageProps {
  name: string;
  title: string;
  onRefresh?: () => Promise<unknown>;
  /** None while the user's database opens: a spinner. */
  children?: ReactNode;
}

export function PayslipPage(props: PayslipPageProps) {
  return <RefreshPage {...props} fallback={APPLY_TAB} className="payslip-page" />;
}
