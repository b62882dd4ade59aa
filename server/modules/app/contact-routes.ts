/**
 * 联系我们 (`GET /api/app/ContactUs`, issue #17, our extension): the hospital's HR contacts as configured
 * (HR_CONTACTS), for signed-in staff.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CONTACTS_PATH, hrContactsData } from '../../../contract';
import type { AppContext } from '../../context';
import { ok, replies } from '../../http/envelope';
import { OURS } from '../../http/strict';

export const contactRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(CONTACTS_PATH, {
    config: OURS,
    schema: { tags: ['app'], response: replies(hrContactsData) },
    handler: async () => ok({ list: ctx.config.hrContacts }),
  });
};
