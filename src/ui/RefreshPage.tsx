/**
 * The frame of a screen that shows a cached copy (payslips, the personal centre): the navbar, whose back
 * goes to `fallback` when the screen was opened directly, and the content with pull to refresh, which
 * waits on `onRefresh`. Without children (the user's database is still opening) it shows a spinner.
 */
import { useRef, type ReactNode } from 'react';
import { Navbar, Page, PageContent, Preloader } from 'framework7-react';
import { usePullToRefresh } from './picker/usePullToRefresh';
import { useBack } from './useBack';

export interface RefreshPageProps {
  name: string;
  title: string;
  /** Where back goes when there is no screen to go back to. */
  fallback: string;
  onRefresh?: () => Promise<unknown>;
  className?: string;
  children?: ReactNode;
}

const nothingToRefresh = () => Promise.resolve();

export function RefreshPage(props: RefreshPageProps) {
  const { name, title, fallback, onRefresh = nothingToRefresh, className, children } = props;
  const contentRef = useRef<{ el: HTMLElement | null }>({ el: null });
  usePullToRefresh(contentRef);
  const back = useBack(fallback);
  return (
    <Page name={name} className={className} pageContent={false}>
      <Navbar title={title} backLink backLinkUrl="#" onClickBack={back} />
      <PageContent ptr onPtrRefresh={(done: () => void) => void onRefresh().finally(done)} ref={contentRef}>
        {children ?? <Preloader className="page-loader" />}
      </PageContent>
    </Page>
  );
}
