/**
 * The door every request passes before any route sees it: JSON bodies are parsed here (size bounded, any
 * `application/json` charset; an empty one is no body, as the platform's clients send a call without data,
 * and a route that needs a body then names it); a query parameter sent empty is one not sent; and a body,
 * path or query parameter carrying what input-problem.ts forbids is refused with HTTP 400 naming the
 * field, so no route can pass it on to the database; and a path with a dot segment (`..`, `%2e%2e`) is
 * refused before any route or file is looked up, so what a path names is what its prefix says (an /api path
 * is never a page served without the page's CSP).
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CODE, CODE_MESSAGE } from '../../contract';
import { failure, fieldError } from './envelope';
import { inputProblem } from './input-problem';

/** Fastify's default body limit, kept explicit: no form or action comes near it. */
export const MAX_JSON_BYTES = 1024 * 1024;

function checked(value: unknown, part: string): void {
  const problem = inputProblem(value);
  if (problem) throw fieldError(problem.path || part, problem.reason);
}

/** Parsing only (JSON.parse does not recurse); what the value holds is checked with the other parts. */
function parseJson(text: string): unknown {
  if (text.trim() === '') return undefined;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw fieldError('body', '不是有效的 JSON');
  }
  return value;
}

/**
 * A query parameter sent empty is one not sent: the platform's clients send every key of a call, empty
 * (`taskNodeId=`) or, from older builds, as the text `undefined`.
 */
function withoutEmptyQuery(request: FastifyRequest): void {
  const query = request.query;
  if (!query || typeof query !== 'object') return;
  for (const [key, value] of Object.entries(query as Record<string, unknown>))
    if (value === '' || value === 'undefined') delete (query as Record<string, unknown>)[key];
}

async function checkRequest(request: FastifyRequest): Promise<void> {
  withoutEmptyQuery(request);
  checked(request.params, 'params');
  checked(request.query, 'query');
  checked(request.body, 'body');
}

/** What is wrong with a URL the router could not take (Fastify's `frameworkErrors`). */
const URL_PROBLEM: Readonly<Record<string, string>> = {
  FST_ERR_BAD_URL: 'url: 地址含有无效的编码',
  FST_ERR_MAX_PARAM_LENGTH: 'url: 路径参数过长',
};

/** Fastify's `frameworkErrors` option: errors raised before any hook, answered as envelopes too. */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const problem = URL_PROBLEM[error.code];
  if (problem) reply.code(400).send(failure(CODE.BAD_REQUEST, problem));
  else reply.code(500).send(failure(CODE.SERVER_ERROR, CODE_MESSAGE[CODE.SERVER_ERROR]!));
}

const DOT_SEGMENT = /^(?:\.|%2e){1,2}$/i;

/** Whether the path (before `?`) has a `.` or `..` segment, plain or percent-encoded; browsers send none. */
export function hasDotSegment(url: string): boolean {
  const path = url.split('?', 1)[0] ?? '';
  return path.split('/').some((segment) => DOT_SEGMENT.test(segment));
}

async function refuseDotSegments(request: FastifyRequest, reply: FastifyReply) {
  if (hasDotSegment(request.url))
    return reply.code(400).send(failure(CODE.BAD_REQUEST, 'url: 地址不能含有 . 或 .. 路径段'));
}

export function installInputDoor(app: FastifyInstance): void {
  app.addHook('onRequest', refuseDotSegments);
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: MAX_JSON_BYTES },
    (_request, text, done) => {
      try {
        done(null, parseJson(text as string));
      } catch (err) {
        done(err as Error, undefined);
      }
    },
  );
  app.addHook('preValidation', checkRequest);
}
