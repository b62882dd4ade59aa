/**
 * 人事工具 on 我的 (issue #30 item 18): 异常打卡核对 and 今日请假, each shown only to whoever's permission
 * list holds its tool (contract/hrTools.ts `HR_TOOLS`; the server checks it again on every call); the
 * review's row says how many punches wait in the last copy.
 */
import { BlockTitle, List } from 'framework7-react';
import { useSignals } from '@preact/signals-react/runtime';
import { useLiveQuery } from 'dexie-react-hooks';
import { HR_ABSENCES_PAGE, HR_PUNCH_REVIEW_PAGE } from '../../../contract/appPaths';
import { HR_TOOLS } from '../../../contract/hrTools';
import { createPermissionChecker } from '../../../core/lib/permission';
import { useT } from '../../i18n';
import { session } from '../../session/session';
import { ListLink } from '../../ui/AppLink';
import { useActiveDb } from '../../data';
import { readReview } from './hrToolsStore';

/** How many flagged punches wait, as last synced (nothing before the first copy). */
function useWaitingCount(): number {
  const db = useActiveDb();
  return useLiveQuery(async () => (db ? ((await readReview(db))?.pending.length ?? 0) : 0), [db]) ?? 0;
}

export function HrToolsEntry() {
  useSignals();
  const t = useT();
  const waiting = useWaitingCount();
  const holds = createPermissionChecker(session.value?.permissionList);
  const may = (tool: keyof typeof HR_TOOLS) =>
    holds(HR_TOOLS[tool].modelId, HR_TOOLS[tool].enCode, 'resource');
  if (!may('punchReview') && !may('absences')) return null;
  return (
    <section aria-label={t('my.hrTools')} data-testid="hr-tools">
      <BlockTitle>{t('my.hrTools')}</BlockTitle>
      <List strong inset dividers>
        {may('punchReview') && (
          <ListLink
            to={HR_PUNCH_REVIEW_PAGE}
            title={t('route.my.hrPunchReview')}
            after={waiting ? String(waiting) : undefined}
          />
        )}
        {may('absences') && <ListLink to={HR_ABSENCES_PAGE} title={t('route.my.hrAbsences')} />}
      </List>
    </section>
  );
}
