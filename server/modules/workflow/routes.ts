/**
 * The workflow area (API-CONTRACT.md "Workflow"): the system (HR) forms of /api/workflow/Form (LeaveApply
 * here, every other HR form in modules/hrform — registered after leave, whose static paths win anyway),
 * the lists (FlowLaunch, FlowBefore/List), one flow's detail and comments, the actions, the candidates and
 * the flow definitions (FlowEngine). The engine itself is pure, in server/workflow/.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { actionRoutes } from './action-routes';
import { candidateRoutes } from './candidate-routes';
import { detailRoutes } from './detail-routes';
import { engineRoutes } from './engine-routes';
import { launchRoutes } from './launch-routes';
import { leaveRoutes } from './leave-routes';
import { hrFormRoutes } from '../hrform/routes';

export const workflowRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  await app.register(leaveRoutes, { ctx });
  await app.register(hrFormRoutes, { ctx });
  await app.register(launchRoutes, { ctx });
  await app.register(detailRoutes, { ctx });
  await app.register(actionRoutes, { ctx });
  await app.register(candidateRoutes, { ctx });
  await app.register(engineRoutes, { ctx });
};
