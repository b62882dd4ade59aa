/** Messages tab (tab 0): entries for notices and chat; the lists arrive with the messaging issue. */
import { List } from 'framework7-react';
import { useT } from '../../i18n';
import { EmptyState } from '../../ui/EmptyState';
import { ListLink } from '../../ui/AppLink';
import { TabPage } from '../../ui/TabPage';

export default function MessagesTab() {
  const t = useT();
  return (
    <TabPage name="messages">
      <List strong inset dividers>
        <ListLink to="/pages/message/index" title={t('messages.notice')} />
        <ListLink to="/pages/index/contacts" title={t('route.contacts')} />
      </List>
      <EmptyState text={t('messages.empty')} />
    </TabPage>
  );
}
