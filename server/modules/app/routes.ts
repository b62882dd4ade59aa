/**
 * App-level calls, public (the login page and a launching app ask before anyone signs in):
 * `GET /api/app/Version`, and `GET /api/file/AppStartInfo/{appName}` for the platform's native clients.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  APP_VERSION,
  appStartInfo,
  appStartInfoParam,
  versionData,
  APP_VERSION_PATH,
  APP_START_INFO_PATH,
} from '../../../contract';
import { ok, replies } from '../../http/envelope';

export const appRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(APP_VERSION_PATH, {
    schema: { tags: ['app'], response: replies(versionData) },
    handler: async () => ok({ ...APP_VERSION, downloadUrl: '', updateLog: '' }),
  });
  app.get(`${APP_START_INFO_PATH}/:appName`, {
    schema: { tags: ['app'], params: appStartInfoParam, response: replies(appStartInfo) },
    handler: async () => ok({ AppVersion: '', AppUpdateContent: '' }),
  });
};
