/**
 * 注销账号 (/pages/my/cancellation, issue #17): a request to close one's own account, reviewed by HR through
 * the workflow engine; the account is disabled only when HR approves. Under review, the page shows the
 * request and leads to its approval (where it can be withdrawn); otherwise the form, saying how the last
 * request ended. Needs the server: offline it says so.
 */
import { Block, Button } from 'framework7-react';
import { useSignals } from '@preact/signals-react/runtime';
import { FLOW_STATUS } from '../../../../contract/leave';
import type { Cancellation } from '../../../../contract/cancellation';
import { useActiveDb } from '../../../data';
import { useT } from '../../../i18n';
import { DATE_TIME_FORMAT, formatDate } from '../../../../core/lib/dateFormat';
import { session } from '../../../session/session';
import { networkOnline } from '../../../sync';
import { RefreshPage } from '../../../ui/RefreshPage';
import { useLoginMethods } from '../../auth/useLoginMethods';
import { flowBeforeHref } from '../../workflow/flow/paths';
import { LiveView } from '../LiveView';
import { MY_TAB } from '../personal/PersonalDataPage';
import { useOwnMobile } from '../personal/usePersonal';
import { useLiveRead } from '../useLiveRead';
import { CancelForm } from './CancelForm';
import { readCancellation } from './cancellationApi';
import './cancellation.css';

function UnderReview({ request }: { request: NonNullable<Cancellation> }) {
  const t = useT();
  return (
    <Block strong inset className="cancel-review" data-testid="cancel-review">
      <h3>{t('cancellation.underReview')}</h3>
      <p>{t('cancellation.submittedAt', { time: formatDate(request.createdAt, DATE_TIME_FORMAT) })}</p>
      <p className="cancel-reason">{request.reason}</p>
      <p>{t('cancellation.reviewNote')}</p>
      <Button outline href={flowBeforeHref({ id: request.taskId, category: 'launch' })}>
        {t('cancellation.viewFlow')}
      </Button>
    </Block>
  );
}

const LAST_OUTCOME: Partial<Record<number, string>> = {
  [FLOW_STATUS.rejected]: 'cancellation.lastRejected',
  [FLOW_STATUS.withdrawn]: 'cancellation.lastWithdrawn',
};

export default function CancellationPage({ title }: { title: string }) {
  useSignals();
  const t = useT();
  const online = networkOnline.value;
  const db = useActiveDb();
  const { live, reload } = useLiveRead(readCancellation, online);
  const methods = useLoginMethods(online);
  const mobile = useOwnMobile(db, session.value?.userInfo.mobilePhone);
  const words = {
    offline: t('cancellation.offline'),
    unavailable: t('cancellation.unavailable'),
    failed: t('cancellation.failed'),
  };
  return (
    <RefreshPage name="cancellation" title={title} fallback={MY_TAB} onRefresh={reload}>
      <LiveView live={live} words={words}>
        {(latest) => {
          if (latest?.status === FLOW_STATUS.inApproval) return <UnderReview request={latest} />;
          // How to confirm (SMS code or password) is the server's to say: the form waits for it.
          if (methods === undefined) return <Block>{t('app.loading')}</Block>;
          const outcome = latest ? LAST_OUTCOME[latest.status] : undefined;
          return (
            <>
              {outcome && <Block className="cancel-outcome">{t(outcome)}</Block>}
              <CancelForm bySms={methods?.sms === true} mobile={mobile} onSent={() => void reload()} />
            </>
          );
        }}
      </LiveView>
    </RefreshPage>
  );
}
