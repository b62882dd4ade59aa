/**
 * The frame of the four tab pages: navbar titled with the hospital's name (spec §1), a connection chip
 * when not online, the tab bar (with the to-do count on 业务办理), and the page content — or, for a tab with
 * its own scroller (pull-to-refresh), a subnavbar and the tab's own PageContent.
 */
import type { ReactNode } from 'react';
import { Navbar, NavRight, Page } from 'framework7-react';
import { useSignals } from '@preact/signals-react/runtime';
import { useT } from '../i18n';
import { session } from '../session/session';
import { connection } from '../sync';
import { todoCount } from '../sync/todoBadge';
import { TabBar } from './TabBar';

const WORKFLOW_TAB = '/pages/index/workFlowNew';

export function ConnectionChip() {
  useSignals();
  const t = useT();
  const state = connection.value;
  if (state === 'online') return null;
  return <span className={`conn-chip conn-${state}`}>{t(`conn.${state}`)}</span>;
}

export interface TabPageProps {
  children: ReactNode;
  name: string;
  /** A Subnavbar under the navbar (the workflow tab's lists). */
  subnavbar?: ReactNode;
  /** The children bring their own PageContent. */
  ownContent?: boolean;
}

export function TabPage({ children, name, subnavbar, ownContent = false }: TabPageProps) {
  useSignals();
  const title = session.value?.sysConfigInfo.title ?? '人事系统';
  return (
    <Page name={name} className="tab-page" pageContent={!ownContent} withSubnavbar={Boolean(subnavbar)}>
      <Navbar title={title}>
        <NavRight>
          <ConnectionChip />
        </NavRight>
        {subnavbar}
      </Navbar>
      <TabBar badges={{ [WORKFLOW_TAB]: todoCount.value }} />
      {children}
    </Page>
  );
}
