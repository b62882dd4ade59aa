/**
 * The platform's 审批汇总 (`GET FlowBefore/RecordList/{taskId}`): the approvals and rejections of one flow,
 * grouped by the decider's department or post, for whoever may see the flow.
 */
import { eq, inArray } from 'drizzle-orm';
import { HANDLE_TYPE, type RecordSummary } from '../../../contract';
import type { Db } from '../../db/client';
import { organizes, positions, users } from '../../db/schema';
import { PLATFORM_HANDLE_STATUS } from '../../workflow';
import { assertMayView } from './flow-access';
import { FlowRepository } from './flow-repository';

export type SummaryGroup = 'organize' | 'position';

const DECISIONS = new Set<number>([HANDLE_TYPE.approve, HANDLE_TYPE.reject]);

async function peopleOf(db: Db, ids: readonly string[]) {
  if (!ids.length) return new Map<string, { name: string; organize: string; position: string }>();
  const rows = await db
    .select({
      id: users.id,
      name: users.realName,
      organize: organizes.fullName,
      position: positions.fullName,
    })
    .from(users)
    .leftJoin(organizes, eq(organizes.id, users.organizeId))
    .leftJoin(positions, eq(positions.id, users.positionId))
    .where(inArray(users.id, [...new Set(ids)]));
  return new Map(
    rows.map((r) => [r.id, { name: r.name, organize: r.organize ?? '', position: r.position ?? '' }]),
  );
}

export async function recordSummary(
  db: Db,
  viewerId: string,
  taskId: string,
  by: SummaryGroup,
): Promise<RecordSummary> {
  await assertMayView(db, viewerId, taskId);
  const decisions = (await new FlowRepository(db).records(taskId)).filter((r) => DECISIONS.has(r.handleType));
  const people = await peopleOf(
    db,
    decisions.map((r) => r.handlerId),
  );
  const groups = new Map<string, RecordSummary[number]>();
  for (const r of decisions) {
    const person = people.get(r.handlerId);
    const fullName = (by === 'organize' ? person?.organize : person?.position) || '其他';
    const group = groups.get(fullName) ?? { fullName, list: [] };
    groups.set(fullName, group);
    group.list.push({
      handleStatus: PLATFORM_HANDLE_STATUS[r.handleType]!,
      userName: person?.name ?? '',
      handleTime: r.handledAt.getTime(),
      handleOpinion: r.handleOpinion,
    });
  }
  return [...groups.values()];
}
