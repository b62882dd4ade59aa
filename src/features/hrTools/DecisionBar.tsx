/**
 * 通过 / 不通过 under a flagged punch. 不通过 opens the reason (required: the person is told it) with
 * 确认不通过; the decision is checked by the contract's rule before it is queued (a missing reason said under
 * the field), and the bar goes once the decision is on its way.
 */
import { useState } from 'react';
import { Button } from 'framework7-react';
import type { PunchDecisionBody } from '../../../contract';
import { REVIEW_REASON_MAX } from '../../../contract';
import { useT } from '../../i18n';
import { checkDecision } from './reviewModel';

export interface DecisionBarProps {
  punchId: string;
  onDecide: (body: PunchDecisionBody) => Promise<void>;
}

export function DecisionBar({ punchId, onDecide }: DecisionBarProps) {
  const t = useT();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const decide = (decision: PunchDecisionBody['decision']) => {
    const checked = checkDecision({ decision, reason: decision === 'reject' ? reason : '' });
    if (!checked.ok) return setError(checked.message);
    setBusy(true);
    void onDecide(checked.body).finally(() => setBusy(false));
  };
  const reasonId = `review-reason-${punchId}`;
  if (!rejecting)
    return (
      <div className="review-actions">
        <Button type="button" fill disabled={busy} onClick={() => decide('accept')}>
          {t('hrTools.accept')}
        </Button>
        <Button type="button" outline color="red" disabled={busy} onClick={() => setRejecting(true)}>
          {t('hrTools.reject')}
        </Button>
      </div>
    );
  return (
    <div className="review-reject">
      <label htmlFor={reasonId}>{t('hrTools.reason')}</label>
      <textarea
        id={reasonId}
        value={reason}
        maxLength={REVIEW_REASON_MAX}
        placeholder={t('hrTools.reasonPlaceholder')}
        aria-invalid={error !== null}
        aria-describedby={error ? `${reasonId}-error` : undefined}
        onChange={(e) => {
          setReason(e.target.value);
          setError(null);
        }}
      />
      {error && (
        <p id={`${reasonId}-error`} className="review-error" role="alert">
          {error}
        </p>
      )}
      <div className="review-actions">
        <Button type="button" fill color="red" disabled={busy} onClick={() => decide('reject')}>
          {t('hrTools.confirmReject')}
        </Button>
        <Button type="button" outline disabled={busy} onClick={() => setRejecting(false)}>
          {t('hrTools.cancel')}
        </Button>
      </div>
    </div>
  );
}
