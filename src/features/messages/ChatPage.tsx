/**
 * A one-to-one chat (/pages/message/im/index?id=<partner>): the partner's name and online state, 资料 to
 * their card; the history from the device (newest 30, older ones on scroll up, asked from the server when
 * the device has no more), day separators, text, images and voice; each own message with its state; the
 * input bar. Opening it marks the chat read. Offline it shows what the device holds and queues what is sent.
 */
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Navbar, NavRight, Page, PageContent } from 'framework7-react';
import { AppLink } from '../../ui/AppLink';
import { useSearchParams } from 'react-router-dom';
import { useSignals } from '@preact/signals-react/runtime';
import { useLiveQuery } from 'dexie-react-hooks';
import { CHAT_PAGE_SIZE } from '../../../contract/chat';
import { HOME_PATH, userDetailPath } from '../../../contract/appPaths';
import { useActiveDb, type ChatMessageRow } from '../../data';
import { useT } from '../../i18n';
import { formatDate } from '../../../core/lib/dates';
import { session } from '../../session/session';
import { closeChat, connection, loadOlderChat, openChat, serverOffsetMs } from '../../sync';
import { toast } from '../../ui/toast';
import { useBack } from '../../ui/useBack';
import { ChatBubble } from './ChatBubble';
import { ChatComposer } from './ChatComposer';
import { presenceKey, useChatHistory, useChatMessages, useConversation, useOnline } from './chatData';
import { sendChat, type ChatDraft } from './sendChat';
import './messages.css';

/** Older messages: `grow` shows 30 more of the device's, after asking the server's next page when needed. */
function useOlder(partner: string, shown: number, limit: number, grow: () => void) {
  const [loading, setLoading] = useState(false);
  const history = useChatHistory(partner);
  const onServer = history ? history.pages * CHAT_PAGE_SIZE < history.total : true;
  const hasOlder = shown >= limit || onServer;
  const more = async () => {
    if (loading || !hasOlder) return;
    setLoading(true);
    // The device's own first; the server's next page when the device has shown all it holds.
    if (shown < limit + CHAT_PAGE_SIZE && onServer) await loadOlderChat(partner);
    grow();
    setLoading(false);
  };
  return { loading, hasOlder, more };
}

/** Each message with the day it opens, when it is the first of its day. */
const withDays = (list: readonly ChatMessageRow[]) =>
  list.map((m, i) => {
    const day = formatDate(m.sendTime, 'yyyy-MM-dd');
    const previous = list[i - 1];
    return { m, day: previous && formatDate(previous.sendTime, 'yyyy-MM-dd') === day ? null : day };
  });

function Messages({ list, me }: { list: ChatMessageRow[]; me: string }) {
  return (
    <div className="chat-list" data-testid="chat-list">
      {withDays(list).map(({ m, day }) => (
        <div key={m.id}>
          {day && <div className="chat-day">{day}</div>}
          <ChatBubble m={m} mine={m.sendUserId === me} />
        </div>
      ))}
    </div>
  );
}

/** 加载更早的消息 while there are older ones (on the device or the server), else 没有更早的消息了. */
function OlderLine({ older, shown }: { older: ReturnType<typeof useOlder>; shown: number }) {
  const t = useT();
  if (!older.hasOlder) return shown > 0 ? <p className="chat-older">{t('msg.chat.noOlder')}</p> : null;
  return (
    <button
      type="button"
      className="link chat-older"
      onClick={() => void older.more()}
      disabled={older.loading}
    >
      {older.loading ? t('msg.chat.loadingOlder') : t('msg.chat.older')}
    </button>
  );
}

/**
 * The partner's name (imreply's, else the directory's) and online state — said only while this phone's own
 * socket is connected, since offline it cannot know (#30 item 19) — and 资料 to their card.
 */
function ChatNavbar({ partner, title }: { partner: string; title: string }) {
  useSignals();
  const t = useT();
  const db = useActiveDb();
  const back = useBack(HOME_PATH);
  const conversation = useConversation(partner);
  const person = useLiveQuery(
    async () => (db ? ((await db.users.get(partner)) ?? null) : null),
    [db, partner],
  );
  const presence = presenceKey(connection.value, useOnline(partner));
  return (
    <Navbar
      title={conversation?.realName || person?.realName || title}
      subtitle={presence ? t(presence) : undefined}
      backLink
      backLinkUrl="#"
      onClickBack={back}
    >
      <NavRight>
        <AppLink to={userDetailPath(partner)}>{t('msg.chat.profile')}</AppLink>
      </NavRight>
    </Navbar>
  );
}
ChatNavbar.displayName = 'f7-navbar';

function Chat({ partner, me, title }: { partner: string; me: string; title: string }) {
  useSignals();
  const t = useT();
  const db = useActiveDb();
  const [limit, setLimit] = useState(CHAT_PAGE_SIZE);
  const list = useChatMessages(partner, limit);
  const shown = list?.length ?? 0;
  const older = useOlder(partner, shown, limit, () => setLimit((l) => l + CHAT_PAGE_SIZE));
  const contentRef = useRef<{ el: HTMLElement | null }>({ el: null });
  const newest = list?.at(-1)?.id;

  useEffect(() => {
    openChat(partner);
    return () => closeChat(partner);
  }, [partner]);
  // The newest message in view: on opening and whenever one arrives or is sent.
  useLayoutEffect(() => {
    const el = contentRef.current.el;
    if (el) el.scrollTop = el.scrollHeight;
  }, [newest]);
  // Near the top: the older page comes in.
  const more = older.more;
  useEffect(() => {
    const el = contentRef.current.el;
    const onScroll = () => el && el.scrollTop < 24 && void more();
    el?.addEventListener('scroll', onScroll, { passive: true });
    return () => el?.removeEventListener('scroll', onScroll);
  }, [more]);

  // The user's database opens when the app is idle: a message sent before that is refused, not lost.
  const send = async (draft: ChatDraft) => {
    if (!db) {
      toast(t('msg.chat.notReady'));
      return false;
    }
    await sendChat(db, draft, { me, partner, serverOffsetMs: serverOffsetMs.value ?? 0 });
    return true;
  };
  return (
    <Page name="chat" className="chat-page" pageContent={false}>
      <ChatNavbar partner={partner} title={title} />
      <PageContent ref={contentRef} className="chat-content">
        <OlderLine older={older} shown={shown} />
        {list && shown === 0 && <p className="msg-none">{t('msg.chat.empty')}</p>}
        {list && <Messages list={list} me={me} />}
        {connection.value === 'offline' && <p className="msg-offline">{t('msg.chat.offlineNote')}</p>}
      </PageContent>
      <ChatComposer onSend={send} />
    </Page>
  );
}

export default function ChatPage({ title }: { title: string }) {
  const [params] = useSearchParams();
  const partner = params.get('id') ?? '';
  const me = session.value?.userInfo.userId ?? '';
  return <Chat key={partner} partner={partner} me={me} title={title} />;
}
