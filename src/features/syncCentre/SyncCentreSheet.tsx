/**
 * 同步中心 (Me → 同步中心, ARCHITECTURE §4): failures first (centreEntries), chat messages and 消息全部已读
 * summarised in one row each (SyncGroupRow), and every other queued, sending, failed and recently delivered write with
 * what tells it apart (rowSummary), its state and since when (提交于 / 送达于), and its error; 立即同步,
 * 重发 and 修改 for a failed row (修改 opens the form's draft with the rejected data) and 放弃 (with
 * confirmation) for one not yet delivered. A sheet over Me, like 我的草稿: the spec has no route for it.
 */
import { f7 } from 'framework7-react';
import { draftIdOf } from '../../../core/store/outboxKinds';
import { formDefOf, kindName } from './kindName';
import { dictionaryIdsOf, rowSummary, type RowFacts } from '../../forms/rowSummary';
import { useDictionaryNames } from '../../forms/useDictionaryNames';
import { addHrWords } from '../../forms/formWords';
import type { OutboxItem } from '../../../core/store/outboxView';
import { useOpenFix } from './useOpenFix';
import { centreEntries } from './centreEntries';
import { SyncGroupRow } from './SyncGroupRow';
import { formRefusalText } from '../../forms/refusalWords';
import { useT } from '../../i18n';
import { discard, flushNow, networkOnline, resend, useOutbox } from '../../sync';
import { toast } from '../../ui/toast';
import { PickerNote, PickerSheet } from '../../ui/picker/PickerSheet';
import './syncCentre.css';

// A form row's summary names its fields and choices in the catalogue forms' words.
addHrWords();

interface RowProps {
  row: OutboxItem;
  names: ReadonlyMap<string, string>;
  onEdit: (row: OutboxItem) => Promise<boolean>;
}

/** A row's state time: when it was delivered, else when it was queued. */
const stateTime = (row: OutboxItem): RowFacts['at'] =>
  row.state === 'done' && row.doneAt
    ? { key: 'delivered', ms: row.doneAt }
    : { key: 'queued', ms: row.createdAt };

/**
 * The row's words: what it is, which one (a form's kind, dates, days, bill number), where it stands and
 * since when, why it failed.
 */
function SyncRowText({ row, kind, names }: { row: OutboxItem; kind: string; names: RowProps['names'] }) {
  const t = useT();
  const facts = { def: formDefOf(row), values: row.formValues, names, at: stateTime(row) };
  const { detail, time } = rowSummary(t, facts);
  return (
    <div className="sync-text">
      <span className="sync-kind">{kind}</span>
      {detail && <span className="row-detail">{detail}</span>}
      <span className="sync-meta">
        {t(`sync.state.${row.state}`)} · {time}
        {row.attempts > 0 && row.state !== 'done' && ` · ${t('sync.attempts', { count: row.attempts })}`}
      </span>
      {row.lastError && row.state === 'failed' && (
        <span className="sync-error">{formRefusalText(t, row.lastError, facts.def)}</span>
      )}
    </div>
  );
}

function SyncRow({ row, names, onEdit }: RowProps) {
  const t = useT();
  const kind = kindName(t, row);
  const confirmDiscard = () =>
    f7.dialog.confirm(t('sync.discardConfirm', { kind }), t('sync.title'), () => void discard(row.id));
  return (
    <li className={`sync-row sync-${row.state}`} data-testid="sync-row">
      <SyncRowText row={row} kind={kind} names={names} />
      {row.state === 'failed' && (
        <button type="button" className="pill-button sync-action" onClick={() => void resend(row.id)}>
          {t('sync.resend')}
        </button>
      )}
      {row.state === 'failed' && draftIdOf(row) && (
        <button type="button" className="pill-button sync-action" onClick={() => void onEdit(row)}>
          {t('sync.edit')}
        </button>
      )}
      {(row.state === 'failed' || row.state === 'queued') && (
        <button type="button" className="pill-button sync-action sync-discard" onClick={confirmDiscard}>
          {t('sync.discard')}
        </button>
      )}
    </li>
  );
}

export function SyncCentreSheet({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const t = useT();
  const { rows } = useOutbox();
  // 修改: the draft the refused row was submitted from, opened in its form.
  const edit = useOpenFix(onClose);
  const names = useDictionaryNames(rows.flatMap((row) => dictionaryIdsOf(formDefOf(row), row.formValues)));
  const syncNow = () =>
    void flushNow().then((report) => {
      // Offline the worker sends nothing (no attempt is made that cannot leave the phone): say so.
      if (!report.ran || !networkOnline.value) toast(t('sync.notNow'));
    });
  return (
    <PickerSheet opened={opened} onClose={onClose} label={t('sync.title')} testId="sync-centre">
      <div className="picker-body">
        <div className="picker-header">
          <button type="button" className="text-button picker-header-button" onClick={syncNow}>
            {t('sync.now')}
          </button>
          <div className="picker-header-title">{t('sync.title')}</div>
          <button type="button" className="text-button picker-header-button" onClick={onClose}>
            {t('drafts.close')}
          </button>
        </div>
        <div className="picker-scroll">
          {rows.length === 0 ? (
            <PickerNote text={t('sync.empty')} />
          ) : (
            <ul className="sync-list" aria-label={t('sync.title')}>
              {centreEntries(rows).map((entry) =>
                entry.type === 'row' ? (
                  <SyncRow key={entry.key} row={entry.row} names={names} onEdit={edit} />
                ) : (
                  <SyncGroupRow key={entry.key} group={entry} />
                ),
              )}
            </ul>
          )}
        </div>
      </div>
    </PickerSheet>
  );
}
