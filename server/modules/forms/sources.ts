/**
 * The registry of every flow's form, built once and given to buildApp (AppContext.forms): every form of
 * the catalogue, leave among them (issue #6). A flow without a source shows an empty form.
 */
import { HR_FORMS } from '../../../contract/hrForm';
import { hrFormSource } from '../hrform/source';
import type { FormSource, FormSources } from './form-source';

export function formSources(): FormSources {
  const sources: ReadonlyMap<string, FormSource> = new Map(
    HR_FORMS.map((entry): [string, FormSource] => [entry.key, hrFormSource]),
  );
  return (flowKey) => sources.get(flowKey);
}
