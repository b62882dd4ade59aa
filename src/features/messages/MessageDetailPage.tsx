/**
 * One in-site message (/pages/message/messageDetail/index?id=): its title, sender, time and body, read
 * from the server (which marks it read; an unread one leaves the tab's counts). A workflow message's body
 * is `{ type, id }`: it says so and opens that flow in the right list (1 launch, 2 to-do, 3 copied to me).
 */
import { useEffect, useState } from 'react';
import { Block, Button, List, ListItem, Navbar, Page, Preloader } from 'framework7-react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { inSitePath } from '../../../contract/appPaths';
import { flowMessageBody, type MessageInfo } from '../../../contract/message';
import { ApiError } from '../../../core/net/errors';
import { useActiveDb, type UserDb } from '../../data';
import { useT } from '../../i18n';
import { formatDate } from '../../../core/lib/dates';
import { EmptyState } from '../../ui/EmptyState';
import { useBack } from '../../ui/useBack';
import { flowBeforeHref, type FlowCategory } from '../workflow/flow/paths';
import { openMessage, readCached } from './inSiteStore';
import './messages.css';

const CATEGORY: Readonly<Record<number, FlowCategory>> = { 1: 'launch', 2: 'todo', 3: 'copy' };

/** The flow a workflow message points at, or null for any other body. */
function flowOf(bodyText: string): string | null {
  try {
    const parsed = flowMessageBody.safeParse(JSON.parse(bodyText));
    if (!parsed.success) return null;
    return flowBeforeHref({ id: parsed.data.id, category: CATEGORY[parsed.data.type] ?? null });
  } catch {
    return null;
  }
}

/** The message as listed (its type and read mark), from the cached pages; null when not there. */
async function listed(db: UserDb, id: string) {
  for (const type of [0, 1, 2] as const) {
    const hit = (await readCached(db, type))?.list.find((m) => m.id === id);
    if (hit) return hit;
  }
  return null;
}

/** The message; null when the server has none for me, 'offline' when it cannot be reached. */
type Loaded = MessageInfo | null | 'offline';

function useMessage(db: UserDb | null, id: string): Loaded | undefined {
  const [info, setInfo] = useState<{ id: string; info: Loaded } | null>(null);
  useEffect(() => {
    if (!db) return;
    let live = true;
    void (async () => {
      const item = (await listed(db, id)) ?? { id, type: 2, isRead: 1 };
      const got = await openMessage(db, item).catch((e: unknown) =>
        e instanceof ApiError && e.kind === 'network' ? ('offline' as const) : null,
      );
      if (live) setInfo({ id, info: got });
    })();
    return () => {
      live = false;
    };
  }, [db, id]);
  return info?.id === id ? info.info : undefined;
}

function Detail({ info }: { info: MessageInfo }) {
  const t = useT();
  const navigate = useNavigate();
  const flow = flowOf(info.bodyText);
  return (
    <>
      <Block strong inset className="msg-detail" data-testid="message-detail">
        <h2 className="msg-detail-title">{info.title}</h2>
        {!flow && <p className="msg-detail-body">{info.bodyText}</p>}
      </Block>
      <List strong inset dividers>
        <ListItem title={t('msg.detail.sender')} after={info.creatorUser} />
        <ListItem title={t('msg.detail.time')} after={formatDate(info.lastModifyTime)} />
      </List>
      {flow && (
        <Block>
          <Button type="button" fill large onClick={() => navigate(flow)}>
            {t('msg.detail.openFlow')}
          </Button>
        </Block>
      )}
    </>
  );
}

export default function MessageDetailPage({ title }: { title: string }) {
  const t = useT();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const db = useActiveDb();
  const info = useMessage(db, id);
  const back = useBack(inSitePath());
  return (
    <Page name="message-detail">
      <Navbar title={title} backLink backLinkUrl="#" onClickBack={back} />
      {info === undefined && <Preloader className="page-loader" />}
      {info === null && <EmptyState text={t('msg.detail.notFound')} />}
      {info === 'offline' && <EmptyState text={t('fresh.offline')} />}
      {info && info !== 'offline' && <Detail info={info} />}
    </Page>
  );
}
