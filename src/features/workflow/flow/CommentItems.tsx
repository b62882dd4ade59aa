/**
 * One comment as the list shows it — author, time, text, photos, 删除 for one's own — and one of this
 * device's comments still waiting in the outbox (待同步, or 发送失败 with the server's words).
 */
import { useLiveQuery } from 'dexie-react-hooks';
import type { UserDb } from '../../../data';
import { useT } from '../../../i18n';
import { agoNow } from './agoNow';
import type { FlowComment, WaitingComment } from './flowComments';
import { BlobImage, ServerImage } from '../../../ui/ServerImage';
import { refusalText } from '../../../../core/net/refusalText';

export function CommentItem({
  comment,
  onDelete,
}: {
  comment: FlowComment;
  onDelete: (c: FlowComment) => void;
}) {
  const t = useT();
  return (
    <li className="flow-comment" data-testid="flow-comment">
      <p className="flow-comment-head">
        <span className="flow-comment-who">{comment.creatorUserName}</span>
        <span className="flow-comment-time">{agoNow(comment.creatorTime)}</span>
        {comment.isDel && (
          <button type="button" className="text-button flow-comment-delete" onClick={() => onDelete(comment)}>
            {t('wfFlow.comment.delete')}
          </button>
        )}
      </p>
      {comment.text && <p className="flow-comment-text">{comment.text}</p>}
      {comment.image.length > 0 && (
        <div className="flow-comment-images">
          {comment.image.map((src, i) => (
            <ServerImage
              key={src}
              className="flow-comment-image"
              src={src}
              alt={t('wfFlow.comment.imageAlt', { n: i + 1 })}
            />
          ))}
        </div>
      )}
    </li>
  );
}

function WaitingImages({ db, fileIds }: { db: UserDb; fileIds: string[] }) {
  const t = useT();
  const blobs = useLiveQuery(() => db.files.bulkGet(fileIds), [db, fileIds]);
  return (
    <div className="flow-comment-images">
      {fileIds.map((id, i) => (
        <BlobImage
          key={id}
          className="flow-comment-image"
          blob={blobs?.[i]?.blob}
          alt={t('wfFlow.comment.imageAlt', { n: i + 1 })}
        />
      ))}
    </div>
  );
}

export function WaitingItem({ db, comment, who }: { db: UserDb; comment: WaitingComment; who: string }) {
  const t = useT();
  const failed = comment.state === 'failed';
  return (
    <li className={failed ? 'flow-comment is-failed' : 'flow-comment is-waiting'} data-testid="flow-comment">
      <p className="flow-comment-head">
        <span className="flow-comment-who">{who}</span>
        <span className="flow-comment-state" role="status">
          {t(failed ? 'wfFlow.comment.failed' : 'wfFlow.comment.pending')}
        </span>
      </p>
      {comment.text && <p className="flow-comment-text">{comment.text}</p>}
      {comment.fileIds.length > 0 && <WaitingImages db={db} fileIds={comment.fileIds} />}
      {failed && comment.lastError && <p className="flow-comment-error">{refusalText(comment.lastError)}</p>}
    </li>
  );
}
