/**
 * The system (HR) forms of /api/workflow/Form (API-CONTRACT.md): LeaveApply (its own module until it folds
 * into the catalogue) and every other HR form (modules/hrform) — leave first, whose static paths win
 * anyway. Their flows run in the workflow shell, which reads them through AppContext.forms.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { hrFormRoutes } from '../hrform/routes';
import { leaveRoutes } from './leave-routes';

export const formRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  await app.register(leaveRoutes, { ctx });
  await app.register(hrFormRoutes, { ctx });
};
