/**
 * Every HR form of the catalogue at /api/workflow/Form/{FormKey}: GET one (its applicant, or whoever may see
 * its flow; the platform's clients get it in their encodings), POST a new one and PUT a saved one, both
 * idempotent (Idempotency-Key) with body status 0 submit (starts the form's flow) or 1 save; and
 * GET {FormKey}/Originals, the caller's forms this one may follow on.
 */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fromPlatform, toPlatform } from '../forms/platform-encodings';
import type { AppContext } from '../../context';
import { ok, replies } from '../../http/envelope';
import { sessionOf } from '../../http/guard';
import { isPlatformRead } from '../../http/platform-call';
import { idempotencyHeaders } from '../../idempotency/idempotent';
import { idempotentPushing, type PushCollector } from '../message/push';
import { findHrForm, hrFormOf } from './catalogue';
import { originalsFor } from './links';
import { formIdParam, formKeyParam, hrFormBody, hrFormData, hrOriginals, hrSavedData } from './schemas';
import { createHrForm, readHrForm, updateHrForm } from './service';
import { OURS } from '../../http/strict';
import { HR_FORM_PATH } from '../../../contract/hrForm';

const BASE = HR_FORM_PATH;
const tags = ['workflow'];

export const hrFormRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const caller = (userId: string, pushes: PushCollector) => ({
    userId,
    now: ctx.clock(),
    pushes,
    forms: ctx.forms,
  });

  app.get(`${BASE}/:formKey/Originals`, {
    config: OURS,
    schema: { tags, params: formKeyParam, response: replies(hrOriginals) },
    handler: async (request) =>
      ok(await originalsFor(ctx.db, sessionOf(request).userId, hrFormOf(request.params.formKey).entry)),
  });

  app.get(`${BASE}/:formKey/:id`, {
    schema: { tags, params: formIdParam, response: replies(hrFormData) },
    handler: async (request) => {
      const form = hrFormOf(request.params.formKey);
      const data = await readHrForm(ctx.db, sessionOf(request).userId, form, request.params.id);
      return ok(isPlatformRead(request) ? await toPlatform(ctx.db, form.def.fields, data) : data);
    },
  });

  // The platform's clients' encodings read into ours before the schema sees the body.
  const platformBody = async (request: FastifyRequest) => {
    const form = findHrForm(String((request.params as { formKey?: unknown }).formKey));
    if (form && request.body && typeof request.body === 'object')
      request.body = await fromPlatform(
        ctx.db,
        form.def.fields,
        request.body as Record<string, unknown>,
        ctx.clock(),
      );
  };

  app.post(`${BASE}/:formKey`, {
    preValidation: platformBody,
    schema: {
      tags,
      headers: idempotencyHeaders,
      params: formKeyParam,
      body: hrFormBody,
      response: replies(hrSavedData),
    },
    handler: (request, reply) => {
      const form = hrFormOf(request.params.formKey);
      return idempotentPushing(ctx, request, reply, async (tx, pushes) =>
        ok(await createHrForm(tx, caller(sessionOf(request).userId, pushes), form, request.body)),
      );
    },
  });

  app.put(`${BASE}/:formKey/:id`, {
    preValidation: platformBody,
    schema: {
      tags,
      headers: idempotencyHeaders,
      params: formIdParam,
      body: hrFormBody,
      response: replies(hrSavedData),
    },
    handler: (request, reply) => {
      const { formKey, id } = request.params;
      const form = hrFormOf(formKey);
      return idempotentPushing(ctx, request, reply, async (tx, pushes) =>
        ok(await updateHrForm(tx, caller(sessionOf(request).userId, pushes), form, id, request.body)),
      );
    },
  });
};
