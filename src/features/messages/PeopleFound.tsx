/**
 * The Messages search over colleagues: people of the local directory whose name, account, pinyin or
 * initials match, each opening a chat. At most 20, so a one-letter search stays quick.
 */
import { List } from 'framework7-react';
import { ListLink } from '../../ui/AppLink';
import { useLiveQuery } from 'dexie-react-hooks';
import { useActiveDb, type ConversationRow, type UserRow } from '../../data';
import { useT } from '../../i18n';
import { Avatar } from '../../ui/picker/Avatar';
import { chatPath } from '../../../contract/appPaths';

const MAX_PEOPLE = 20;

const has = (value: string, query: string) => value.toLowerCase().includes(query.toLowerCase());

export const matchesConversation = (c: ConversationRow, query: string) =>
  has(c.realName, query) || has(c.account, query);

const matchesPerson = (u: UserRow, query: string) =>
  has(u.realName, query) || has(u.account, query) || has(u.pinyin, query) || has(u.initials, query);

export function PeopleFound({ query }: { query: string }) {
  const t = useT();
  const db = useActiveDb();
  const people = useLiveQuery(
    async () =>
      db
        ? db.users
            .filter((u) => matchesPerson(u, query))
            .limit(MAX_PEOPLE)
            .toArray()
        : [],
    [db, query],
  );
  if (!people) return null;
  if (people.length === 0) return <p className="msg-none">{t('msg.noMatch')}</p>;
  return (
    <List strong inset dividers mediaList className="msg-people" data-testid="people-found">
      {people.map((u) => (
        <ListLink key={u.id} to={chatPath(u.id)} title={u.realName} text={u.organizeName}>
          <span slot="media">
            <Avatar name={u.realName} src={u.headIcon} size={40} />
          </span>
        </ListLink>
      ))}
    </List>
  );
}
