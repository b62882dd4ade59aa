/**
 * From an action and what the person entered to the request the outbox sends (API-CONTRACT.md Workflow):
 * its kind, method, URL and the contract's body, checked by the contract before it is queued. Pure.
 */
import { z } from 'zod/mini';
import type { $ZodType } from 'zod/v4/core';
import {
  FLOW_ACTION_PATHS,
  auditBody,
  opinionBody,
  pressBody,
  rejectBody,
  transferBody,
  type OpinionBody,
  type TransferBody,
} from '../../../../contract';
import { FLOW_ACTION_KIND, type FlowActionKind } from './flowKinds';

export type FlowActionInput =
  | { action: 'audit'; operatorId: string; body: z.input<typeof auditBody> }
  | { action: 'reject'; operatorId: string; body: z.input<typeof rejectBody> }
  | { action: 'transfer'; operatorId: string; body: TransferBody }
  | { action: 'recall'; operatorId: string; body: OpinionBody }
  | { action: 'withdraw' | 'cancel'; body: OpinionBody }
  | { action: 'press' };

export interface FlowRequest {
  kind: FlowActionKind;
  method: 'POST' | 'PUT';
  url: string;
  body: unknown;
}

/** The contract refuses the body; `field` is the body field it names, `message` its words. */
export class FlowActionInvalid extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
    this.name = 'FlowActionInvalid';
  }
}

function checked<S extends $ZodType>(schema: S, body: unknown): z.output<S> {
  const parsed = z.safeParse(schema, body);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  throw new FlowActionInvalid(String(issue?.path[0] ?? 'body'), issue?.message ?? 'invalid');
}

const id = encodeURIComponent;

export function flowRequestOf(taskId: string, input: FlowActionInput): FlowRequest {
  const kind = FLOW_ACTION_KIND[input.action];
  const post = (url: string, body: unknown): FlowRequest => ({ kind, method: 'POST', url, body });
  switch (input.action) {
    case 'audit':
      return post(FLOW_ACTION_PATHS.audit(id(input.operatorId)), checked(auditBody, input.body));
    case 'reject':
      return post(FLOW_ACTION_PATHS.reject(id(input.operatorId)), checked(rejectBody, input.body));
    case 'transfer':
      return post(FLOW_ACTION_PATHS.transfer(id(input.operatorId)), checked(transferBody, input.body));
    case 'recall':
      return post(FLOW_ACTION_PATHS.recall(id(input.operatorId)), checked(opinionBody, input.body));
    case 'cancel':
      return post(FLOW_ACTION_PATHS.cancel(id(taskId)), checked(opinionBody, input.body));
    case 'withdraw':
      return {
        ...post(FLOW_ACTION_PATHS.withdraw(id(taskId)), checked(opinionBody, input.body)),
        method: 'PUT',
      };
    case 'press':
      return post(FLOW_ACTION_PATHS.press(id(taskId)), checked(pressBody, {}));
  }
}
