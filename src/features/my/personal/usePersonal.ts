/**
 * 个人资料's data for React: the stored copy of BaseInfo, refreshed whenever a screen shows it online
 * (useCachedRead), and the personal changes in the outbox laid over it (shownInfo).
 */
import { useCallback, useMemo } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { useCachedRead, type CachedRead, type OutboxRow, type UserDb } from '../../../data';
import {
  headOf,
  personalRows,
  readBaseInfo,
  refreshBaseInfo,
  shownInfo,
  type CachedBaseInfo,
  type OwnHead,
  type ShownInfo,
} from './personalStore';

const NO_ROWS: readonly OutboxRow[] = [];

export interface Personal {
  copy: CachedRead<CachedBaseInfo>;
  /** What to show: null until a copy exists. */
  shown: ShownInfo | null;
}

export function usePersonal(db: UserDb, online: boolean): Personal {
  const read = useCallback(() => readBaseInfo(db), [db]);
  const fetch = useCallback(() => refreshBaseInfo(db), [db]);
  const copy = useCachedRead(db.name, read, fetch, online);
  const rows = useLiveQuery(() => personalRows(db), [db]) ?? NO_ROWS;
  const shown = useMemo(() => (copy.row ? shownInfo(copy.row, rows) : null), [copy.row, rows]);
  return { copy, shown };
}

/** One's own head as the personal page last showed it, without asking the server (the Me tab's card). */
export function useOwnHead(db: UserDb | null, sessionHead: string): OwnHead {
  const head = useLiveQuery(async () => {
    if (!db) return null;
    const [copy, rows] = await Promise.all([readBaseInfo(db), personalRows(db)]);
    return headOf(copy?.avatar ?? sessionHead, copy?.fetchedAt ?? 0, rows);
  }, [db, sessionHead]);
  return head ?? { avatar: sessionHead, pendingHead: null };
}

/**
 * One's own bound mobile: the personal copy once 个人资料 or 更换手机号 read it (it follows a change), else
 * the signed-in user's.
 */
export function useOwnMobile(db: UserDb | null, sessionMobile: string | null | undefined): string {
  const kept = useLiveQuery(async () => (db ? ((await readBaseInfo(db))?.mobilePhone ?? '') : ''), [db]);
  return kept || sessionMobile || '';
}
