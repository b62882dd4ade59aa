/**
 * Every form of the catalogue (contract/hrForm: leave, resignation, transfers …), drafted offline and
 * submitted once: the route names the form, the catalogue gives its FormKey and bill rule, its definition
 * is rendered by the engine's drafted-form page. The title is the route's own.
 */
import { useEffect, useMemo } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { useLocation } from 'react-router-dom';
import { hrFormDef } from '../../../contract/hrForm/forms';
import { DraftFormPage, recordFormUse } from '../../forms';
import { networkOnline } from '../../sync';
import { session } from '../../session/session';
import SoonPage from '../../ui/SoonPage';
import { hrFormPlan } from './hrFormPlan';
import { hrFormOfPath } from './hrRoute';
import { addHrWords } from '../../forms/formWords';

addHrWords();

export default function HrFormPage({ title }: { title: string }) {
  useSignals();
  const { pathname } = useLocation();
  const entry = hrFormOfPath(pathname);
  const def = entry && hrFormDef(entry.formKey);
  const plan = useMemo(() => (entry && def ? hrFormPlan(entry, def) : null), [entry, def]);
  const userId = session.value?.userInfo.userId;
  // Opening a form counts towards the Business Application tab's 常用 row.
  useEffect(() => {
    if (userId && entry) recordFormUse(userId, entry.key);
  }, [userId, entry]);
  if (!entry || !def || !plan) return <SoonPage title={title} />;
  return (
    <DraftFormPage
      key={def.formKey}
      name="hr-form"
      title={title}
      def={def}
      plan={plan}
      userInfo={session.value?.userInfo}
      online={networkOnline.value}
      defOf={hrFormDef}
    />
  );
}
