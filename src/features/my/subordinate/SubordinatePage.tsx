/**
 * 我的下属 (/pages/my/subordinate, issue #17): the people the person manages, as a tree opened one level at a
 * time (a person with reports of their own can be expanded); each opens the colleague card. Online from
 * the server, offline from the directory on this device.
 */
import { useEffect, useState } from 'react';
import { List, ListItem, Preloader } from 'framework7-react';
import { useSignals } from '@preact/signals-react/runtime';
import { useNavigate } from 'react-router-dom';
import { useActiveDb, type UserDb } from '../../../data';
import { useT } from '../../../i18n';
import { session } from '../../../session/session';
import { networkOnline } from '../../../sync';
import { EmptyState } from '../../../ui/EmptyState';
import { Avatar } from '../../../ui/picker/Avatar';
import { RefreshPage } from '../../../ui/RefreshPage';
import { MY_TAB } from '../personal/PersonalDataPage';
import { reportsOf, type Subordinate } from './subordinates';
import './subordinate.css';

const COLLEAGUE = '/pages/message/userDetail/index';

type Level =
  { state: 'loading' } | { state: 'shown'; people: Subordinate[] } | { state: 'failed'; message: string };

interface LevelProps {
  db: UserDb;
  managerId: string;
  selfId: string;
  depth: number;
  /** Changes on pull to refresh: every open level reads again. */
  round: number;
}

function useLevel({ db, managerId, selfId, round }: LevelProps): Level {
  const online = networkOnline.value;
  const [level, setLevel] = useState<{ key: string; level: Level } | null>(null);
  const key = `${managerId}|${round}|${online}`;
  useEffect(() => {
    let live = true;
    reportsOf(db, managerId, selfId, online).then(
      (people) => live && setLevel({ key, level: { state: 'shown', people } }),
      (e: unknown) =>
        live && setLevel({ key, level: { state: 'failed', message: e instanceof Error ? e.message : '' } }),
    );
    return () => {
      live = false;
    };
  }, [db, managerId, selfId, online, key]);
  return level?.key === key ? level.level : { state: 'loading' };
}

function PersonRow({ person, ...level }: LevelProps & { person: Subordinate }) {
  const t = useT();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  return (
    <>
      <ListItem
        title={person.userName}
        text={[person.department, person.position].filter(Boolean).join(' · ')}
        link="#"
        onClick={() => navigate(`${COLLEAGUE}?id=${encodeURIComponent(person.id)}`)}
        style={{ paddingLeft: `${level.depth * 16}px` }}
      >
        <div slot="media">
          <Avatar name={person.userName} src={person.avatar} size={40} />
        </div>
        {!person.isLeaf && (
          <button
            slot="after"
            type="button"
            className="text-button subordinate-toggle"
            aria-expanded={open}
            aria-label={t(open ? 'subordinate.collapse' : 'subordinate.expand', { name: person.userName })}
            onClick={(e) => {
              e.stopPropagation();
              setOpen(!open);
            }}
          >
            {open ? '−' : '+'}
          </button>
        )}
      </ListItem>
      {open && <LevelRows {...level} managerId={person.id} depth={level.depth + 1} />}
    </>
  );
}

/** One level of the tree as read: loading, its people, or why it could not be read. */
function LevelView({ level, ...props }: LevelProps & { level: Level }) {
  const t = useT();
  if (level.state === 'loading') return <ListItem title={t('app.loading')} />;
  if (level.state === 'failed')
    return <ListItem title={t('subordinate.failed', { message: level.message })} />;
  if (level.people.length === 0) return <ListItem title={t('subordinate.none')} />;
  return level.people.map((person) => <PersonRow key={person.id} {...props} person={person} />);
}

// Framework7's List puts a child inside its <ul> only when the child's name says it is a list item: the
// rows outside it drew stray bullets (#30 item 19).
LevelView.displayName = 'f7-list-item-level';

function LevelRows(props: LevelProps) {
  return <LevelView {...props} level={useLevel(props)} />;
}

function Subordinates({ db, selfId }: { db: UserDb; selfId: string }) {
  useSignals();
  const t = useT();
  const [round, setRound] = useState(0);
  const props = { db, managerId: selfId, selfId, depth: 0, round };
  const top = useLevel(props);
  return (
    <RefreshPage
      name="subordinate"
      title={t('route.my.subordinate')}
      fallback={MY_TAB}
      onRefresh={async () => setRound((r) => r + 1)}
    >
      {top.state === 'shown' && top.people.length === 0 ? (
        <EmptyState text={t('subordinate.empty')} detail={t('subordinate.emptyDetail')} />
      ) : (
        <List strong inset dividers mediaList data-testid="subordinates">
          <LevelView {...props} level={top} />
        </List>
      )}
    </RefreshPage>
  );
}

export default function SubordinatePage() {
  useSignals();
  const db = useActiveDb();
  const selfId = session.value?.userInfo.userId ?? '';
  if (!db) return <Preloader className="page-loader" />;
  return <Subordinates key={db.name} db={db} selfId={selfId} />;
}
