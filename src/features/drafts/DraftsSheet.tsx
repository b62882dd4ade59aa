/**
 * 我的草稿 as a bottom sheet over the tab that opened it (no route of its own: spec §2 has none): each
 * draft opens its form where it was left; 删除 asks first, then deletes the draft and its attachments.
 */
import { f7 } from 'framework7-react';
import { useNavigate } from 'react-router-dom';
import { useActiveDb, type DraftRow } from '../../data';
import { attachmentIds, discardDraft, textOf } from '../../forms';
import { useT } from '../../i18n';
import { PickerNote, PickerSheet } from '../../ui/picker/PickerSheet';
import { hrFormDef } from '../../../contract/hrForm/forms';
import { dictionaryIdsOf, rowSummary } from '../../forms/rowSummary';
import { useDictionaryNames } from '../../forms/useDictionaryNames';
import { addHrWords } from '../../forms/formWords';
import { draftPath } from './draftForms';
import { useMyDrafts } from './useMyDrafts';
import './drafts.css';

// A form row's summary names its fields and choices in the catalogue forms' words.
addHrWords();

interface ItemProps {
  row: DraftRow;
  names: ReadonlyMap<string, string>;
  onOpen: (row: DraftRow) => void;
}

function DraftItem({ row, names, onOpen }: ItemProps) {
  const t = useT();
  const db = useActiveDb();
  const title = textOf(t, row.title);
  const files = attachmentIds(row.data).length;
  const at = { key: 'saved', ms: row.updatedAt } as const;
  const { detail, time } = rowSummary(t, { def: hrFormDef(row.formKey), values: row.data, names, at });
  const discard = () =>
    f7.dialog.confirm(t('drafts.discardConfirm', { title }), t('drafts.title'), () => {
      if (db) void discardDraft(db, row.id);
    });
  return (
    <li className="draft-row">
      <button type="button" className="draft-open" onClick={() => onOpen(row)}>
        <span className="draft-title">{title}</span>
        {detail && <span className="row-detail">{detail}</span>}
        <span className="draft-meta">
          {time}
          {files > 0 && ` · ${t('drafts.files', { count: files })}`}
          {row.state === 'failed' && ` · ${t('drafts.failed')}`}
        </span>
      </button>
      <button type="button" className="text-button draft-discard" onClick={discard}>
        {t('drafts.discard')}
      </button>
    </li>
  );
}

function DraftList({ onClose }: { onClose: () => void }) {
  const t = useT();
  const navigate = useNavigate();
  const drafts = useMyDrafts();
  const names = useDictionaryNames(
    drafts?.flatMap((row) => dictionaryIdsOf(hrFormDef(row.formKey), row.data)) ?? [],
  );
  const open = (row: DraftRow) => {
    const path = draftPath(row.formKey, row.id);
    onClose();
    if (path) navigate(path);
  };
  if (!drafts) return <PickerNote text={t('picker.loading')} />;
  if (!drafts.length) return <PickerNote text={t('drafts.empty')} />;
  return (
    <ul className="draft-list" aria-label={t('drafts.title')}>
      {drafts.map((row) => (
        <DraftItem key={row.id} row={row} names={names} onOpen={open} />
      ))}
    </ul>
  );
}

export function DraftsSheet({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const t = useT();
  return (
    <PickerSheet opened={opened} onClose={onClose} label={t('drafts.title')} testId="drafts-sheet">
      <div className="picker-body">
        <div className="picker-header">
          <div className="picker-header-title">{t('drafts.title')}</div>
          <button type="button" className="text-button picker-header-button" onClick={onClose}>
            {t('drafts.close')}
          </button>
        </div>
        <div className="picker-scroll">
          <DraftList onClose={onClose} />
        </div>
      </div>
    </PickerSheet>
  );
}
