/**
 * The frame both payslip pages share: the navbar (back to 业务申请 when opened directly) and the content,
 * with pull to refresh when the page has something to refresh. Waits for the user's database.
 */
import { useRef, type ReactNode } from 'react';
import { Navbar, Page, PageContent } from 'framework7-react';

import { usePullToRefresh } from '../../ui/picker';
import './payslip.css';
import { useBack } from '../../ui/useBack';

const APPLY_TAB = '/pages/index/apply';

export interface PayslipPageProps {
  name: string;
  title: string;
  onRefresh: () => Promise<unknown>;
  children: ReactNode;
}

export function PayslipPage({ name, title, onRefresh, children }: PayslipPageProps) {
  const contentRef = useRef<{ el: HTMLElement | null }>({ el: null });
  usePullToRefresh(contentRef);
  const back = useBack(APPLY_TAB);
  return (
    <Page name={name} className="payslip-page" pageContent={false}>
      <Navbar title={title} backLink backLinkUrl="#" onClickBack={back} />
      <PageContent ptr onPtrRefresh={(done: () => void) => void onRefresh().finally(done)} ref={contentRef}>
        {children}
      </PageContent>
    </Page>
  );
}
