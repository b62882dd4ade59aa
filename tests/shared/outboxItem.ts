/** An outbox row as the sync centre and 我发起的 read it (OutboxItem), with quiet defaults a test overrides. */
import type { OutboxItem } from '../../core/store/outboxView';

export function outboxItem(
  over: Partial<OutboxItem> & Pick<OutboxItem, 'id' | 'kind' | 'state' | 'createdAt'>,
): OutboxItem {
  return {
    userId: 'u1',
    stream: `s:${over.id}`,
    method: 'POST',
    url: '/api/x',
    serverOffsetMs: 0,
    attempts: 0,
    nextAttemptAt: 0,
    lastError: null,
    files: 0,
    ...over,
  } as OutboxItem;
}
