/**
 * What 异常打卡核对 shows, pure: the cached list with HR's own decisions laid over it — a decision on its way
 * (待发送) keeps its punch in 待核对 without buttons, a refused one shows the server's words and the buttons
 * again, a delivered one the copy does not hold yet moves the punch to 已处理 with that decision — and the
 * check of a decision before it is queued (a rejection needs its reason).
 */
import { z } from 'zod/mini';
import {
  punchDecisionBody,
  type FlaggedPunch,
  type PunchDecisionBody,
  type PunchReview,
  type PunchReviewList,
} from '../../../contract';
import { punchIdOfReviewStream } from '../../../core/store/outboxKinds';
import type { OutboxRow } from '../../data';

export type LocalState = 'sending' | 'failed';

export interface ShownPunch {
  punch: FlaggedPunch;
  /** This device's decision not yet in the copy: on its way, or refused (with the server's words). */
  local: { state: LocalState; decision: PunchDecisionBody; error: string | null } | null;
}

export interface ShownReview {
  pending: ShownPunch[];
  decided: ShownPunch[];
}

const decisionOf = (row: OutboxRow): PunchDecisionBody | null => {
  const parsed = z.safeParse(punchDecisionBody, row.body);
  return parsed.success ? parsed.data : null;
};

/** The review a delivered decision gave, as the copy will hold it once refreshed. */
function deliveredReview(row: OutboxRow, decision: PunchDecisionBody, reviewerName: string): PunchReview {
  return {
    state: decision.decision === 'accept' ? 'accepted' : 'rejected',
    reason: decision.reason,
    reviewerName,
    reviewedAt: row.doneAt ?? row.createdAt,
  };
}

/** Each punch's latest row (rows come oldest first). */
function latestByPunch(rows: readonly OutboxRow[]): Map<string, OutboxRow> {
  const latest = new Map<string, OutboxRow>();
  for (const row of rows) {
    const id = punchIdOfReviewStream(row.stream);
    if (id) latest.set(id, row);
  }
  return latest;
}

export function shownReview(
  copy: PunchReviewList & { fetchedAt: number },
  rows: readonly OutboxRow[],
  reviewerName: string,
): ShownReview {
  const latest = latestByPunch(rows);
  const pending: ShownPunch[] = [];
  const movedOn: ShownPunch[] = [];
  for (const punch of copy.pending) {
    const row = latest.get(punch.id);
    const decision = row ? decisionOf(row) : null;
    if (!row || !decision) pending.push({ punch, local: null });
    else if (row.state === 'done' && (row.doneAt ?? row.createdAt) >= copy.fetchedAt)
      movedOn.push({
        punch: { ...punch, review: deliveredReview(row, decision, reviewerName) },
        local: null,
      });
    else if (row.state === 'done') pending.push({ punch, local: null });
    else {
      const state: LocalState = row.state === 'failed' ? 'failed' : 'sending';
      pending.push({ punch, local: { state, decision, error: row.lastError } });
    }
  }
  const decided = copy.decided.map((punch) => ({ punch, local: null }));
  return { pending, decided: [...movedOn, ...decided] };
}

/** The decision as the contract takes it, or the words saying why not (a rejection without its reason). */
export function checkDecision(input: {
  decision: PunchDecisionBody['decision'];
  reason: string;
}): { ok: true; body: PunchDecisionBody } | { ok: false; message: string } {
  const parsed = z.safeParse(punchDecisionBody, input);
  if (parsed.success) return { ok: true, body: parsed.data };
  return { ok: false, message: parsed.error.issues[0]?.message ?? '' };
}
