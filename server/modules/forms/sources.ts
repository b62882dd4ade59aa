/**
 * The registry of every flow's form, built once and given to buildApp (AppContext.forms): every form of
 * the catalogue, leave among them (issue #6), and 注销账号's request (issue #17). A flow without a source
 * shows an empty form.
 */
import { CANCELLATION_FLOW } from '../../../contract';
import { HR_FORMS } from '../../../contract/hrForm';
import { cancellationSource } from '../cancellation/source';
import { hrFormSource } from '../hrform/source';
import type { FormSource, FormSources } from './form-source';

export function formSources(): FormSources {
  const sources: ReadonlyMap<string, FormSource> = new Map([
    ...HR_FORMS.map((entry): [string, FormSource] => [entry.key, hrFormSource]),
    [CANCELLATION_FLOW, cancellationSource],
  ]);
  return (flowKey) => sources.get(flowKey);
}
