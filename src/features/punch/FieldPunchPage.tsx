/**
 * 外勤打卡 (/pages/apply/fieldPunchCard/index): punch in the field with the server-corrected time, the
 * position and the nearest configured site, an optional photo and remark — stored on the phone at once and
 * delivered by the outbox, so it works the same offline. Pull to refresh re-syncs the sites.
 */
import { useMemo, useRef } from 'react';
import { Navbar, Page, PageContent, Preloader } from 'framework7-react';
import { useSignals } from '@preact/signals-react/runtime';

import { useActiveDb } from '../../data';
import { useT } from '../../i18n';
import { refreshReference } from '../../sync';
import { usePullToRefresh } from '../../ui/picker';
import { toast } from '../../ui/toast';
import { session } from '../../session/session';
import type { PunchUser } from './ClockCard';
import { SITES_DATASET } from './punchReads';
import { PunchScreen } from './PunchScreen';
import './punch.css';
import '../../forms/forms.css';
import { useBack } from '../../ui/useBack';

const APPLY_TAB = '/pages/index/apply';

export default function FieldPunchPage({ title }: { title: string }) {
  useSignals();
  const t = useT();
  const db = useActiveDb();
  const info = session.value?.userInfo;
  const { userId = '', userName = '', departmentName = '' } = info ?? {};
  const user = useMemo<PunchUser>(
    () => ({ userId, userName, departmentName }),
    [userId, userName, departmentName],
  );
  const contentRef = useRef<{ el: HTMLElement | null }>({ el: null });
  usePullToRefresh(contentRef);
  const refresh = (done: () => void) => {
    void refreshReference()
      .then(
        (status) => status.datasets[SITES_DATASET]?.error !== undefined && toast(t('punch.refreshFailed')),
      )
      .finally(done);
  };
  const back = useBack(APPLY_TAB);
  return (
    <Page name="field-punch" className="punch-page" pageContent={false}>
      <Navbar title={title} backLink backLinkUrl="#" onClickBack={back} />
      <PageContent ptr onPtrRefresh={refresh} ref={contentRef}>
        {db && userId ? (
          <PunchScreen key={`${db.name}:${userId}`} db={db} user={user} />
        ) : (
          <Preloader className="page-loader" />
        )}
      </PageContent>
    </Page>
  );
}
