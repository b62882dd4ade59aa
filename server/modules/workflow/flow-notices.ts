/**
 * Turning a transition's notices into in-site messages (type 2, bodyText `{ type, id }` so tapping one opens
 * the flow — with the platform's fields beside ours: processId, enCode, flowId, formType, taskNodeId,
 * taskOperatorId and status, by which its clients open it), written in the transition's transaction, and
 * queued as socket pushes for after it commits. The one who acted has their earlier messages about the task
 * marked read: a 待审批 notice does not stay unread once it is handled. Each title names the application
 * (its form source's `facts`) and, for a decision, the decider's words.
 */
import { randomUUID } from 'node:crypto';
import { MESSAGE_TYPE } from '../../../contract';
import type { Db } from '../../db/client';
import { noticeText, type Effects } from '../../workflow';
import { MessageRepository } from '../message/repository';
import type { PushCollector } from '../message/push';
import type { LoadedFlow } from './flow-load';

export type NoticeContext = {
  actorId: string;
  now: Date;
  pushes?: PushCollector;
  /** The task's status after the transition. */
  status: number;
  /** The operators now waiting, by who they wait for. */
  waiting: ReadonlyMap<string, { id: string; nodeCode: string }>;
  /** The words the one who acted gave with it (an approval's or a rejection's opinion), '' for none. */
  opinion?: string;
};

export async function sendNotices(
  tx: Db,
  flow: LoadedFlow,
  notices: Effects['notices'],
  { actorId: fromUserId, now, pushes, status, waiting, opinion = '' }: NoticeContext,
): Promise<void> {
  const { input, row, template } = flow;
  // Whoever acted has handled what they were told about this task (#30 item 3): read before any new notice.
  await new MessageRepository(tx).readAboutTask(fromUserId, row.id, now);
  if (!notices.length) return;
  const facts = (await flow.forms(row.flowKey)?.facts?.(tx, template.formKey, input.form)) ?? '';
  const about = { facts, opinion };
  const applicantName = input.names[row.applicantId] ?? '';
  const seen = new Set<string>();
  const rows = notices.flatMap(({ userId, kind }) => {
    const key = `${userId}/${kind}`;
    if (seen.has(key)) return [];
    seen.add(key);
    const { title, flowType } = noticeText(kind, template.name, applicantName, about);
    const operator = waiting.get(userId);
    const bodyText = JSON.stringify({
      type: flowType,
      id: row.id,
      processId: row.id,
      enCode: row.flowKey,
      flowId: row.flowKey,
      formType: 1,
      taskNodeId: operator?.nodeCode ?? '',
      taskOperatorId: operator?.id ?? '',
      status,
    });
    return [
      {
        id: randomUUID(),
        userId,
        type: MESSAGE_TYPE.system,
        title,
        bodyText,
        creatorUserId: fromUserId,
        createdAt: now,
      },
    ];
  });
  await new MessageRepository(tx).insert(rows);
  for (const r of rows) pushes?.add({ id: r.id, toUserId: r.userId, fromUserId, title: r.title });
}
