/**
 * One row of 打卡记录: when, where (site, distance, in range or not), the remark, a photo mark, and its
 * state — 待上传, 已上传, 异常 with the server's flags and why each was raised, 已核对 / 未通过 with HR's reason,
 * 失败 with the outbox's error and a way to 同步中心.
 */
import type { PunchReview } from '../../../contract';
import { useT } from '../../i18n';
import { formatDate } from '../../../core/lib/dateFormat';
import type { PunchEntry } from './punchReads';
import { punchView, type PunchView } from './punchState';
import { PunchFlags } from './PunchFlags';
import { SiteLine } from './SiteLine';

/** Why a punch still waits when the server asked it to come back later (its photo over the upload rate). */
function WaitNote({ words }: { words: string | null }) {
  const t = useT();
  return words ? (
    <p className="punch-note" role="status">
      {t('punch.waiting', { message: words })}
    </p>
  ) : null;
}

/** HR's decision: 已核对, or 未通过 with the reason, by whom and when. */
function ReviewNote({ review }: { review: PunchReview }) {
  const t = useT();
  const by = t('punch.reviewBy', { name: review.reviewerName, time: formatDate(review.reviewedAt) });
  return (
    <p className={`punch-review is-${review.state}`} data-testid="punch-review">
      {review.state === 'rejected'
        ? t('punch.reviewRejected', { reason: review.reason })
        : t('punch.reviewAccepted')}
      <span className="punch-review-by">{by}</span>
    </p>
  );
}

/** Why it was flagged and, once HR has looked, what HR decided. */
function Judgement({ view }: { view: PunchView }) {
  if (view.flags.length === 0) return null;
  return (
    <>
      <PunchFlags
        flags={view.flags}
        siteName={view.siteName}
        distanceM={view.distanceM}
        hint={view.review === null}
      />
      {view.review && <ReviewNote review={view.review} />}
    </>
  );
}

export interface PunchItemProps {
  entry: PunchEntry;
  onOpenSyncCentre: () => void;
}

export function PunchItem({ entry, onOpenSyncCentre }: PunchItemProps) {
  const t = useT();
  const view = punchView(entry.punch, entry.outbox);
  return (
    <li className={`punch-row is-${view.state}`} data-testid="punch-row">
      <div className="punch-row-head">
        <time className="punch-row-time" dateTime={new Date(view.at).toISOString()}>
          {formatDate(view.at, 'yyyy-MM-dd HH:mm:ss')}
          {!view.corrected && <span className="punch-row-device">（{t('punch.deviceClock')}）</span>}
        </time>
        <span className={`punch-state is-${view.state}`} data-testid="punch-state">
          {t(`punch.state.${view.state}`)}
        </span>
      </div>
      {view.siteName && (
        <SiteLine
          name={view.siteName}
          distanceM={view.distanceM}
          inside={view.inside}
          showRange={!view.flags.includes('outside')}
        />
      )}
      <Judgement view={view} />
      {view.remark && <p className="punch-row-remark">{view.remark}</p>}
      {view.hasPhoto && <p className="punch-row-photo">{t('punch.hasPhoto')}</p>}
      {view.state === 'failed' && (
        <div className="punch-row-failed">
          <p className="punch-row-error">{view.error ?? t('punch.failedHint')}</p>
          <p className="punch-note">{t('punch.failedHint')}</p>
          <button type="button" className="pill-button" onClick={onOpenSyncCentre}>
            {t('punch.openSyncCentre')}
          </button>
        </div>
      )}
      {view.state === 'pending' && <WaitNote words={view.error} />}
      {view.state === 'discarded' && <p className="punch-note">{t('punch.discardedHint')}</p>}
    </li>
  );
}
