/** Business Processing tab (tab 1): the four workflow lists and More Flows. */
import { List } from 'framework7-react';
import { useT } from '../../i18n';
import { ListLink } from '../../ui/AppLink';
import { TabPage } from '../shell/TabPage';

const ENTRIES = [
  { to: '/pages/workFlow/flowTodo/index', label: 'workflow.todo' },
  { to: '/pages/workFlow/flowDone/index', label: 'workflow.done' },
  { to: '/pages/workFlow/flowCopy/index', label: 'workflow.copy' },
  { to: '/pages/workFlow/flowLaunch/index', label: 'workflow.launch' },
  { to: '/pages/workFlow/allApp/index', label: 'workflow.more' },
] as const;

export default function WorkflowTab() {
  const t = useT();
  return (
    <TabPage name="workflow">
      <List strong inset dividers>
        {ENTRIES.map((e) => (
          <ListLink key={e.to} to={e.to} title={t(e.label)} />
        ))}
      </List>
    </TabPage>
  );
}
