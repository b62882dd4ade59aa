/**
 * 同步中心 (Me → 同步中心, ARCHITECTURE §4): every queued, sending, failed and recently delivered write with
 * its state, age and error; 立即同步, 重发 and 修改 for a failed row (修改 opens the form's draft with the rejected
 * data) and 放弃 (with confirmation) for one not yet delivered. A sheet over Me, like 我的草稿: the spec has no
 * route for it.
 */
import { useEffect, useState } from 'react';
import { f7 } from 'framework7-react';
import { useNavigate } from 'react-router-dom';
import { activeDb } from '../../data/active';
import { draftIdOf } from '../../data/outboxKinds';
import { formDefOf, kindName } from './kindName';
import { rowSummary } from '../../forms/rowSummary';
import type { OutboxItem } from '../../data/outboxView';
import { loadDraft } from '../../forms';
import { draftPath } from '../drafts/draftForms';
import { storedLang, useT } from '../../i18n';
import { relativeTime } from '../../lib/relativeTime';
import { discard, flushNow, resend, useOutbox } from '../../sync';
import { toast } from '../../ui/toast';
import { PickerNote, PickerSheet } from '../../ui/picker/PickerSheet';
import './syncCentre.css';

/** 修改: the draft the rejected row was submitted from, opened in its form. */
function useEditDraft(onClose: () => void) {
  const navigate = useNavigate();
  return async (row: OutboxItem) => {
    const draftId = draftIdOf(row);
    const db = activeDb();
    const draft = draftId && db ? await loadDraft(db, draftId) : undefined;
    const path = draft ? draftPath(draft.formKey, draft.id) : null;
    if (!path) return;
    onClose();
    navigate(path);
  };
}

interface RowProps {
  row: OutboxItem;
  now: number;
  onEdit: (row: OutboxItem) => Promise<void>;
}

/** The row's words: what it is, which one (a form's dates, days, reason), where it stands, why it failed. */
function SyncRowText({ row, kind, now }: { row: OutboxItem; kind: string; now: number }) {
  const t = useT();
  const summary = row.formValues ? rowSummary(t, formDefOf(row), row.formValues) : '';
  return (
    <div className="sync-text">
      <span className="sync-kind">{kind}</span>
      {summary && <span className="row-detail">{summary}</span>}
      <span className="sync-meta">
        {t(`sync.state.${row.state}`)} · {relativeTime(row.createdAt, now, storedLang())}
        {row.attempts > 0 && row.state !== 'done' && ` · ${t('sync.attempts', { count: row.attempts })}`}
      </span>
      {row.lastError && row.state === 'failed' && <span className="sync-error">{row.lastError}</span>}
    </div>
  );
}

function SyncRow({ row, now, onEdit }: RowProps) {
  const t = useT();
  const kind = kindName(t, row);
  const confirmDiscard = () =>
    f7.dialog.confirm(t('sync.discardConfirm', { kind }), t('sync.title'), () => void discard(row.id));
  return (
    <li className={`sync-row sync-${row.state}`} data-testid="sync-row">
      <SyncRowText row={row} kind={kind} now={now} />
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
  const edit = useEditDraft(onClose);
  // Ages are shown against a clock that ticks while the sheet is open.
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(timer);
  }, []);
  const syncNow = () =>
    void flushNow().then((report) => {
      if (!report.ran) toast(t('sync.notNow'));
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
              {rows.map((row) => (
                <SyncRow key={row.id} row={row} now={now} onEdit={edit} />
              ))}
            </ul>
          )}
        </div>
      </div>
    </PickerSheet>
  );
}
