/**
 * The four lists as tabs (待办, 已办, 抄送, 我发起的), each with its count (the server's total when the list
 * was last fetched). The tab's accessible name is its label alone; the count describes it.
 */
import { useT } from '../../../i18n';
import { FLOW_LIST_KINDS, type FlowListKind } from './flowListModel';

export interface ListTabsProps {
  active: FlowListKind;
  counts: Partial<Record<FlowListKind, number>>;
  onChange: (kind: FlowListKind) => void;
}

export function ListTabs({ active, counts, onChange }: ListTabsProps) {
  const t = useT();
  return (
    <div className="wf-tabs" role="tablist" aria-label={t('wfList.tablist')}>
      {FLOW_LIST_KINDS.map((kind) => {
        const count = counts[kind];
        return (
          <button
            key={kind}
            type="button"
            role="tab"
            id={`wf-tab-${kind}`}
            aria-selected={kind === active}
            aria-label={t(`wfList.tabs.${kind}`)}
            aria-describedby={count === undefined ? undefined : `wf-count-${kind}`}
            className={kind === active ? 'wf-tab is-active' : 'wf-tab'}
            onClick={() => onChange(kind)}
          >
            <span className="wf-tab-label">{t(`wfList.tabs.${kind}`)}</span>
            {count !== undefined && (
              <span
                id={`wf-count-${kind}`}
                className="wf-tab-count"
                data-testid={`wf-count-${kind}`}
                aria-label={t('wfList.count', { count })}
              >
                {count}
              </span>
            )}
          </button>
        );
      })}
    </div>
  );
}
