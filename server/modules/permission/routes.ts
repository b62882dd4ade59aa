/**
 * The permission area (spec §7 "Users and organisation" and the current user's reads): people, trees and
 * the caller's own place, each in its own file; every route requires a live session.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { appUserRoutes } from './app-user-routes';
import { currentRoutes } from './current-routes';
import { majorRoutes } from './major-routes';
import { passwordRoutes } from './password-routes';
import { personalRoutes } from './personal-routes';
import { sessionRoutes } from './session-routes';
import { organizeRoutes } from './organize-routes';
import { userRoutes } from './user-routes';

export const permissionRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  await app.register(userRoutes, { ctx });
  await app.register(organizeRoutes, { ctx });
  await app.register(currentRoutes, { ctx });
  await app.register(majorRoutes, { ctx });
  await app.register(personalRoutes, { ctx });
  await app.register(sessionRoutes, { ctx });
  await app.register(passwordRoutes, { ctx });
  await app.register(appUserRoutes, { ctx });
};
