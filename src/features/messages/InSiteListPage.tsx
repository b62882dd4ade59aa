/**
 * In-site messages (/pages/message/index?type=1|2): 全部 / 通知公告 / 系统消息, newest first, unread marked;
 * a tap opens the message, a swipe left shows 删除, 全部已读 in the navbar; more pages as the list is
 * scrolled to its end; pull to refresh. The first page of each type is kept on the device, so the list
 * opens offline with its as-of time.
 */
import { useCallback, useRef, useState } from 'react';
import { Link, List, Navbar, NavRight, Page, PageContent, Segmented, Button } from 'framework7-react';
import { useSearchParams } from 'react-router-dom';
import { useSignals } from '@preact/signals-react/runtime';
import { HOME_PATH, messageDetailPath } from '../../../contract/appPaths';
import type { MessageItem } from '../../../contract/message';
import { useActiveDb, useCachedRead, type UserDb } from '../../data';
import { useT } from '../../i18n';
import { session } from '../../session/session';
import { networkOnline } from '../../sync';
import { EmptyState } from '../../ui/EmptyState';
import { FreshnessLine } from '../../ui/FreshnessLine';
import { usePullToRefresh } from '../../ui/picker';
import { ListLink } from '../../ui/AppLink';
import { SwipeRow } from '../../ui/SwipeRow';
import { toast } from '../../ui/toast';
import { useBack } from '../../ui/useBack';
import {
  deleteMessages,
  fetchPage,
  readAllMessages,
  readCached,
  refreshFirst,
  type InSitePage,
  type InSiteType,
} from './inSiteStore';
import { listTime } from './listTime';
import './messages.css';

const TYPES: readonly InSiteType[] = [0, 1, 2];
const TYPE_WORD = { 0: 'msg.list.all', 1: 'msg.notice', 2: 'msg.system' } as const;

const typeOf = (v: string | null): InSiteType => (v === '1' ? 1 : v === '2' ? 2 : 0);

function Row({ m, onDelete }: { m: MessageItem; onDelete: (m: MessageItem) => void }) {
  const t = useT();
  return (
    <SwipeRow
      testId="in-site-row"
      actions={
        <button type="button" onClick={() => onDelete(m)}>
          {t('msg.list.delete')}
        </button>
      }
    >
      <List dividers mediaList className="msg-in-site-item">
        <ListLink
          to={messageDetailPath(m.id)}
          title={m.title}
          text={m.creatorUser}
          after={listTime(m.lastModifyTime)}
          className={m.isRead ? '' : 'is-unread'}
          badge={m.isRead ? undefined : t('msg.list.unread')}
          badgeColor="red"
        />
      </List>
    </SwipeRow>
  );
}

/** 加载更多 while the server has more, else 没有更多了. */
function ListEnd({ more, load }: { more: boolean; load: () => Promise<void> }) {
  const t = useT();
  if (!more) return <p className="msg-none">{t('msg.list.end')}</p>;
  return (
    <Button
      type="button"
      className="msg-more"
      onClick={() => void load().catch(() => toast(t('msg.list.offline')))}
    >
      {t('msg.list.more')}
    </Button>
  );
}

/** Nothing to show: offline with no copy on the device, or no messages. */
function Empty({
  cached,
  offline,
  shown,
}: {
  cached: InSitePage | null | undefined;
  offline: boolean;
  shown: number;
}) {
  const t = useT();
  if (cached === null && offline) return <EmptyState text={t('msg.list.offline')} />;
  if (cached && shown === 0) return <EmptyState text={t('msg.list.empty')} />;
  return null;
}

function useMorePages(type: InSiteType, first: number) {
  const [more, setMore] = useState<{ type: InSiteType; list: MessageItem[]; page: number }>({
    type,
    list: [],
    page: 1,
  });
  const mine = more.type === type ? more : { type, list: [], page: 1 };
  const load = async () => {
    const data = await fetchPage(type, mine.page + 1);
    setMore({ type, list: [...mine.list, ...data.list], page: mine.page + 1 });
  };
  const reset = () => setMore({ type, list: [], page: 1 });
  return { list: mine.list, load, reset, shown: first + mine.list.length };
}

function InSiteList({ db, title }: { db: UserDb; title: string }) {
  useSignals();
  const t = useT();
  const [params, setParams] = useSearchParams();
  const type = typeOf(params.get('type'));
  const userId = session.value?.userInfo.userId ?? '';
  const back = useBack(HOME_PATH);
  const read = useCallback(() => readCached(db, type), [db, type]);
  const fetch = useCallback(() => refreshFirst(db, type), [db, type]);
  const cached = useCachedRead(`${db.name}|inSite|${type}`, read, fetch, networkOnline.value);
  const first = cached.row?.list ?? [];
  const more = useMorePages(type, first.length);
  const contentRef = useRef<{ el: HTMLElement | null }>({ el: null });
  usePullToRefresh(contentRef);
  const total = cached.row?.total ?? 0;
  const all = [...first, ...more.list.filter((m) => !first.some((f) => f.id === m.id))];

  const act = (work: () => Promise<void>, done: string) =>
    work().then(
      () => toast(t(done)),
      (e: unknown) => toast(e instanceof Error ? e.message : String(e)),
    );
  const remove = (m: MessageItem) => void act(() => deleteMessages(db, userId, [m]), 'msg.list.deleted');
  const refresh = (done: () => void) => {
    more.reset();
    void cached.refresh().finally(done);
  };
  return (
    <Page name="in-site" pageContent={false}>
      <Navbar title={title} backLink backLinkUrl="#" onClickBack={back}>
        <NavRight>
          <Link onClick={() => void act(() => readAllMessages(db, userId), 'msg.list.readAllDone')}>
            {t('msg.list.readAll')}
          </Link>
        </NavRight>
      </Navbar>
      <PageContent ptr onPtrRefresh={refresh} ref={contentRef}>
        <Segmented strong className="msg-types">
          {TYPES.map((k) => (
            <Button
              key={k}
              type="button"
              active={k === type}
              onClick={() => setParams(k ? { type: String(k) } : {}, { replace: true })}
            >
              {t(TYPE_WORD[k])}
            </Button>
          ))}
        </Segmented>
        <FreshnessLine
          fetchedAt={cached.row?.fetchedAt ?? null}
          status={cached.status}
          error={cached.error}
        />
        <Empty cached={cached.row} offline={cached.status === 'offline'} shown={all.length} />
        <div className="msg-in-site" data-testid="in-site-list">
          {all.map((m) => (
            <Row key={m.id} m={m} onDelete={remove} />
          ))}
        </div>
        {all.length > 0 && <ListEnd more={more.shown < total} load={more.load} />}
      </PageContent>
    </Page>
  );
}

export default function InSiteListPage({ title }: { title: string }) {
  const db = useActiveDb();
  return db ? <InSiteList db={db} title={title} /> : null;
}
