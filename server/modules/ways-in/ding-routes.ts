/**
 * 账号安全's DingTalk binding (issue #17), for the signed-in caller: `GET Users/Current/DingTalk` (bound or
 * not, since when), `PUT` with a fresh DingTalk code binds that DingTalk user to the caller (replacing the
 * caller's earlier binding; one bound to another account is refused as `code: 该钉钉账号已绑定其他账号`,
 * nothing changed), `DELETE` removes the caller's binding (twice is once). Binding and unbinding first ask
 * for the proof of the person (issue #28: the current password, or a code to the current number), and go
 * through the one door of ways-in (the number and every session are told). Each answers the binding as it
 * now is. Made online with a code DingTalk gives once, so no outbox key. Our extension: hidden in strict
 * mode (http/strict.ts).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  DING_BINDING_PATH,
  DING_BOUND_ELSEWHERE,
  dingBindBody,
  dingBindingData,
  dingUnbindBody,
  type DingBinding,
} from '../../../contract';
import type { AppContext } from '../../context';
import { fieldError, ok, replies } from '../../http/envelope';
import { sessionOf } from '../../http/guard';
import { DingBindingRepository, type DingBindingRow } from '../ding/binding-repository';
import type { DingUserOf } from '../ding/ding-user';
import type { WaysInService } from './service';
import { OURS } from '../../http/strict';

const tags = ['permission'];

const bindingData = (row: DingBindingRow | null): DingBinding => ({
  bound: row !== null,
  boundAt: row ? row.createdAt.getTime() : null,
});

type Deps = {
  dingUserOf: DingUserOf;
  repo: DingBindingRepository;
  waysIn: WaysInService;
  config: object;
};

export function dingBindingRoutes(app: FastifyInstance, ctx: AppContext, deps: Deps): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(DING_BINDING_PATH, {
    config: OURS,
    schema: { tags, response: replies(dingBindingData) },
    handler: async (request) => ok(bindingData(await deps.repo.of(sessionOf(request).userId))),
  });

  routes.put(DING_BINDING_PATH, {
    config: { ...deps.config, ours: true },
    schema: { tags, body: dingBindBody, response: replies(dingBindingData) },
    handler: async (request) => {
      const proven = await deps.waysIn.prove(request, request.body);
      const userId = proven.session.userId;
      const dingUserId = await deps.dingUserOf(request.body.code);
      if ((await deps.repo.of(userId))?.dingUserId !== dingUserId)
        await deps.waysIn.commit(proven, request, {
          kind: 'ding',
          done: '已绑定',
          apply: async (tx) => {
            if (!(await new DingBindingRepository(tx).bind(proven, dingUserId, new Date(ctx.clock()))))
              throw fieldError('code', DING_BOUND_ELSEWHERE);
          },
          note: {},
        });
      return ok(bindingData(await deps.repo.of(userId)), '钉钉账号已绑定');
    },
  });

  routes.delete(DING_BINDING_PATH, {
    config: { ...deps.config, ours: true },
    schema: { tags, body: dingUnbindBody, response: replies(dingBindingData) },
    handler: async (request) => {
      const proven = await deps.waysIn.prove(request, request.body ?? {});
      if (await deps.repo.of(proven.session.userId))
        await deps.waysIn.commit(proven, request, {
          kind: 'ding',
          done: '已解除',
          apply: (tx) => new DingBindingRepository(tx).unbind(proven),
          note: 'gone',
        });
      return ok(bindingData(null), '已解除钉钉绑定');
    },
  });
}
