/**
 * The system (HR) forms of /api/workflow/Form (API-CONTRACT.md): every form of the catalogue, leave among
 * them (modules/hrform). Their flows run in the workflow shell, which reads them through AppContext.forms.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { hrFormRoutes } from '../hrform/routes';

export const formRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  await app.register(hrFormRoutes, { ctx });
};
