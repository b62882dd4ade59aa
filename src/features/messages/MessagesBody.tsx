/**
 * The Messages tab's content (MessagesTab draws the frame around it): the notice row (通知公告: latest notice, its time, the
 * unread count), the system-message row, then the conversations newest first (head, name, latest message,
 * its time in the message-list wording, unread count). A search over conversations and colleagues; pull to
 * refresh; the Address Book; when the server last gave it all (数据更新于). Everything reads from the device
 * (the worker keeps it), so it opens offline; until the device's copy is read, skeleton rows hold its place.
 */
import { useRef, useState } from 'react';
import { List, ListItem, PageContent } from 'framework7-react';
import { useSignals } from '@preact/signals-react/runtime';
import type { ConversationRow } from '../../data';
import { EMPTY_SUMMARY, type MessageSummary } from '../../../core/lib/chatRules';
import { useT } from '../../i18n';
import { connection, refreshConversations, type ConnectionState } from '../../sync';
import { EmptyState } from '../../ui/EmptyState';
import { FreshnessLine } from '../../ui/FreshnessLine';
import type { FetchStatus } from '../../data';
import { ListLink } from '../../ui/AppLink';
import { Avatar } from '../../ui/picker/Avatar';
import { SearchInput } from '../../ui/picker/SearchInput';
import { usePullToRefresh } from '../../ui/picker/usePullToRefresh';
import { chatPath, inSitePath } from '../../../contract/appPaths';
import { useChatSummary, useChatSyncedAt, useConversations, useLatestInSite } from './chatData';
import { PeopleFound, matchesConversation } from './PeopleFound';
import { listTime } from './listTime';
import { usePreview } from './usePreview';
import './messages.css';

/** The socket's state as the freshness of what the tab shows. */
const STATUS: Readonly<Record<ConnectionState, FetchStatus>> = {
  online: 'fresh',
  connecting: 'loading',
  offline: 'offline',
};

const badge = (n: number) => (n > 0 ? String(n) : undefined);

function InSiteRow(props: {
  to: string;
  title: string;
  text: string;
  at: number | null;
  count: number;
  testId: string;
}) {
  return (
    <ListLink
      to={props.to}
      title={props.title}
      text={props.text}
      after={listTime(props.at)}
      badge={badge(props.count)}
      badgeColor="red"
      data-testid={props.testId}
    />
  );
}
InSiteRow.displayName = 'f7-list-item';

function InSiteRows({ summary }: { summary: MessageSummary }) {
  const t = useT();
  // The server names the newest unread one; with none unread, the newest the phone holds (#30 item 19).
  const latestNotice = useLatestInSite(1);
  const latestMessage = useLatestInSite(2);
  return (
    <List strong inset dividers mediaList className="msg-rows">
      <InSiteRow
        to={inSitePath(1)}
        title={t('msg.notice')}
        text={summary.noticeText || latestNotice || t('msg.noNotice')}
        at={summary.noticeDate}
        count={summary.unreadNoticeCount}
        testId="notice-row"
      />
      <InSiteRow
        to={inSitePath(2)}
        title={t('msg.system')}
        text={summary.messageText || latestMessage || t('msg.noSystem')}
        at={summary.messageDate}
        count={summary.unreadMessageCount}
        testId="system-row"
      />
    </List>
  );
}

/**
 * Rows the shape of what is coming, while the phone's own copy is first read (#30 item 5): never 暂无新消息 or
 * 还没有聊天 before it is known to be so.
 */
function SkeletonRows({ count, media, testId }: { count: number; media?: boolean; testId: string }) {
  const t = useT();
  return (
    <List strong inset dividers mediaList className="msg-rows" aria-busy="true" data-testid={testId}>
      {Array.from({ length: count }, (_, i) => (
        <ListItem
          key={i}
          className="skeleton-text skeleton-effect-fade"
          title="████ ██"
          text="██████ ████████"
          aria-label={i === 0 ? t('msg.reading') : undefined}
        >
          {media && <span slot="media" className="skeleton-block msg-skeleton-avatar" />}
        </ListItem>
      ))}
    </List>
  );
}

function ConversationItem({ c }: { c: ConversationRow }) {
  const preview = usePreview();
  return (
    <ListLink
      to={chatPath(c.id)}
      title={c.realName || c.account}
      text={preview(c.messageType, c.latestMessage)}
      after={listTime(c.latestDate)}
      badge={badge(c.unreadMessage)}
      badgeColor="red"
      data-testid="conversation"
    >
      <span slot="media">
        <Avatar name={c.realName} src={c.headIcon} size={44} />
      </span>
    </ListLink>
  );
}
ConversationItem.displayName = 'f7-list-item';

function Conversations({ list, query }: { list: ConversationRow[] | undefined; query: string }) {
  const t = useT();
  if (list === undefined) return <SkeletonRows count={3} media testId="conversations-reading" />;
  const shown = query ? list.filter((c) => matchesConversation(c, query)) : list;
  if (shown.length === 0 && !query) return <EmptyState text={t('msg.noConversations')} />;
  return (
    <List strong inset dividers mediaList className="msg-conversations" data-testid="conversations">
      {shown.map((c) => (
        <ConversationItem key={c.id} c={c} />
      ))}
    </List>
  );
}

export default function MessagesBody() {
  useSignals();
  const t = useT();
  const summary = useChatSummary();
  const conversations = useConversations();
  const syncedAt = useChatSyncedAt();
  const [query, setQuery] = useState('');
  const contentRef = useRef<{ el: HTMLElement | null }>({ el: null });
  usePullToRefresh(contentRef);
  const refresh = (done: () => void) => void refreshConversations().finally(done);
  return (
    <PageContent ptr onPtrRefresh={refresh} ref={contentRef}>
      <SearchInput value={query} onChange={setQuery} placeholder={t('msg.search')} testId="msg-search" />
      {!query &&
        (summary === undefined ? (
          <SkeletonRows count={2} testId="msg-rows-reading" />
        ) : (
          <InSiteRows summary={summary ?? EMPTY_SUMMARY} />
        ))}
      <Conversations list={conversations} query={query.trim()} />
      {query.trim() && <PeopleFound query={query.trim()} />}
      {!query && (
        <List strong inset dividers>
          <ListLink to="/pages/index/contacts" title={t('route.contacts')} />
        </List>
      )}
      <FreshnessLine
        fetchedAt={syncedAt ?? null}
        status={STATUS[connection.value]}
        className="msg-offline"
        testId="messages-asof"
      />
    </PageContent>
  );
}
