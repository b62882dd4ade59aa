/**
 * What the lists show for each flow until the workflow engine (issue #5) brings flow templates: its name
 * and the name of its first node. The flow key is also its enCode.
 */
import { FIRST_NODE } from './flow-start';

interface FlowName {
  name: string;
  steps: Readonly<Record<string, string>>;
}

export const FLOW_NAMES: Readonly<Record<string, FlowName>> = {
  leaveApply: { name: '请假申请', steps: { [FIRST_NODE]: '直属上级审批' } },
};

export const flowNameOf = (flowKey: string): string => FLOW_NAMES[flowKey]?.name ?? flowKey;
export const stepNameOf = (flowKey: string, node: string): string => FLOW_NAMES[flowKey]?.steps[node] ?? node;
