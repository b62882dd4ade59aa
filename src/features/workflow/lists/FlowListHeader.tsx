/**
 * The line above a workflow list: how fresh the rows are (FreshnessLine: 数据更新于 HH:mm, 正在更新…, 离线,
 * 更新失败) or how many a search found, with the list's actions at its end (批量, 更多流程).
 */
import type { ReactNode } from 'react';
import type { FetchStatus } from '../../../data';
import { useT } from '../../../i18n';
import { FreshnessLine } from '../../../ui/FreshnessLine';
import type { FlowListView } from './useFlowListView';

/** Tall enough for its 44-px pills (批量, 更多流程): at 36 they spilled under the search bar (#30 item 19). */
export const HEADER_HEIGHT = 48;

export interface FlowListHeaderProps {
  view: FlowListView;
  status: FetchStatus;
  children?: ReactNode;
}

export function FlowListHeader({ view, status, children }: FlowListHeaderProps) {
  const t = useT();
  const found = view.total === null ? '' : t('wfList.found', { count: view.total });
  return (
    <div className="wf-header" style={{ height: HEADER_HEIGHT }}>
      {view.searching ? (
        <p className="freshness-line wf-asof" data-testid="wf-asof">
          {found}
        </p>
      ) : (
        <FreshnessLine className="wf-asof" testId="wf-asof" fetchedAt={view.fetchedAt} status={status} />
      )}
      {children && <span className="wf-header-actions">{children}</span>}
    </div>
  );
}
