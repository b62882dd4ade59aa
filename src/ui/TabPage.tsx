/**
 * The frame of the four tab pages: navbar titled with the hospital's name (spec §1), the one connection
 * indicator (离线 / 连接中… / 同步中 N; nothing when all is well), the tab bar (with the unread count on
 * 消息 and the to-do count on 业务办理), and the page content — or, for a tab with its own scroller (pull-to-refresh), a subnavbar and
 * the tab's own PageContent.
 */
import type { ReactNode } from 'react';
import { Navbar, NavRight, Page } from 'framework7-react';
import { useSignals } from '@preact/signals-react/runtime';
import { useT } from '../i18n';
import { session } from '../session/session';
import { connection, networkOnline } from '../sync/signals';
import { outbox } from '../sync/outbox';
import { indicatorOf } from '../sync/indicator';
import { useTabCounts } from '../sync/tabBadges';
import { TabBar } from './TabBar';

const WORKFLOW_TAB = '/pages/index/workFlowNew';
const MESSAGES_TAB = '/pages/index/index';

/**
 * The indicator in the navbar's right slot, or no slot at all when all is well (an empty slot is drawn as
 * an empty bubble by the iOS theme).
 */
function ConnectionChip() {
  useSignals();
  const t = useT();
  const { queued, sending } = outbox.value;
  const shown = indicatorOf(networkOnline.value, connection.value, queued + sending);
  if (shown.state === 'online') return null;
  const text =
    shown.waiting > 0 && shown.state !== 'connecting'
      ? t(`conn.${shown.state}Waiting`, { count: shown.waiting })
      : t(`conn.${shown.state}`);
  return (
    <NavRight>
      <span className={`conn-chip conn-${shown.state}`} role="status" data-testid="conn-chip">
        {text}
      </span>
    </NavRight>
  );
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
  const counts = useTabCounts();
  const title = session.value?.sysConfigInfo.title ?? '人事系统';
  return (
    <Page name={name} className="tab-page" pageContent={!ownContent} withSubnavbar={Boolean(subnavbar)}>
      <Navbar title={title}>
        <ConnectionChip />
        {subnavbar}
      </Navbar>
      <TabBar badges={{ [MESSAGES_TAB]: counts.messages, [WORKFLOW_TAB]: counts.todo }} />
      {children}
    </Page>
  );
}
