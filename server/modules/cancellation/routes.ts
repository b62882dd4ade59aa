/**
 * 注销账号 (issue #17, contract/cancellation.ts), our own calls (hidden in strict mode, http/strict.ts):
 * - `GET CancelCode`: a code to the caller's own bound mobile (the SMS limits apply); no mobile bound →
 *   CANCEL_NO_MOBILE, a server without SMS → refused (the password confirms there), one in approval →
 *   CANCEL_PENDING.
 * - `POST Cancellation` {reason, code | password}: the proof this server asks for (confirm.ts), then the
 *   request stored and its flow started (request.ts); HR's approval closes the account (source.ts). While
 *   one is in approval another is refused: HTTP 200, body code 400 CANCEL_PENDING, naming no field.
 *   Sent online, without an Idempotency-Key: its proof (a code spent, a password try counted) is checked
 *   before its transaction, so a repeat could not be answered from a record, and one in approval already
 *   refuses a repeat.
 * - `GET Cancellation`: the caller's latest request, or null.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CANCEL_CODE_PATH,
  CANCELLATION_PATH,
  CODE,
  cancelCodeData,
  cancellationBody,
  cancellationData,
} from '../../../contract';
import type { AppContext } from '../../context';
import { ApiError, ok, replies } from '../../http/envelope';
import { sessionOf } from '../../http/guard';
import { publishPushes, PushCollector } from '../message/push';
import { serverSmsCodes } from '../sms/server-codes';
import { signedInAsker } from '../ways-in/service';
import { CancelConfirmation, ownMobile } from './confirm';
import { CancellationRepository } from './repository';
import { pendingRefusal, requestCancellation, toCancellation } from './request';
import { OURS } from '../../http/strict';

const tags = ['permission'];
export const NO_SMS = '本服务器不发送短信验证码，请用登录密码确认注销';

export const cancellationRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const sms = serverSmsCodes(ctx, app.log);
  const confirmation = new CancelConfirmation(ctx.db, sms, ctx.limiter);
  const repo = new CancellationRepository(ctx.db);
  const perAddress = { rateLimit: { max: ctx.config.loginRatePerMinute, timeWindow: '1 minute' } };

  app.get(CANCEL_CODE_PATH, {
    config: { ...perAddress, ours: true },
    schema: { tags, response: replies(cancelCodeData) },
    handler: async (request) => {
      if (!sms) throw new ApiError(CODE.BAD_REQUEST, NO_SMS);
      const userId = sessionOf(request).userId;
      const mobile = await ownMobile(ctx.db, userId);
      if (await repo.inApproval(userId)) throw pendingRefusal();
      const target = { purpose: 'cancel', userId } as const;
      return ok(await sms.codes.request(mobile, signedInAsker(request), target), '验证码已发送');
    },
  });

  app.post(CANCELLATION_PATH, {
    config: OURS,
    schema: { tags, body: cancellationBody, response: replies(cancellationData) },
    handler: async (request) => {
      const userId = sessionOf(request).userId;
      const proof = confirmation.proofOf(request.body);
      if (await repo.inApproval(userId)) throw pendingRefusal();
      await confirmation.prove(userId, proof, signedInAsker(request));
      const pushes = new PushCollector();
      const { reason } = request.body;
      const saved = await ctx.db.transaction((tx) =>
        requestCancellation(tx, { userId, reason, now: ctx.clock(), pushes, forms: ctx.forms }),
      );
      // Committed: a lost push only means HR's app learns of the to-do at its next refresh.
      await publishPushes(ctx, pushes).catch((err: unknown) =>
        request.log.warn({ err }, 'message push failed'),
      );
      return ok(saved, '注销申请已提交，等待人事处审核');
    },
  });

  app.get(CANCELLATION_PATH, {
    config: OURS,
    schema: { tags, response: replies(cancellationData) },
    handler: async (request) => {
      const row = await repo.latest(sessionOf(request).userId);
      return ok(row ? toCancellation(row) : null);
    },
  });
};
