/**
 * Business Application tab (tab 2): the apply area and the HR forms the user may use, grouped as spec §2
 * groups them, with a search on their titles.
 */
import { useMemo, useState } from 'react';
import { BlockTitle, List } from 'framework7-react';
import { useSignals } from '@preact/signals-react/runtime';
import { useT } from '../../i18n';
import { createPermissionChecker } from '../../../core/lib/permission';
import { ListLink } from '../../ui/AppLink';
import { EmptyState } from '../../ui/EmptyState';
import { SearchInput } from '../../ui/picker';
import { session } from '../../session/session';
import { DraftsEntry } from '../drafts/DraftsEntry';
import { TabPage } from '../../ui/TabPage';
import { formUses } from '../../forms/formUsage';
import { applyGroups, frequentForms } from './applyForms';

const COMMON = ['reportLog/index', 'schedule/index', 'fieldPunchCard/index', 'dynamicModel/index'] as const;
const TRAINING = ['HospitalTrainPhone', 'CreditTrainPhone'] as const;

function HrForms() {
  useSignals();
  const t = useT();
  const [query, setQuery] = useState('');
  const permissions = session.value?.permissionList;
  const can = useMemo(() => createPermissionChecker(permissions), [permissions]);
  const titleOf = (n: string) => t(`route.subDev.${n}`);
  const groups = applyGroups({ can, titleOf, query });
  const userId = session.value?.userInfo.userId;
  // Shown only without a search, when `groups` is every form the user may use.
  const frequent = query.trim() || !userId ? [] : frequentForms(groups, formUses(userId));
  return (
    <>
      <SearchInput
        value={query}
        onChange={setQuery}
        placeholder={t('hrForms.search')}
        testId="apply-search"
      />
      {frequent.length > 0 && (
        <div data-testid="frequent-forms">
          <BlockTitle>{t('apply.frequent')}</BlockTitle>
          <List strong inset dividers>
            {frequent.map((f) => (
              <ListLink key={f.name} to={f.path} title={f.title} />
            ))}
          </List>
        </div>
      )}
      {groups.map(({ group, forms }) => (
        <div key={group}>
          <BlockTitle>{t(`apply.${group}`)}</BlockTitle>
          <List strong inset dividers>
            {forms.map((f) => (
              <ListLink key={f.name} to={f.path} title={f.title} />
            ))}
          </List>
        </div>
      ))}
      {groups.length === 0 && <EmptyState text={t(query.trim() ? 'hrForms.noMatch' : 'hrForms.none')} />}
    </>
  );
}

export default function ApplyTab() {
  const t = useT();
  return (
    <TabPage name="apply">
      <List strong inset dividers>
        <DraftsEntry />
      </List>
      <BlockTitle>{t('apply.common')}</BlockTitle>
      <List strong inset dividers>
        {COMMON.map((p) => (
          <ListLink key={p} to={`/pages/apply/${p}`} title={t(`route.apply.${p}`)} />
        ))}
      </List>
      <HrForms />
      <BlockTitle>{t('apply.training')}</BlockTitle>
      <List strong inset dividers>
        {TRAINING.map((n) => (
          <ListLink key={n} to={`/pages/subDev/QRCode/${n}/index`} title={t(`route.qr.${n}`)} />
        ))}
      </List>
    </TabPage>
  );
}
