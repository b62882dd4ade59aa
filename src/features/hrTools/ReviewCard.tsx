/**
 * One flagged punch as HR reviews it: who (name, account, unit), when (server time, against the phone's
 * claim and the receipt), where (site and distance), why it was flagged, the remark and photo; then the
 * decision — the buttons, the decision on its way, the server's refusal, or the review once made.
 */
import type { FlaggedPunch, PunchDecisionBody } from '../../../contract';
import { formatDate } from '../../../core/lib/dateFormat';
import { useT } from '../../i18n';
import { ServerImage } from '../../ui/ServerImage';
import { useDistanceText } from '../punch/SiteLine';
import { DecisionBar } from './DecisionBar';
import { FlagList } from './FlagList';
import type { ShownPunch } from './reviewModel';
import { TimeFacts } from './TimeFacts';

function Place({ punch }: { punch: FlaggedPunch }) {
  const t = useT();
  const distance = useDistanceText();
  const text =
    punch.siteName && punch.distanceM !== null
      ? t('hrTools.distance', { site: punch.siteName, distance: distance(punch.distanceM) })
      : t('hrTools.noSite');
  return (
    <p className="review-place">
      {t('hrTools.place')}：{text}
    </p>
  );
}

function Review({ review }: { review: NonNullable<FlaggedPunch['review']> }) {
  const t = useT();
  return (
    <div className={`review-outcome is-${review.state}`} data-testid="review-outcome">
      <span className="review-state">{t(`hrTools.state.${review.state}`)}</span>
      <span className="review-by">
        {t('hrTools.by', { name: review.reviewerName, time: formatDate(review.reviewedAt) })}
      </span>
      {review.reason && (
        <p className="review-reason">{t('hrTools.reasonShown', { reason: review.reason })}</p>
      )}
    </div>
  );
}

function Local({ local }: { local: NonNullable<ShownPunch['local']> }) {
  const t = useT();
  const decision = t(local.decision.decision === 'accept' ? 'hrTools.accept' : 'hrTools.reject');
  return local.state === 'sending' ? (
    <p className="review-local" role="status">
      {t('hrTools.sending', { decision })}
    </p>
  ) : (
    <p className="review-local is-failed" role="alert">
      {t('hrTools.refused', { message: local.error ?? '' })}
    </p>
  );
}

export interface ReviewCardProps {
  shown: ShownPunch;
  onDecide?: (body: PunchDecisionBody) => Promise<void>;
}

export function ReviewCard({ shown: { punch, local }, onDecide }: ReviewCardProps) {
  const t = useT();
  const open = !punch.review && local?.state !== 'sending';
  return (
    <li className="review-card" data-testid="review-card">
      <div className="review-who">
        <strong>{punch.userName}</strong>
        <span className="review-unit">
          {punch.account} · {punch.unitName}
        </span>
      </div>
      <TimeFacts punch={punch} />
      <Place punch={punch} />
      <FlagList punch={punch} />
      {punch.remark && <p className="review-remark">{t('hrTools.remark', { remark: punch.remark })}</p>}
      {punch.photoUrl && (
        <ServerImage className="review-photo" src={punch.photoUrl} alt={t('hrTools.photo')} />
      )}
      {punch.review && <Review review={punch.review} />}
      {local && <Local local={local} />}
      {open && onDecide && <DecisionBar punchId={punch.id} onDecide={onDecide} />}
    </li>
  );
}
