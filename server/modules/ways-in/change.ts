/**
 * The one way a way into an account changes (issue #28): the change itself, its note in `ways_in` (when,
 * from which session and device) and an in-site message to the account, in one transaction; once committed,
 * an SMS notice to the number the account had before (through the SMS provider's notice template) and the
 * message pushed to every open socket of the account (a Web Push where it has none), so a change made with
 * a stolen session is seen by the person at once, wherever they are signed in.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { MESSAGE_TYPE, type WayInKind } from '../../../contract';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { MessageRepository } from '../message/repository';
import { PushCollector, publishPushes } from '../message/push';
import type { ServerSmsCodes } from '../sms/server-codes';
import type { Proven } from './proof';
import { WaysInRepository, type MadeFrom } from './repository';

/** 登录密码 / 手机号 / 钉钉绑定: what the notices say changed (the SMS notice template's one parameter). */
export const WAY_IN_WORDS: Record<WayInKind, string> = {
  password: '登录密码',
  mobile: '绑定手机号',
  ding: '钉钉绑定',
};

export type WayInChange = {
  kind: WayInKind;
  /** What happened, after the way in's name: 已修改, 已更换, 已绑定, 已解除… */
  done: string;
  /** The change itself, written through `tx`. */
  apply: (tx: Db) => Promise<void>;
  /** Its note: kept (with the number a mobile change replaced), or forgotten (the way in is gone). */
  note: { previousMobile?: string | null } | 'gone';
};

export type ChangeDeps = {
  ctx: Pick<AppContext, 'db' | 'clock' | 'fanout' | 'hub' | 'push'>;
  sms: ServerSmsCodes | null;
  log: FastifyBaseLogger;
};

/** The in-site message a change leaves the account. */
function messageOf(userId: string, change: WayInChange, from: MadeFrom, at: Date) {
  const subject = `${WAY_IN_WORDS[change.kind]}${change.done}`;
  return {
    id: randomUUID(),
    userId,
    type: MESSAGE_TYPE.system,
    title: `账号安全提醒：${subject}`,
    bodyText:
      `您账号的${subject}（操作来自 ${from.address || '未知地址'}）。如非本人操作，请立即修改密码，` +
      '并在“账号安全”中退出其他所有设备、移除其他设备添加的登录方式，必要时联系人事处。',
    creatorUserId: null,
    createdAt: at,
  };
}

export async function commitChange(
  deps: ChangeDeps,
  proven: Proven,
  from: MadeFrom,
  change: WayInChange,
): Promise<void> {
  const { ctx, sms } = deps;
  const userId = proven.session.userId;
  const at = new Date(ctx.clock());
  const numberBefore = await new WaysInRepository(ctx.db).mobileOf(userId);
  const pushes = new PushCollector();
  await ctx.db.transaction(async (tx) => {
    await change.apply(tx);
    const repo = new WaysInRepository(tx);
    if (change.note === 'gone') await repo.forget(proven, change.kind);
    else await repo.record(proven, { kind: change.kind, at, from, ...change.note });
    const message = messageOf(userId, change, from, at);
    await new MessageRepository(tx).insert([message]);
    pushes.add({ id: message.id, toUserId: userId, fromUserId: userId, title: message.title });
  });
  // Committed: the number the account had hears of it, and so does every session.
  if (numberBefore && sms) sms.codes.notice(numberBefore, WAY_IN_WORDS[change.kind]);
  await publishPushes(ctx, pushes).catch((err: unknown) => deps.log.warn({ err }, 'message push failed'));
}
