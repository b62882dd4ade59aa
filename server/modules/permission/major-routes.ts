/**
 * The units and posts a person holds (`Users/Current/getUserOrganizes`, `getUserPositions`) and which of
 * them is the main one (`PUT Users/Current/major`): the main unit is where new forms are applied from, and
 * CurrentUser reads it. Only one's own memberships can become the main one.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { majorBody, userBelongingData, CURRENT_USER_CALLS } from '../../../contract';
import type { AppContext } from '../../context';
import { fieldError, ok, replies } from '../../http/envelope';
import { sessionOf } from '../../http/guard';
import { OrgRepository } from './org-repository';
import { PersonalRepository } from './personal-repository';
import { orgPath } from './trees';

const BASE = CURRENT_USER_CALLS;
const tags = ['permission'];

export const majorRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const repo = new PersonalRepository(ctx.db);
  const orgRepo = new OrgRepository(ctx.db);

  app.get(`${BASE}/getUserOrganizes`, {
    schema: { tags, response: replies(userBelongingData) },
    handler: async (request) => {
      const [held, orgs] = await Promise.all([
        repo.memberships(sessionOf(request).userId),
        orgRepo.organizes(),
      ]);
      return ok(
        held.map((m) => ({ id: m.organizeId, fullName: orgPath(orgs, m.organizeId), isDefault: m.main })),
      );
    },
  });

  app.get(`${BASE}/getUserPositions`, {
    schema: { tags, response: replies(userBelongingData) },
    handler: async (request) => {
      const held = await repo.memberships(sessionOf(request).userId);
      return ok(
        held.flatMap((m) =>
          m.positionId ? [{ id: m.positionId, fullName: m.positionName, isDefault: m.main }] : [],
        ),
      );
    },
  });

  app.put(`${BASE}/major`, {
    schema: { tags, body: majorBody, response: replies(z.null()) },
    handler: async (request) => {
      const userId = sessionOf(request).userId;
      const { majorId, majorType } = request.body;
      const held = await repo.memberships(userId);
      const key = majorType === 'Organize' ? 'organizeId' : 'positionId';
      const chosen = held.find((m) => m[key] === majorId);
      if (!chosen)
        throw fieldError('majorId', majorType === 'Organize' ? '不是您所在的组织' : '不是您的岗位');
      const main = held.find((m) => m.main)!;
      if (!chosen.main) await repo.makeMain(userId, chosen, main);
      return ok(null);
    },
  });
};
