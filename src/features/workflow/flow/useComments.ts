/**
 * The comment page's data: the first page as last fetched (kept in `kv`, live), refreshed when the page
 * opens online, when asked, and whenever one of this device's comments is delivered; later pages read on
 * demand; and this device's comments still waiting in the outbox.
 */
import { useEffect, useState } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import type { UserDb } from '../../../data';
import {
  fetchComments,
  readCachedComments,
  readCommentOutbox,
  type CachedComments,
  type CommentOutbox,
  type FlowComment,
} from './flowComments';

interface More {
  key: string;
  list: FlowComment[];
  page: number;
}

const NO_OUTBOX: CommentOutbox = { waiting: [], delivered: 0 };

export interface Comments {
  /** undefined while the cache is read; null when nothing was ever fetched. */
  cached: CachedComments | null | undefined;
  list: FlowComment[];
  waiting: CommentOutbox['waiting'];
  hasMore: boolean;
  isFresh: boolean;
  loadMore: () => void;
  refresh: () => void;
}

/** Reads page 1 again whenever `key` changes (opened online, asked, a comment of ours delivered). */
function useFirstPage(db: UserDb, taskId: string, online: boolean, key: string): boolean {
  const [fresh, setFresh] = useState<string | null>(null);
  useEffect(() => {
    if (!online || !taskId) return;
    let live = true;
    fetchComments(db, taskId, 1).then(
      () => live && setFresh(key),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [db, taskId, online, key]);
  return fresh === key;
}

export function useComments(db: UserDb, taskId: string, online: boolean): Comments {
  const cached = useLiveQuery(() => readCachedComments(db, taskId), [db, taskId]);
  const outbox = useLiveQuery(() => readCommentOutbox(db, taskId), [db, taskId]) ?? NO_OUTBOX;
  const [reload, setReload] = useState(0);
  const [more, setMore] = useState<More | null>(null);
  const key = `${taskId}|${reload}|${outbox.delivered}|${online}`;
  const isFresh = useFirstPage(db, taskId, online, key);
  const extra = more?.key === key ? more : { key, list: [], page: 1 };
  const list = [...(cached?.list ?? []), ...extra.list];
  const loadMore = () => {
    const page = extra.page + 1;
    fetchComments(db, taskId, page).then(
      (data) => setMore({ key, page, list: [...extra.list, ...data.list] }),
      () => undefined,
    );
  };
  return {
    cached,
    list,
    waiting: outbox.waiting,
    hasMore: online && list.length < (cached?.total ?? 0),
    isFresh,
    loadMore,
    refresh: () => setReload((r) => r + 1),
  };
}
