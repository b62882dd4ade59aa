/** Under a flow's progress: its comments (with their count when known) and the read-only form preview. */
import { List } from 'framework7-react';
import { useT } from '../../../i18n';
import { ListLink } from '../../../ui/AppLink';
import { commentHref, scanFormHref } from './paths';

export function FlowLinks({
  taskId,
  commentCount,
}: {
  taskId: string;
  commentCount: number | null | undefined;
}) {
  const t = useT();
  const comments =
    typeof commentCount === 'number'
      ? t('wfFlow.comments', { count: commentCount })
      : t('wfFlow.commentsUnknown');
  return (
    <List strong inset dividers className="flow-links">
      <ListLink to={commentHref(taskId)} title={comments} />
      <ListLink to={scanFormHref(taskId)} title={t('wfFlow.preview')} />
    </List>
  );
}
