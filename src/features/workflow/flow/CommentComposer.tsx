/**
 * Writing a comment: text (评论内容) and up to 9 photos, kept on the phone and queued through the outbox
 * with 发表 — 评论已保存，等待同步 at once, online or not. A second tap while saving is ignored.
 */
import { useRef, useState } from 'react';
import { Button } from 'framework7-react';
import type { UserDb } from '../../../data';
import { fileSize } from '../../../forms/fileSize';
import { isQuotaError } from '../../../forms/quota';
import { useT } from '../../../i18n';
import { toast } from '../../../ui/toast';
import { MAX_UPLOAD_BYTES } from '../../../../contract';
import { acceptImages, MAX_COMMENT_IMAGES, MAX_COMMENT_TEXT, type CommentImage } from './commentModel';
import { CommentInvalid, queueComment } from './flowComments';
import { BlobImage } from '../../../ui/ServerImage';

export function CommentComposer({ db, userId, taskId }: { db: UserDb; userId: string; taskId: string }) {
  const t = useT();
  const [text, setText] = useState('');
  const [images, setImages] = useState<CommentImage[]>([]);
  const saving = useRef(false);
  const label = t('wfFlow.comment.label');

  const pick = (list: FileList | null) => {
    const picked = [...(list ?? [])].map((f) => ({ name: f.name, type: f.type, blob: f as Blob }));
    const { accepted, tooBig, overflow } = acceptImages(picked, images.length);
    for (const f of tooBig)
      toast(t('wfFlow.comment.tooBig', { name: f.name, max: fileSize(MAX_UPLOAD_BYTES) }));
    if (overflow) toast(t('wfFlow.comment.tooMany'));
    setImages((current) => [...current, ...accepted]);
  };

  const send = async () => {
    if (saving.current) return;
    saving.current = true;
    try {
      await queueComment(db, { userId, taskId, text, images });
      setText('');
      setImages([]);
      toast(t('wfFlow.comment.queued'));
    } catch (e) {
      if (e instanceof CommentInvalid) toast(t(e.key));
      else toast(t(isQuotaError(e) ? 'wfFlow.error.storageFull' : 'wfFlow.error.saveFailed'));
    } finally {
      saving.current = false;
    }
  };

  return (
    <div className="flow-composer">
      <textarea
        className="form-textarea flow-composer-text"
        rows={3}
        aria-label={label}
        placeholder={t('wfFlow.comment.placeholder')}
        maxLength={MAX_COMMENT_TEXT}
        value={text}
        onChange={(e) => setText(e.target.value)}
      />
      {images.length > 0 && (
        <div className="flow-comment-images">
          {images.map((img, i) => (
            <button
              key={`${img.name}-${i}`}
              type="button"
              className="flow-composer-image"
              aria-label={t('wfFlow.comment.removeImage', { n: i + 1 })}
              onClick={() => setImages((all) => all.filter((_, j) => j !== i))}
            >
              <BlobImage className="flow-comment-image" blob={img.blob} alt={img.name} />
            </button>
          ))}
        </div>
      )}
      <div className="flow-composer-actions">
        {images.length < MAX_COMMENT_IMAGES && (
          <label className="form-file-add">
            <input
              type="file"
              accept="image/*"
              multiple
              onChange={(e) => {
                pick(e.target.files);
                e.target.value = '';
              }}
            />
            <span>{t('wfFlow.comment.addImage')}</span>
          </label>
        )}
        <Button type="button" fill small onClick={() => void send()}>
          {t('wfFlow.comment.send')}
        </Button>
      </div>
    </div>
  );
}
