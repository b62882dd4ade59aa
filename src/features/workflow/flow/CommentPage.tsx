/**
 * 流程评论 (/pages/workFlow/comment/index?taskId=): the flow's comments, newest first, with this device's
 * own still waiting to be sent on top; writing one works offline (queued with its photos); deleting one's
 * own asks first and needs the connection (需联网). Offline the last fetched page shows with an as-of line.
 */
import { Button, f7, Navbar, Page, Preloader } from 'framework7-react';
import { useSignals } from '@preact/signals-react/runtime';
import { useSearchParams } from 'react-router-dom';
import { useActiveDb, type FetchStatus, type UserDb } from '../../../data';
import { useT } from '../../../i18n';
import { networkOnline } from '../../../sync';
import { EmptyState } from '../../../ui/EmptyState';
import { toast } from '../../../ui/toast';
import { session } from '../../../session/session';
import { FreshnessLine } from '../../../ui/FreshnessLine';
import { CommentComposer } from './CommentComposer';
import { CommentItem, WaitingItem } from './CommentItems';
import { deleteComment, type FlowComment } from './flowComments';
import { useBack } from './flowNav';
import { flowBeforeHref } from './paths';
import { useComments, type Comments } from './useComments';
import './flow.css';
import '../../../forms/forms.css';

interface BodyProps {
  db: UserDb;
  userId: string;
  userName: string;
  taskId: string;
}

function useDelete(refresh: () => void) {
  const t = useT();
  return (comment: FlowComment) => {
    if (!networkOnline.peek()) return toast(t('wfFlow.comment.needOnline'));
    f7.dialog.confirm(
      t('wfFlow.comment.deleteConfirm'),
      t('wfFlow.comment.delete'),
      () =>
        // A failure is told by the HTTP door's handler.
        void deleteComment(comment.id).then(
          () => {
            toast(t('wfFlow.comment.deleted'));
            refresh();
          },
          () => undefined,
        ),
    );
  };
}

/** The comments' standing in the words of every cached screen. */
const commentsStatus = (isFresh: boolean, online: boolean): FetchStatus =>
  isFresh ? 'fresh' : online ? 'loading' : 'offline';

function CommentState({ comments, online }: { comments: Comments; online: boolean }) {
  const t = useT();
  const { cached, list, waiting } = comments;
  if (cached === undefined) return <Preloader className="page-loader" />;
  const nothing = list.length === 0 && waiting.length === 0;
  return (
    <>
      {cached && (
        <FreshnessLine fetchedAt={cached.fetchedAt} status={commentsStatus(comments.isFresh, online)} />
      )}
      {nothing && !cached && !online && <EmptyState text={t('wfFlow.comment.offlineEmpty')} />}
      {nothing && cached && <EmptyState text={t('wfFlow.comment.empty')} />}
    </>
  );
}

function CommentBody({ db, userId, userName, taskId }: BodyProps) {
  useSignals();
  const t = useT();
  const online = networkOnline.value;
  const comments = useComments(db, taskId, online);
  const remove = useDelete(comments.refresh);
  return (
    <>
      <CommentComposer db={db} userId={userId} taskId={taskId} />
      <CommentState comments={comments} online={online} />
      <ul className="flow-comments" aria-label={t('route.workFlow.comment')}>
        {comments.waiting.map((w) => (
          <WaitingItem key={w.id} db={db} comment={w} who={userName} />
        ))}
        {comments.list.map((c) => (
          <CommentItem key={c.id} comment={c} onDelete={remove} />
        ))}
      </ul>
      {comments.hasMore && (
        <Button type="button" className="flow-more" onClick={comments.loadMore}>
          {t('wfFlow.comment.more')}
        </Button>
      )}
    </>
  );
}

export default function CommentPage({ title }: { title: string }) {
  useSignals();
  const [params] = useSearchParams();
  const taskId = params.get('taskId') ?? '';
  const db = useActiveDb();
  const info = session.value?.userInfo;
  const back = useBack(flowBeforeHref({ id: taskId }));
  return (
    <Page name="flow-comment" className="flow-page">
      <Navbar title={title} backLink backLinkUrl="#" onClickBack={back} />
      {db && info ? (
        <CommentBody db={db} userId={info.userId} userName={info.userName} taskId={taskId} />
      ) : (
        <Preloader className="page-loader" />
      )}
    </Page>
  );
}
