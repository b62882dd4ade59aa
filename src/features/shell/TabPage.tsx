/**
 * The frame of the four tab pages: navbar titled with the hospital's name (spec §1), a connection chip
 * when not online, the tab bar, and the page content.
 */
import type { ReactNode } from 'react';
import { Navbar, NavRight, Page } from 'framework7-react';
import { useSignals } from '@preact/signals-react/runtime';
import { useT } from '../../i18n';
import { connection } from '../../sync';
import { TabBar } from '../../ui/TabBar';
import { session } from '../auth/session';

export function ConnectionChip() {
  useSignals();
  const t = useT();
  const state = connection.value;
  if (state === 'online') return null;
  return <span className={`conn-chip conn-${state}`}>{t(`conn.${state}`)}</span>;
}

export function TabPage({ children, name }: { children: ReactNode; name: string }) {
  useSignals();
  const title = session.value?.sysConfigInfo.title ?? '人事系统';
  return (
    <Page name={name} className="tab-page" pageContent>
      <Navbar title={title}>
        <NavRight>
          <ConnectionChip />
        </NavRight>
      </Navbar>
      <TabBar />
      {children}
    </Page>
  );
}
