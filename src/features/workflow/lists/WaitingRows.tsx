/**
 * The head of 我发起的 (#30 item 2): each application still on this phone — 待发送 while it waits for the
 * network, 提交失败 with the server's words once refused — named and told apart as the sync centre does
 * (kindName, rowSummary). Tapping a refused one opens its fix page (the draft, as 修改 does); a waiting one
 * opens its draft as submitted; one
 * delivered since the list was fetched shows 已送达 until the list, asked again, holds it. Each row is as high as a list row (WAITING_ROW_HEIGHT, flowLists.css), so the virtual list below keeps its place.
 */
import { useT } from '../../../i18n';
import { dictionaryIdsOf, rowSummary } from '../../../forms/rowSummary';
import { useDictionaryNames } from '../../../forms/useDictionaryNames';
import { addHrWords } from '../../../forms/formWords';
import { formRefusalText } from '../../../forms/refusalWords';
import { formDefOf, kindName } from '../../syncCentre/kindName';
import { useOpenFix } from '../../syncCentre/useOpenFix';
import type { WaitingApplication } from './waitingModel';

/** A waiting row's height: a list row's (ROW_HEIGHT), as `.wf-waiting` sets it. */
export const WAITING_ROW_HEIGHT = 88;

// A row's summary names the form's fields and choices in the catalogue forms' words.
addHrWords();

const TONE: Record<WaitingApplication['state'], string> = {
  queued: 'wf-tone-pending',
  failed: 'wf-tone-error',
  delivered: 'wf-tone-success',
};

function WaitingRow({ item, names }: { item: WaitingApplication; names: ReadonlyMap<string, string> }) {
  const t = useT();
  const openFix = useOpenFix();
  const { row, state } = item;
  const facts = {
    def: formDefOf(row),
    values: row.formValues,
    names,
    at: { key: 'queued' as const, ms: row.createdAt },
  };
  const { detail, time } = rowSummary(t, facts);
  return (
    <div className={`wf-item wf-waiting is-${state}`} data-testid="wf-waiting">
      <button
        type="button"
        className="wf-item-main"
        onClick={state === 'delivered' ? undefined : () => void openFix(row)}
      >
        <span className="wf-item-line wf-item-head">
          <span className="wf-item-title">{kindName(t, row)}</span>
          <span className={`wf-tag ${TONE[state]}`} data-testid="wf-waiting-state">
            {t(`wfList.waiting.${state}`)}
          </span>
        </span>
        <span className="wf-item-line wf-item-sub">
          <span className="wf-item-ellipsis">{detail}</span>
          <time dateTime={new Date(row.createdAt).toISOString()}>{time}</time>
        </span>
        {state === 'failed' && row.lastError ? (
          <span className="wf-item-line wf-waiting-error">
            <span className="wf-item-ellipsis">{formRefusalText(t, row.lastError, facts.def)}</span>
          </span>
        ) : null}
      </button>
    </div>
  );
}

export function WaitingRows({ items }: { items: readonly WaitingApplication[] }) {
  const names = useDictionaryNames(
    items.flatMap(({ row }) => dictionaryIdsOf(formDefOf(row), row.formValues)),
  );
  if (items.length === 0) return null;
  return (
    <div className="wf-waiting-list" data-testid="wf-waiting-list">
      {items.map((item) => (
        <WaitingRow key={item.row.id} item={item} names={names} />
      ))}
    </div>
  );
}
