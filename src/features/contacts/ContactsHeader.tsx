/**
 * The line above the Address Book's list: how fresh the directory is (FreshnessLine: 数据更新于 HH:mm, 离线
 * …), the number found while searching, and the department filter (a button that opens the picker, or a
 * chip to clear).
 */
import type { FetchStatus } from '../../data';
import { useT } from '../../i18n';
import { FreshnessLine } from '../../ui/FreshnessLine';
import { CONTACTS_HEADER_HEIGHT } from './ContactList';

export interface ContactsHeaderProps {
  fetchedAt: number | null;
  status: FetchStatus;
  /** People found, while searching. */
  found: number | null;
  unitName: string | null;
  onChooseUnit: () => void;
  onClearUnit: () => void;
}

export function ContactsHeader({
  fetchedAt,
  status,
  found,
  unitName,
  onChooseUnit,
  onClearUnit,
}: ContactsHeaderProps) {
  const t = useT();
  const foundNote = found === null ? [] : [t('contacts.found', { count: found })];
  return (
    <div className="contacts-header" style={{ height: CONTACTS_HEADER_HEIGHT }}>
      <FreshnessLine
        className="contacts-asof"
        testId="contacts-asof"
        fetchedAt={fetchedAt}
        status={status}
        notes={foundNote}
      />
      {unitName ? (
        <button
          type="button"
          className="pill-button contacts-unit contacts-unit-chosen"
          aria-label={t('contacts.clearUnit', { name: unitName })}
          onClick={onClearUnit}
        >
          {unitName}
          <span aria-hidden="true"> ×</span>
        </button>
      ) : (
        <button type="button" className="pill-button contacts-unit" onClick={onChooseUnit}>
          {t('contacts.chooseUnit')}
        </button>
      )}
    </div>
  );
}
