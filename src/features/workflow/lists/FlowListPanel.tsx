/**
 * One workflow list with its header (freshness, 批量 for the to-do list, the screen's own actions), its
 * rows and foot, and the 批量 bar; 我发起的 begins with the applications still on the phone (WaitingRows). Tapping a row opens the flow (flowBefore) with the list it came from.
 */
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import type { FlowListItem } from '../../../../contract';
import type { UserDb } from '../../../data';
import { useT } from '../../../i18n';
import { BatchBar } from './BatchBar';
import { FlowListBody } from './FlowListBody';
import { FlowListHeader, HEADER_HEIGHT } from './FlowListHeader';
import { flowBeforeUrl } from './flowListModel';
import { useBatch } from './useBatch';
import type { ListScreen } from './useListScreen';
import { useNow } from './useNow';
import { WAITING_ROW_HEIGHT, WaitingRows } from './WaitingRows';

export interface FlowListPanelProps {
  db: UserDb | null;
  screen: ListScreen;
  getScrollElement: () => HTMLElement | null;
  /** Height of what the scroller shows above the header (a search field). */
  top: number;
  actions?: ReactNode;
}

export function FlowListPanel({ db, screen, getScrollElement, top, actions }: FlowListPanelProps) {
  const t = useT();
  const navigate = useNavigate();
  const now = useNow();
  const { view, pending } = screen;
  // 我发起的 (not a search) begins with the applications still on the phone.
  const waiting = view.kind === 'launch' && !view.searching ? screen.waiting : [];
  const batch = useBatch(db, view.items, pending);
  const batchable = view.kind === 'todo' && view.phase === 'ready' && view.items.length > 0;
  const open = (item: FlowListItem) => navigate(flowBeforeUrl(item, view.kind));
  return (
    <>
      <FlowListHeader view={view} status={screen.status}>
        {batchable && (
          <button type="button" className="pill-button" aria-pressed={batch.on} onClick={batch.toggle}>
            {t(batch.on ? 'wfList.batch.exit' : 'wfList.batch.enter')}
          </button>
        )}
        {actions}
      </FlowListHeader>
      <WaitingRows items={waiting} />
      <FlowListBody
        view={view}
        quietEmpty={waiting.length > 0}
        now={now}
        pending={pending}
        choiceOf={batch.choiceOf}
        onOpen={open}
        getScrollElement={getScrollElement}
        offset={top + HEADER_HEIGHT + waiting.length * WAITING_ROW_HEIGHT}
      />
      {batch.on && <BatchBar batch={batch} />}
    </>
  );
}
