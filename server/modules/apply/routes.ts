/**
 * The apply area (spec §2 `/pages/apply/*`): for now the field punch-card (punch-routes.ts); the other
 * apply pages join here.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { punchRoutes } from './punch-routes';

export const applyRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  await app.register(punchRoutes, { ctx });
};
