/**
 * The workflow area (API-CONTRACT.md "Workflow"): for now the system (HR) forms of /api/workflow/Form,
 * starting with LeaveApply, and my initiated list (FlowLaunch); the engine's other routes join here in the
 * workflow issue.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { launchRoutes } from './launch-routes';
import { leaveRoutes } from './leave-routes';

export const workflowRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  await app.register(leaveRoutes, { ctx });
  await app.register(launchRoutes, { ctx });
};
