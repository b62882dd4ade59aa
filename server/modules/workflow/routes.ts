/**
 * The workflow engine's shell (API-CONTRACT.md "Workflow"): the lists (FlowLaunch, FlowBefore/List), one flow's detail and comments, the actions, the candidates and
 * the flow definitions (FlowEngine). The engine itself is pure, in server/workflow/; the forms the flows run
 * for are modules/forms' (routes registered before these), read through AppContext.forms.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { actionRoutes } from './action-routes';
import { candidateRoutes } from './candidate-routes';
import { commentRoutes } from './comment-routes';
import { detailRoutes } from './detail-routes';
import { engineRoutes } from './engine-routes';
import { launchRoutes } from './launch-routes';

export const workflowRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  await app.register(launchRoutes, { ctx });
  await app.register(detailRoutes, { ctx });
  await app.register(commentRoutes, { ctx });
  await app.register(actionRoutes, { ctx });
  await app.register(candidateRoutes, { ctx });
  await app.register(engineRoutes, { ctx });
};
