/**
 * What a submitted form shows, kept true as its outbox row moves (#14 item 2): 已送达 once the server has
 * it, 正在发送 while it goes out, 等待网络 only while there is no signal, 稍后自动发送 with the server's words
 * when it asked to come back later (an attachment over the upload rate, #28), and 提交被退回 with the
 * server's words when refused. A delivered row pruned from the outbox still reads as delivered. The bill
 * number shown is the one the row carries as it goes out. Unless refused, it offers notifications once (#30 item 6).
 */
import { useEffect, useRef } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { Block, Button } from 'framework7-react';
import { useSignals } from '@preact/signals-react/runtime';
import { latestOfStream, serverWait, type UserDb, type WaitingRow } from '../../data';
import { useT } from '../../i18n';
import { networkOnline } from '../../sync';
import { formStream } from '../../../core/store/outboxKinds';
import type { FormDef } from '../../../contract/form/types';
import { formRefusalText } from '../refusalWords';
import { NotifyOffer } from './NotifyOffer';

export interface SubmittedNoticeProps {
  db: UserDb;
  draftId: string;
  /** The form, whose labels name a field the server refused. */
  def?: FormDef;
  billNo: string;
  /** Who submitted: the notification offer is asked once per person and phone. */
  userId?: string;
  onBack: () => void;
  onAnother: () => void;
}

export type SubmissionState = 'delivered' | 'sending' | 'waiting' | 'deferred' | 'refused';

/** Where a submission stands, from its newest outbox row and the signal. Pure. */
export function submissionState(row: WaitingRow | null, online: boolean): SubmissionState {
  if (!row || row.state === 'done') return 'delivered';
  if (row.state === 'failed') return 'refused';
  if (row.state === 'sending') return 'sending';
  if (serverWait(row)) return 'deferred';
  // Queued after a try that did not get through: it waits for the network, whatever the phone says.
  return online && row.lastError === null ? 'sending' : 'waiting';
}

/**
 * The number the row went out with: taken at send time when submitted offline, or a new one the outbox
 * took when the server refused the first (workers/outbox/renumber.ts); else the draft's.
 */
function sentBillNo(body: unknown): string {
  const billNo = (body as { billNo?: unknown } | null | undefined)?.billNo;
  return typeof billNo === 'string' ? billNo : '';
}

function BillNoLine({
  row,
  draftBillNo,
}: {
  row: { body: unknown } | null | undefined;
  draftBillNo: string;
}) {
  const t = useT();
  const billNo = sentBillNo(row?.body) || draftBillNo;
  return billNo ? <p className="form-submitted-detail">{t('hrForms.billNoIs', { billNo })}</p> : null;
}

export function SubmittedNotice({
  db,
  draftId,
  def,
  billNo,
  userId,
  onBack,
  onAnother,
}: SubmittedNoticeProps) {
  useSignals();
  const t = useT();
  const title = useRef<HTMLParagraphElement>(null);
  const row = useLiveQuery(() => latestOfStream(db, formStream(draftId)), [db, draftId]);
  const state = row === undefined ? null : submissionState(row, networkOnline.value);
  // The server's words, for a refusal or a "come back later".
  const words = { message: formRefusalText(t, row?.lastError ?? '', def) };
  // 提交 is pressed at the bottom of a long form; the answer is at the top.
  // Braces: newer browsers return a promise from scrollIntoView, and an effect may only return a cleanup.
  useEffect(() => {
    title.current?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  }, []);
  return (
    <Block strong inset className={`form-submitted is-${state ?? 'sending'}`} data-state={state ?? ''}>
      <p ref={title} className="form-submitted-title" role="status">
        {t(`hrForms.submission.${state ?? 'sending'}`)}
      </p>
      <p className="form-submitted-detail">{t(`hrForms.submission.${state ?? 'sending'}Detail`, words)}</p>
      <BillNoLine row={row} draftBillNo={billNo} />
      {userId && state !== 'refused' && <NotifyOffer userId={userId} />}
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
