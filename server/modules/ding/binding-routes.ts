/**
 * 账号安全's DingTalk binding (issue #17), for the signed-in caller: `GET Users/Current/DingTalk` (bound or
 * not, since when), `PUT` with a fresh DingTalk code binds that DingTalk user to the caller (replacing the
 * caller's earlier binding; one bound to another account is refused as `code: 该钉钉账号已绑定其他账号`,
 * nothing changed), `DELETE` removes the caller's binding (twice is once). Each answers the binding as it
 * now is. Made online with a code DingTalk gives once, so no outbox key. Our extension: hidden in strict mode
 * (http/strict.ts).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  DING_BINDING_PATH,
  DING_BOUND_ELSEWHERE,
  dingBindingData,
  dingCodeBody,
  type DingBinding,
} from '../../../contract';
import type { AppContext } from '../../context';
import { fieldError, ok, replies } from '../../http/envelope';
import { sessionOf } from '../../http/guard';
import type { DingBindingRepository, DingBindingRow } from './binding-repository';

const tags = ['permission'];

const bindingData = (row: DingBindingRow | null): DingBinding => ({
  bound: row !== null,
  boundAt: row ? row.createdAt.getTime() : null,
});

export function bindingRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  deps: { dingUserOf: (code: string) => Promise<string>; repo: DingBindingRepository; config: object },
): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(DING_BINDING_PATH, {
    onRequest: ctx.guard,
    schema: { tags, response: replies(dingBindingData) },
    handler: async (request) => ok(bindingData(await deps.repo.of(sessionOf(request).userId))),
  });

  routes.put(DING_BINDING_PATH, {
    onRequest: ctx.guard,
    config: deps.config,
    schema: { tags, body: dingCodeBody, response: replies(dingBindingData) },
    handler: async (request) => {
      const userId = sessionOf(request).userId;
      const dingUserId = await deps.dingUserOf(request.body.code);
      if (!(await deps.repo.bind(userId, dingUserId, new Date(ctx.clock()))))
        throw fieldError('code', DING_BOUND_ELSEWHERE);
      return ok(bindingData(await deps.repo.of(userId)), '钉钉账号已绑定');
    },
  });

  routes.delete(DING_BINDING_PATH, {
    onRequest: ctx.guard,
    schema: { tags, response: replies(dingBindingData) },
    handler: async (request) => {
      await deps.repo.unbind(sessionOf(request).userId);
      return ok(bindingData(null), '已解除钉钉绑定');
    },
  });
}
