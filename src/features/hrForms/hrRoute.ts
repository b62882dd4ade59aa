/**
 * Which HR form a route opens: `/pages/subDev/{group}/{name}[/index]` and
 * `/pages/workFlow/workFlowForm/{name}/index` name it by its catalogue key (spec §2; contract/appPaths.ts). Pure.
 */
import { formNameOfPath } from '../../../contract/appPaths';
import { hrFormByKey, type HrFormEntry } from '../../../contract/hrForm/catalogue';

export function hrFormOfPath(pathname: string): HrFormEntry | undefined {
  const name = formNameOfPath(pathname);
  return name === undefined ? undefined : hrFormByKey(name);
}
