/** Business Application tab (tab 2): the apply area and the HR forms, grouped as spec §2 groups them. */
import { BlockTitle, List } from 'framework7-react';
import { HR_GROUPS } from '../../app/routeTable';
import { useT } from '../../i18n';
import { ListLink } from '../../ui/AppLink';
import { DraftsEntry } from '../drafts/DraftsEntry';
import { TabPage } from '../shell/TabPage';

const COMMON = ['reportLog/index', 'schedule/index', 'fieldPunchCard/index', 'dynamicModel/index'] as const;
const TRAINING = ['HospitalTrainPhone', 'CreditTrainPhone'] as const;

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
      {Object.entries(HR_GROUPS).map(([group, names]) => (
        <div key={group}>
          <BlockTitle>{t(`apply.${group}`)}</BlockTitle>
          <List strong inset dividers>
            {names.map((n) => (
              <ListLink key={n} to={`/pages/subDev/${group}/${n}`} title={t(`route.subDev.${n}`)} />
            ))}
          </List>
        </div>
      ))}
      <BlockTitle>{t('apply.training')}</BlockTitle>
      <List strong inset dividers>
        {TRAINING.map((n) => (
          <ListLink key={n} to={`/pages/subDev/QRCode/${n}/index`} title={t(`route.qr.${n}`)} />
        ))}
      </List>
    </TabPage>
  );
}
