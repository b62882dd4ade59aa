/**
 * 同步中心 as she reads it (#30 item 4): failures first, then what is still going, then what was delivered,
 * newest first within each; the quiet kinds — chat messages and 消息全部已读, which come by the dozen and
 * need nothing from her while they go — are one summarised row each (how many, how many wait, the newest
 * time), so a refused application is never buried under them. A refused one of them needs her (重发,
 * 放弃): it stays a row of its own, among the failures. Pure.
 */
import type { OutboxItem } from '../../../core/store/outboxView';
import type { OutboxState } from '../../../core/store/types';

/** Kinds shown as one summarised row each. */
export const QUIET_KINDS: readonly string[] = ['chat', 'messageReadAll'];

export type StateCounts = Record<OutboxState, number>;

export type CentreEntry =
  | { type: 'row'; key: string; row: OutboxItem }
  | { type: 'group'; key: string; kind: string; rows: OutboxItem[]; counts: StateCounts; latestAt: number };

/** Failed first, then queued or sending, then delivered. */
const RANK: Record<OutboxState, number> = { failed: 0, sending: 1, queued: 1, done: 2 };

/** When the row last changed as the centre says it: delivered at, else queued at. */
const timeOf = (row: OutboxItem): number => (row.state === 'done' && row.doneAt ? row.doneAt : row.createdAt);

const rankOf = (entry: CentreEntry): number =>
  entry.type === 'row' ? RANK[entry.row.state] : Math.min(...entry.rows.map((r) => RANK[r.state]));

const latestOf = (entry: CentreEntry): number => (entry.type === 'row' ? timeOf(entry.row) : entry.latestAt);

function countStates(rows: readonly OutboxItem[]): StateCounts {
  const counts: StateCounts = { queued: 0, sending: 0, failed: 0, done: 0 };
  for (const row of rows) counts[row.state]++;
  return counts;
}

export function centreEntries(rows: readonly OutboxItem[]): CentreEntry[] {
  const groups = new Map<string, OutboxItem[]>();
  const entries: CentreEntry[] = [];
  for (const row of rows) {
    if (!QUIET_KINDS.includes(row.kind) || row.state === 'failed') {
      entries.push({ type: 'row', key: row.id, row });
      continue;
    }
    const group = groups.get(row.kind) ?? [];
    group.push(row);
    groups.set(row.kind, group);
  }
  for (const [kind, quiet] of groups) {
    const latestAt = Math.max(...quiet.map(timeOf));
    entries.push({
      type: 'group',
      key: `group:${kind}`,
      kind,
      rows: quiet,
      counts: countStates(quiet),
      latestAt,
    });
  }
  return entries.sort((a, b) => rankOf(a) - rankOf(b) || latestOf(b) - latestOf(a));
}
