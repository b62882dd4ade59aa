/**
 * App-level calls, public (the login page and a launching app ask before anyone signs in):
 * `GET /api/app/Version`, and `GET /api/file/AppStartInfo/{appName}` for the platform's native clients.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { APP_VERSION, appStartInfo, appStartInfoParam, versionData } from '../../../contract';
import { ok, replies } from '../../http/envelope';

export const appRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/app/Version', {
    schema: { tags: ['app'], response: replies(versionData) },
    handler: async () => ok({ ...APP_VERSION, downloadUrl: '', updateLog: '' }),
  });
  app.get('/api/file/AppStartInfo/:appName', {
    schema: { tags: ['app'], params: appStartInfoParam, response: replies(appStartInfo) },
    handler: async () => ok({ AppVersion: '', AppUpdateContent: '' }),
  });
};
