/**
 * What each screen cannot open without (spec §2 routes carry their subject in the query): the required
 * query parameters, with the values they may take where the set is closed. A screen opened without them
 * says so and offers the way back (MissingParams), instead of loading forever or showing a validator's
 * words. Pure.
 */
import { DECISION_ACTIONS } from '../features/workflow/flow/paths';
import type { Screen } from './routeTable';

type ParamRule = { name: string; oneOf?: readonly string[] };

const REQUIRED: Partial<Record<Screen, readonly ParamRule[]>> = {
  'flow-before': [{ name: 'id' }],
  'flow-operate': [{ name: 'id' }, { name: 'action', oneOf: DECISION_ACTIONS }],
  'flow-candidates': [{ name: 'taskId' }, { name: 'nodeId' }],
  'flow-comment': [{ name: 'taskId' }],
  'scan-form': [{ name: 'id' }],
  'payslip-form': [{ name: 'id' }],
  colleague: [{ name: 'id' }],
  chat: [{ name: 'id' }],
  'message-detail': [{ name: 'id' }],
  scanResult: [{ name: 'result' }],
};

/** The required parameters `query` lacks (or holds with a value the screen does not know), by name. */
export function missingParams(screen: Screen, query: URLSearchParams): string[] {
  return (REQUIRED[screen] ?? [])
    .filter(({ name, oneOf }) => {
      const value = query.get(name)?.trim();
      return !value || (oneOf !== undefined && !oneOf.includes(value));
    })
    .map((rule) => rule.name);
}
