/**
 * Every HR form of the catalogue (contract/hrForm), drafted offline and submitted once: the route names the
 * form, the catalogue gives its FormKey and bill rule, its definition is rendered by the engine's
 * drafted-form page exactly as leave is. The title is the route's own.
 */
import { useMemo } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { useLocation } from 'react-router-dom';
import type { FormDef } from '../../../contract/form/types';
import { hrFormDef, HR_FORM_DEFS } from '../../../contract/hrForm/forms';
import { DraftFormPage } from '../../forms';
import { networkOnline } from '../../sync';
import { session } from '../../session/session';
import { LEAVE_FORM } from '../leave/leaveForm';
import SoonPage from '../../ui/SoonPage';
import { hrFormPlan } from './hrFormPlan';
import { hrFormOfPath } from './hrRoute';
import { addHrWords } from './hrWords';

addHrWords();

/** The definitions an original may have (a leave return follows a leave): for its dates in the list. */
const defOf = (formKey: string): FormDef | undefined =>
  formKey === LEAVE_FORM.formKey ? LEAVE_FORM : HR_FORM_DEFS[formKey];

export default function HrFormPage({ title }: { title: string }) {
  useSignals();
  const { pathname } = useLocation();
  const entry = hrFormOfPath(pathname);
  const def = entry && hrFormDef(entry.formKey);
  const plan = useMemo(() => (entry && def ? hrFormPlan(entry, def) : null), [entry, def]);
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
      defOf={defOf}
    />
  );
}
