/** What a submitted form shows: 已提交，等待同步 — it is queued and goes out by itself when there is signal. */
import { useEffect, useRef } from 'react';
import { Block, Button } from 'framework7-react';
import { useT } from '../../i18n';

export interface SubmittedNoticeProps {
  billNo: string;
  onBack: () => void;
  onAnother: () => void;
}

export function SubmittedNotice({ billNo, onBack, onAnother }: SubmittedNoticeProps) {
  const t = useT();
  const title = useRef<HTMLParagraphElement>(null);
  // 提交 is pressed at the bottom of a long form; the answer is at the top.
  // Braces: newer browsers return a promise from scrollIntoView, and an effect may only return a cleanup.
  useEffect(() => {
    title.current?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  }, []);
  return (
    <Block strong inset className="form-submitted">
      <p ref={title} className="form-submitted-title" role="status">
        {t('hrForms.queued')}
      </p>
      <p className="form-submitted-detail">{t('hrForms.queuedDetail')}</p>
      {billNo && <p className="form-submitted-detail">{t('hrForms.billNoIs', { billNo })}</p>}
      <div className="form-submitted-actions">
        <Button type="button" outline onClick={onBack}>
          {t('hrForms.back')}
        </Button>
        <Button type="button" fill onClick={onAnother}>
          {t('hrForms.another')}
        </Button>
      </div>
    </Block>
  );
}
