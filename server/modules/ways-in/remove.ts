/**
 * Removing, when signing out every other device (issue #28), the ways in another device added: a DingTalk
 * binding it made is unbound; a mobile change it made is undone — the account gets back the number it had
 * before (when no other enabled account has taken it since; else none). Only changes whose note says another
 * device made them (list.ts) are removed; each goes through the one door (change.ts), so the number and
 * every session are told. Answers the kinds it removed.
 */
import type { FastifyRequest } from 'fastify';
import type { RemovableWayIn } from '../../../contract';
import type { Db } from '../../db/client';
import { DingBindingRepository } from '../ding/binding-repository';
import { SmsCodeRepository } from '../sms/code-repository';
import { removableBy } from './list';
import type { Proven } from './proof';
import { WaysInRepository } from './repository';
import type { WaysInService } from './service';

export async function removeFromOtherDevices(
  db: Db,
  waysIn: WaysInService,
  by: { proven: Proven; request: FastifyRequest },
  kinds: readonly RemovableWayIn[],
): Promise<RemovableWayIn[]> {
  const { proven, request } = by;
  const userId = proven.session.userId;
  const repo = new WaysInRepository(db);
  const removed: RemovableWayIn[] = [];
  for (const kind of new Set(kinds)) {
    const note = await repo.change(userId, kind);
    if (!note || !removableBy(note, proven.session)) continue;
    if (kind === 'ding')
      await waysIn.commit(proven, request, {
        kind,
        done: '已移除',
        apply: (tx) => new DingBindingRepository(tx).unbind(proven),
        note: 'gone',
      });
    else {
      const back = note.previousMobile;
      const free = back !== null && !(await new SmsCodeRepository(db).takenByOther(back, userId));
      await waysIn.commit(proven, request, {
        kind,
        done: free ? '已恢复为原号码' : '已移除',
        apply: (tx) => new WaysInRepository(tx).setMobile(proven, free ? back : null),
        note: {},
      });
    }
    removed.push(kind);
  }
  return removed;
}
