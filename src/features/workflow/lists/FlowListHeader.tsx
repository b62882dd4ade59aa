/**
 * The line above a workflow list: how fresh the rows are ("数据更新于 HH:mm", and 正在更新… while a refresh
 * runs) or how many a search found, with the list's actions at its end (批量, 更多流程).
 */
import type { ReactNode } from 'react';
import { useT } from '../../../i18n';
import { asOfTime } from '../../../lib/asOf';
import type { FlowListView } from './useFlowListView';

export const HEADER_HEIGHT = 36;

const asOfNow = (fetchedAt: number) => asOfTime(fetchedAt, Date.now());

export interface FlowListHeaderProps {
  view: FlowListView;
  updating: boolean;
  children?: ReactNode;
}

export function FlowListHeader({ view, updating, children }: FlowListHeaderProps) {
  const t = useT();
  const parts = view.searching
    ? [view.total === null ? '' : t('wfList.found', { count: view.total })]
    : [
        view.fetchedAt === null ? '' : t('wfList.asOf', { time: asOfNow(view.fetchedAt) }),
        updating ? t('wfList.updating') : '',
      ];
  return (
    <div className="wf-header" style={{ height: HEADER_HEIGHT }}>
      <span className="wf-asof" data-testid="wf-asof">
        {parts.filter(Boolean).join(' · ')}
      </span>
      {children && <span className="wf-header-actions">{children}</span>}
    </div>
  );
}
