/**
 * Messages tab (tab 0): entries for the in-site messages (named as the page they open, spec §2 站内消息) and
 * the Address Book; the notice row and the conversations arrive with the messaging issue (#15).
 */
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
        <ListLink to="/pages/message/index" title={t('route.message.index')} />
        <ListLink to="/pages/index/contacts" title={t('route.contacts')} />
      </List>
      <EmptyState text={t('messages.empty')} />
    </TabPage>
  );
}
