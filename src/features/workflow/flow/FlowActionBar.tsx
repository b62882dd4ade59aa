/**
 * The action bar at the foot of a flow: exactly the actions the server granted (actionBarModel.ts). 同意,
 * 驳回 and 转办 open the decision screen; 撤回, 撤销, 终止 and 催办 are confirmed here and queued. The decision
 * screen's code is fetched as soon as the bar shows it, so a signal lost right after opening the flow
 * cannot leave 同意 with nothing to open.
 */
import { useEffect } from 'react';
import { Button } from 'framework7-react';
import type { FlowDetailRow } from '../../../data';
import { useT } from '../../../i18n';
import { actionButtonsOf } from './actionBarModel';
import { useOpenOverDetail } from './flowNav';
import { operateHref, type FlowCategory } from './paths';
import { useConfirmedAction, type Actor } from './useConfirmedAction';

export interface FlowActionBarProps {
  actor: Actor;
  row: FlowDetailRow;
  category: FlowCategory | null;
  onDone: () => void;
}

export function FlowActionBar({ actor, row, category, onDone }: FlowActionBarProps) {
  const t = useT();
  const open = useOpenOverDetail();
  const confirm = useConfirmedAction(actor, row.data.actions, onDone);
  const buttons = actionButtonsOf(row.data.actions, row);
  const decides = buttons.some((b) => b.way === 'operate');
  useEffect(() => {
    if (decides) import('./OperatePage').catch(() => undefined);
  }, [decides]);
  if (buttons.length === 0) return null;
  return (
    <div className="form-actions flow-actions" role="toolbar" aria-label={t('route.workFlow.operate')}>
      {buttons.map((b) => (
        <Button
          key={b.action}
          type="button"
          fill={b.primary}
          outline={!b.primary}
          color={b.danger ? 'red' : undefined}
          onClick={() =>
            b.way === 'operate' ? open(operateHref(actor.taskId, b.action, category)) : confirm(b.action)
          }
        >
          {t(`wfFlow.action.${b.action}`)}
        </Button>
      ))}
    </div>
  );
}
