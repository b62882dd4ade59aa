/** App-level calls: `GET /api/app/Version` (public, so the login page can show it). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { APP_VERSION, versionData } from '../../../contract';
import { ok, replies } from '../../http/envelope';

export const appRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/app/Version', {
    schema: { tags: ['app'], response: replies(versionData) },
    handler: async () => ok({ ...APP_VERSION, downloadUrl: '', updateLog: '' }),
  });
};
