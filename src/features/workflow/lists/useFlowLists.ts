/**
 * Live reads and refreshes the list screens share: the stored first pages (and so the counts), the flow
 * actions in the outbox, a refresh of the shown lists when the screen opens or the network returns, and
 * another as soon as an approval is delivered (the list shown does not know it yet), and 我发起的 again as soon
 * as an application is delivered.
 */
import { useEffect, useRef } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { useSignals } from '@preact/signals-react/runtime';
import type { UserDb } from '../../../data';
import { networkOnline } from '../../../sync';
import { staleLists, type FlowOutboxRow } from './flowOutboxModel';
import type { FlowListKind } from './flowListModel';
import { readCachedPages, readFlowOutbox, type CachedPages } from './flowListStore';
import { listRefresh, refreshLists, type RefreshState } from './flowListSync';
import { deliveredSinceList, type WaitingApplication } from './waitingModel';

/** The stored first pages of `kinds`; undefined while the database opens or the first read runs. */
export function useCachedPages(db: UserDb | null, kinds: readonly FlowListKind[]): CachedPages | undefined {
  const key = kinds.join();
  return useLiveQuery(
    () => (db ? readCachedPages(db, key.split(',') as FlowListKind[]) : undefined),
    [db, key],
  );
}

const NO_ROWS: FlowOutboxRow[] = [];

export function useFlowOutbox(db: UserDb | null): FlowOutboxRow[] {
  return useLiveQuery(() => (db ? readFlowOutbox(db) : NO_ROWS), [db]) ?? NO_ROWS;
}

export interface ListsSync {
  online: boolean;
  refresh: Partial<Record<FlowListKind, RefreshState>>;
}

/** Refreshes `kinds` when the screen opens and whenever the network comes back; reports where each stands. */
export function useListsSync(db: UserDb | null, kinds: readonly FlowListKind[]): ListsSync {
  useSignals();
  const online = networkOnline.value;
  const key = kinds.join();
  useEffect(() => {
    if (db && online) void refreshLists(db, key.split(',') as FlowListKind[]);
  }, [db, online, key]);
  return { online, refresh: listRefresh.value };
}

/** Deliveries that land together (a batch approval) are answered by one refresh. */
const DELIVERY_SETTLE_MS = 500;

/**
 * Once a flow action is delivered, the lists fetched before it are fetched again (once per action and
 * list, so a failing refresh does not loop); until then the to-do keeps its 待同步 mark.
 */
export function useRefreshOnDelivery(
  db: UserDb | null,
  rows: readonly FlowOutboxRow[],
  pages: CachedPages | undefined,
): void {
  const asked = useRef(new Set<string>());
  useEffect(() => {
    if (!db || !pages) return;
    const fetchedAt = Object.fromEntries(Object.entries(pages).map(([kind, page]) => [kind, page.fetchedAt]));
    const { kinds, asks } = staleLists<FlowListKind>(rows, fetchedAt, asked.current);
    if (kinds.length === 0) return;
    const timer = setTimeout(() => {
      for (const ask of asks) asked.current.add(ask);
      void refreshLists(db, kinds, true);
    }, DELIVERY_SETTLE_MS);
    return () => clearTimeout(timer);
  }, [db, rows, pages]);
}

/** Once an application is delivered, 我发起的 is fetched again (once per application) to hold it. */
export function useRefreshLaunchOnDelivery(db: UserDb | null, waiting: readonly WaitingApplication[]): void {
  const asked = useRef(new Set<string>());
  const key = deliveredSinceList(waiting).join();
  useEffect(() => {
    const fresh = key ? key.split(',').filter((id) => !asked.current.has(id)) : [];
    if (!db || fresh.length === 0) return;
    const timer = setTimeout(() => {
      for (const id of fresh) asked.current.add(id);
      void refreshLists(db, ['launch'], true);
    }, DELIVERY_SETTLE_MS);
    return () => clearTimeout(timer);
  }, [db, key]);
}
