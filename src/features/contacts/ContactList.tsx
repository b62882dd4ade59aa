/**
 * The Address Book's virtualised list: unit rows (arrow, name, head count) that open and close, and
 * person rows (avatar, name, unit and position) that open the colleague's page.
 */
import { useT } from '../../i18n';
import { Avatar, VirtualList } from '../../ui/picker';
import type { ContactRow } from './directoryModel';

export const CONTACTS_HEADER_HEIGHT = 36;
const ORG_ROW = 48;
const PERSON_ROW = 60;
const INDENT_PX = 16;

type OrgRowData = Extract<ContactRow, { kind: 'org' }>;
type PersonRowData = Extract<ContactRow, { kind: 'person' }>;

const rowKey = (row: ContactRow) => row.id;
const rowHeight = (row: ContactRow) => (row.kind === 'org' ? ORG_ROW : PERSON_ROW);
const indent = (level: number) => ({ paddingLeft: 12 + (level - 1) * INDENT_PX });

function OrgRow({ row, onToggle }: { row: OrgRowData; onToggle: (id: string) => void }) {
  const t = useT();
  return (
    <button
      type="button"
      className="contact-row contact-org"
      style={indent(row.level)}
      aria-expanded={row.expanded}
      onClick={() => onToggle(row.id)}
    >
      <span className={`contact-arrow ${row.expanded ? 'is-expanded' : ''}`} aria-hidden="true" />
      <span className="contact-org-name">{row.org.fullName}</span>
      <span className="contact-count">{t('contacts.people', { count: row.total })}</span>
    </button>
  );
}

function PersonRow({
  row,
  withUnit,
  onOpen,
}: {
  row: PersonRowData;
  withUnit: boolean;
  onOpen: (id: string) => void;
}) {
  const { user } = row;
  const sub = withUnit
    ? [user.organizeName, user.positionName].filter(Boolean).join(' · ')
    : user.positionName;
  return (
    <button
      type="button"
      className="contact-row contact-person"
      style={indent(row.level)}
      onClick={() => onOpen(user.id)}
    >
      <Avatar key={user.headIcon} name={user.realName} src={user.headIcon} size={40} />
      <span className="contact-person-text">
        <span className="contact-person-name">{user.realName}</span>
        {sub && <span className="contact-person-sub">{sub}</span>}
      </span>
    </button>
  );
}

export interface ContactListProps {
  rows: readonly ContactRow[];
  /** Search results show each person's unit; the tree already does. */
  searching: boolean;
  getScrollElement: () => HTMLElement | null;
  onToggle: (orgId: string) => void;
  onOpen: (userId: string) => void;
}

export function ContactList({ rows, searching, getScrollElement, onToggle, onOpen }: ContactListProps) {
  const renderRow = (row: ContactRow) =>
    row.kind === 'org' ? (
      <OrgRow row={row} onToggle={onToggle} />
    ) : (
      <PersonRow row={row} withUnit={searching} onOpen={onOpen} />
    );
  return (
    <VirtualList
      rows={rows}
      rowKey={rowKey}
      rowHeight={rowHeight}
      renderRow={renderRow}
      getScrollElement={getScrollElement}
      offset={CONTACTS_HEADER_HEIGHT}
      className="contact-list"
      testId="contact-list"
    />
  );
}
