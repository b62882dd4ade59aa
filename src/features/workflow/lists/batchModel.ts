/**
 * 批量 selection as a pure model: to-dos are chosen by their operator id; once one is chosen only to-dos of
 * the same flow (flowId) can join, and a to-do whose decision already waits in the outbox cannot be chosen.
 */
import type { FlowListItem } from '../../../../contract';

/** Chosen operator id → its flow. */
export type Selection = ReadonlyMap<string, string>;

export const NO_SELECTION: Selection = new Map();

type Choosable = Pick<FlowListItem, 'id' | 'processId' | 'flowId'>;

/** The flow every chosen to-do belongs to, or null when none is chosen. */
export function chosenFlow(selection: Selection): string | null {
  for (const flowId of selection.values()) return flowId;
  return null;
}

export function canChoose(selection: Selection, item: Choosable, pending: ReadonlySet<string>): boolean {
  if (pending.has(item.processId)) return false;
  const flowId = chosenFlow(selection);
  return flowId === null || flowId === item.flowId;
}

export function toggleChoice(selection: Selection, item: Choosable): Selection {
  const next = new Map(selection);
  if (!next.delete(item.id)) next.set(item.id, item.flowId);
  return next;
}

/** The chosen to-dos still listed and still choosable (a refresh may have taken some away). */
export function chosenItems<T extends Choosable>(
  items: readonly T[],
  selection: Selection,
  pending: ReadonlySet<string>,
): T[] {
  return items.filter((i) => selection.has(i.id) && !pending.has(i.processId));
}
