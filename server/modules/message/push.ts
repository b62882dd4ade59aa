/**
 * Telling open sockets about new messages (`messagePush`) and about sessions a write ended (`logout`: an
 * account disabled by an approved 注销账号). Messages and ended sessions are written inside the action's
 * transaction; the pushes go out through the fan-out only after it has committed, so a socket never hears
 * of a message a rolled-back action did not leave, and a replayed request pushes nothing again. A receiver
 * with no open socket gets a Web Push notification instead (modules/push).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { MESSAGE_TYPE } from '../../../contract';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import type { RevokeReason } from '../../db/schema';
import { idempotent } from '../../idempotency/idempotent';
import type { PushedMessage } from '../../realtime/fanout';
import type { AfterCommit } from '../../workflow/form-source';
import { notifyInSite } from '../push/notify';

export type MessagePush = PushedMessage;

/** Collects the pushes of one request while its transaction runs. */
export class PushCollector implements AfterCommit {
  readonly pushes: MessagePush[] = [];
  readonly endedSessions: { jtis: string[]; reason: RevokeReason }[] = [];

  add(push: Omit<MessagePush, 'messageType'> & { messageType?: number }): void {
    this.pushes.push({ messageType: MESSAGE_TYPE.system, ...push });
  }

  sessionsEnded(jtis: readonly string[], reason: RevokeReason): void {
    if (jtis.length) this.endedSessions.push({ jtis: [...jtis], reason });
  }
}

/**
 * To open sockets through the fan-out, and as notifications to receivers with none (sent in the background);
 * then the ended sessions' sockets hear `logout` (after the messages, which they may still receive).
 */
export async function publishPushes(ctx: Ctx, collector: PushCollector): Promise<void> {
  if (collector.pushes.length) {
    await ctx.fanout.publish({ type: 'message-push', pushes: collector.pushes });
    void notifyInSite(ctx, collector.pushes).catch(() => undefined);
  }
  for (const ended of collector.endedSessions)
    await ctx.fanout.publish({ type: 'sessions-revoked', ...ended });
}

type Ctx = Pick<AppContext, 'db' | 'clock' | 'fanout' | 'hub' | 'push'>;

/** `idempotent()` for writes that send messages: the effect collects pushes, published once it has committed. */
export async function idempotentPushing<T>(
  ctx: Ctx,
  request: FastifyRequest,
  reply: FastifyReply,
  effect: (tx: Tx, pushes: PushCollector) => Promise<T>,
): Promise<T> {
  const collector = new PushCollector();
  const answer = await idempotent(ctx, request, reply, (tx) => effect(tx, collector));
  // The write has committed: a lost push only means the app learns of the message at its next refresh.
  await publishPushes(ctx, collector).catch((err: unknown) =>
    request.log.warn({ err }, 'message push failed'),
  );
  return answer;
}
