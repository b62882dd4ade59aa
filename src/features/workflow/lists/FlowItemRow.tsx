/**
 * One row of a workflow list: urgency mark, title, status tag (待同步 beside it while a decision waits in
 * the outbox, the row greyed), flow and applicant, when it was created, and the node it waits at (in 我发起的
 * also how far it has got). In 我发起的 — the applicant is always oneself and the title already names the
 * form — the second line is the bill number (else the flow) and when it was started (rowSummary: what tells
 * two flows of one form apart). In 批量 mode a checkbox chooses it, and tapping the row does the same.
 */
import { FLOW_STATUS, type FlowListItem } from '../../../../contract';
import { storedLang, useT } from '../../../i18n';
import { relativeTime } from '../../../../core/lib/relativeTime';
import { rowSummary } from '../../../forms/rowSummary';
import { CheckControl } from '../../../ui/picker/CheckControl';
import { statusTag, urgencyMark, type FlowListKind, type Tag } from './flowListModel';

export const ROW_HEIGHT = 88;

export interface RowChoice {
  checked: boolean;
  disabled: boolean;
  onToggle: () => void;
}

export interface FlowItemRowProps {
  item: FlowListItem;
  kind: FlowListKind;
  now: number;
  pending: boolean;
  /** Present in 批量 mode. */
  choice?: RowChoice;
  onOpen: (item: FlowListItem) => void;
}

function TagText({ tag, testId }: { tag: Tag; testId?: string }) {
  const t = useT();
  return (
    <span className={`wf-tag wf-tone-${tag.tone}`} data-testid={testId}>
      {t(tag.key)}
    </span>
  );
}

/** What my own list says of an application that came back to me. */
const BACK_WORDS: Readonly<Record<number, string>> = {
  [FLOW_STATUS.rejected]: 'wfList.sentBack',
  [FLOW_STATUS.withdrawn]: 'wfList.withdrawn',
};

function StepLine({ item, kind, pending }: Pick<FlowItemRowProps, 'item' | 'kind' | 'pending'>) {
  const t = useT();
  const mine = kind === 'launch';
  // My own application that came back says what she can do, not 流程已结束 · 完成 0% (#30 item 7).
  const back = mine ? BACK_WORDS[item.status] : undefined;
  const step = item.thisStep ? t('wfList.step', { step: item.thisStep }) : t('wfList.ended');
  return (
    <span className="wf-item-line wf-item-step">
      <span className="wf-item-ellipsis">
        {back ? t(back) : step}
        {mine && !back && ` · ${t('wfList.completion', { percent: item.completion })}`}
      </span>
      {pending && (
        <span className="wf-tag wf-tone-pending" data-testid="wf-pending">
          {t('wfList.pending')}
        </span>
      )}
    </span>
  );
}

/** Flow and applicant, and how long ago it reached the list; in 我发起的 the bill number and the start time. */
function SubLine({ item, kind, now }: Pick<FlowItemRowProps, 'item' | 'kind' | 'now'>) {
  const t = useT();
  const mine = kind === 'launch';
  const summary = mine
    ? rowSummary(t, { billNo: item.billNo, at: { key: 'started', ms: item.startTime } })
    : null;
  const at = mine ? item.startTime : item.creatorTime;
  return (
    <span className="wf-item-line wf-item-sub">
      <span className="wf-item-ellipsis">
        {summary
          ? summary.detail || item.flowName
          : [item.flowName, item.userName].filter(Boolean).join(' · ')}
      </span>
      <time dateTime={new Date(at).toISOString()}>
        {summary ? summary.time : relativeTime(at, now, storedLang())}
      </time>
    </span>
  );
}

export function FlowItemRow({ item, kind, now, pending, choice, onOpen }: FlowItemRowProps) {
  const t = useT();
  const urgency = urgencyMark(item.flowUrgent);
  const classes = ['wf-item', pending ? 'is-pending' : '', choice?.disabled ? 'is-disabled' : ''];
  return (
    <div className={classes.join(' ')} data-testid="wf-item">
      {choice && (
        <CheckControl
          type="checkbox"
          label={t('wfList.batch.choose', { title: item.fullName })}
          checked={choice.checked}
          disabled={choice.disabled}
          onChange={choice.onToggle}
        />
      )}
      <button
        type="button"
        className="wf-item-main"
        disabled={choice?.disabled}
        aria-pressed={choice ? choice.checked : undefined}
        onClick={choice ? choice.onToggle : () => onOpen(item)}
      >
        <span className="wf-item-line wf-item-head">
          {urgency && <TagText tag={urgency} testId="wf-urgency" />}
          <span className="wf-item-title">{item.fullName}</span>
          <TagText tag={statusTag(item, kind)} testId="wf-status" />
        </span>
        <SubLine item={item} kind={kind} now={now} />
        <StepLine item={item} kind={kind} pending={pending} />
      </button>
    </div>
  );
}
