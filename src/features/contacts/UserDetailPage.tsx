/**
 * A colleague's page (/pages/message/userDetail/index?id=<userId>), from the local directory: photo or
 * initials, name, unit, position, phone to call (or 无权查看 when hidden from this viewer), e-mail, and
 * 发消息 to open a chat with them.
 */
import { Block, Button, List, ListItem, Navbar, Page, Preloader } from 'framework7-react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { chatPath } from '../../../contract/appPaths';
import { useT } from '../../i18n';
import type { UserRow } from '../../data';
import { EmptyState } from '../../ui/EmptyState';
import { Avatar } from '../../ui/picker';
import { useColleague } from './useDirectory';
import './contacts.css';
import { useBack } from '../../ui/useBack';

function ContactItem({
  title,
  value,
  href,
  fallback,
}: {
  title: string;
  value: string | null;
  href: string;
  fallback: string;
}) {
  if (!value) return <ListItem title={title} after={fallback} />;
  return <ListItem title={title} after={value} link={href} external className="colleague-contact" />;
}
// Framework7's List puts only children named like its own items inside its <ul>.
ContactItem.displayName = 'f7-list-item';

function Colleague({ user }: { user: UserRow }) {
  const t = useT();
  const navigate = useNavigate();
  return (
    <>
      <Block strong inset className="colleague-head" data-testid="colleague">
        <Avatar key={user.headIcon} name={user.realName} src={user.headIcon} size={72} />
        <h2 className="colleague-name">{user.realName}</h2>
        <p className="colleague-unit">{[user.organizeName, user.positionName].filter(Boolean).join(' · ')}</p>
      </Block>
      <List strong inset dividers>
        <ListItem title={t('colleague.department')} after={user.organizeName || t('colleague.none')} />
        <ListItem title={t('colleague.position')} after={user.positionName || t('colleague.none')} />
        <ContactItem
          title={t('colleague.mobile')}
          value={user.mobile}
          href={`tel:${user.mobile ?? ''}`}
          fallback={t('colleague.hidden')}
        />
        <ContactItem
          title={t('colleague.email')}
          value={user.email}
          href={`mailto:${user.email ?? ''}`}
          fallback={t('colleague.none')}
        />
      </List>
      <Block>
        <Button type="button" fill large onClick={() => navigate(chatPath(user.id))}>
          {t('colleague.sendMessage')}
        </Button>
      </Block>
    </>
  );
}

export default function UserDetailPage({ title }: { title: string }) {
  const t = useT();
  const [params] = useSearchParams();
  const user = useColleague(params.get('id') ?? '');
  const back = useBack('/pages/index/contacts');
  return (
    <Page name="user-detail">
      <Navbar title={title} backLink backLinkUrl="#" onClickBack={back} />
      {user === undefined && <Preloader className="page-loader" />}
      {user === null && <EmptyState text={t('colleague.notFound')} detail={t('colleague.notFoundDetail')} />}
      {user && <Colleague user={user} />}
    </Page>
  );
}
