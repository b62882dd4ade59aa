/**
 * Which HR form a route opens: `/pages/subDev/{group}/{name}[/index]` and
 * `/pages/workFlow/workFlowForm/{name}/index` name it by its catalogue key (spec §2). Pure.
 */
import { hrFormByKey, type HrFormEntry } from '../../../contract/hrForm/catalogue';

const ROUTES = [
  /^\/pages\/subDev\/[^/]+\/([^/]+)(?:\/index)?\/?$/,
  /^\/pages\/workFlow\/workFlowForm\/([^/]+)\/index\/?$/,
];

export function hrFormOfPath(pathname: string): HrFormEntry | undefined {
  for (const route of ROUTES) {
    const key = route.exec(pathname)?.[1];
    if (key) return hrFormByKey(key);
  }
  return undefined;
}
