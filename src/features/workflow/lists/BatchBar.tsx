/**
 * The foot of the to-do list in 批量 mode: how many are chosen, the one opinion they all get, 同意, and the
 * honest limits (one flow at a time; a node that needs a signature or approvers is handled one by one).
 */
import { Button } from 'framework7-react';
import { useT } from '../../../i18n';
import type { Batch } from './useBatch';

export function BatchBar({ batch }: { batch: Batch }) {
  const t = useT();
  const count = batch.chosen.length;
  return (
    <div className="wf-batch-bar" data-testid="wf-batch-bar">
      <p className="wf-batch-hint">{t('wfList.batch.hint')}</p>
      <label className="wf-batch-opinion">
        <span>{t('wfList.batch.opinion')}</span>
        <input
          type="text"
          value={batch.opinion}
          maxLength={500}
          aria-label={t('wfList.batch.opinion')}
          onChange={(e) => batch.setOpinion(e.target.value)}
        />
      </label>
      <div className="wf-batch-actions">
        <span className="wf-batch-count">{t('wfList.batch.chosen', { count })}</span>
        <Button type="button" fill disabled={count === 0 || batch.busy} onClick={() => void batch.approve()}>
          {t('wfList.batch.approve', { count })}
        </Button>
      </div>
    </div>
  );
}
