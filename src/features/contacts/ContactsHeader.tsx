/**
 * The line above the Address Book's list: how fresh the directory is ("数据更新于 HH:mm"), the number
 * found while searching, and the department filter (a button that opens the picker, or a chip to clear).
 */
import { asOfTime } from '../../lib/asOf';
import { useT } from '../../i18n';
import { CONTACTS_HEADER_HEIGHT } from './ContactList';

export interface ContactsHeaderProps {
  fetchedAt: number | null;
  /** People found, while searching. */
  found: number | null;
  unitName: string | null;
  onChooseUnit: () => void;
  onClearUnit: () => void;
}

const asOfNow = (fetchedAt: number) => asOfTime(fetchedAt, Date.now());

export function ContactsHeader({
  fetchedAt,
  found,
  unitName,
  onChooseUnit,
  onClearUnit,
}: ContactsHeaderProps) {
  const t = useT();
  const parts = [
    fetchedAt === null ? '' : t('contacts.asOf', { time: asOfNow(fetchedAt) }),
    found === null ? '' : t('contacts.found', { count: found }),
  ].filter(Boolean);
  return (
    <div className="contacts-header" style={{ height: CONTACTS_HEADER_HEIGHT }}>
      <span className="contacts-asof" data-testid="contacts-asof">
        {parts.join(' · ')}
      </span>
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
