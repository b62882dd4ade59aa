/**
 * The flow's form, read through the form engine by its FormKey (flowForms.ts) under the viewer's field
 * permissions (formOperates.ts): hidden fields are left out, the node's writable fields can be changed
 * (kept in decisionStore.ts until 同意 sends them), the rest is read-only. A form the app has no definition
 * for shows its stored data as label/value pairs.
 */
import { useCallback, useMemo } from 'react';
import { Block, BlockTitle } from 'framework7-react';
import { useSignals } from '@preact/signals-react/runtime';
import type { FlowBeforeData } from '../../../../contract';
import type { UserDb } from '../../../data';
import { FormView, initialValues, restoreValues, withValue, type FormRuntime } from '../../../forms';
import type { FieldValue, FormDef } from '../../../../contract/form/types';
import { useT } from '../../../i18n';
import { editForm, editsOf } from './decisionStore';
import { flowFormOf } from './flowForms';
import { operatedForm, plainFields, plainText } from './formOperates';
import { useApplicant } from './useApplicant';

export interface FlowFormSectionProps {
  db: UserDb;
  taskId: string;
  data: FlowBeforeData;
  /** False in the preview, and while a decision waits to be sent. */
  editable: boolean;
}

const cannotAttach = async () => {
  throw new Error('Attachments cannot be changed from a flow.');
};

function EngineForm({ db, taskId, data, def, editable }: FlowFormSectionProps & { def: FormDef }) {
  useSignals();
  const applicant = useApplicant(db, def, data);
  const operated = useMemo(() => operatedForm(def, data.formOperates), [def, data.formOperates]);
  const stored = useMemo(
    () =>
      restoreValues(
        operated.def,
        initialValues(operated.def, { user: applicant, now: data.flowTaskInfo.creatorTime }),
        data.formData,
      ),
    [operated.def, applicant, data.flowTaskInfo.creatorTime, data.formData],
  );
  const canEdit = editable && operated.writable.length > 0;
  const values = (canEdit && editsOf(taskId)) || stored;
  const onChange = useCallback(
    (name: string, value: FieldValue) =>
      editForm(taskId, withValue(operated.def, editsOf(taskId) ?? stored, name, value)),
    [taskId, operated.def, stored],
  );
  const runtime = useMemo<FormRuntime>(
    () => ({ db, user: applicant, readOnly: !canEdit, attach: cannotAttach, detach: cannotAttach }),
    [db, applicant, canEdit],
  );
  return <FormView def={operated.def} values={values} issues={{}} onChange={onChange} runtime={runtime} />;
}

function PlainForm({ data }: { data: FlowBeforeData }) {
  const t = useT();
  const fields = plainFields(data.formData, data.formOperates);
  if (fields.length === 0) return <Block className="flow-note">{t('wfFlow.noForm')}</Block>;
  const yesNo = [t('wfFlow.yes'), t('wfFlow.no')] as const;
  return (
    <Block strong inset>
      <dl className="flow-facts flow-plain">
        {fields.map((f) => (
          <div key={f.name} className="flow-fact">
            <dt>{f.label}</dt>
            <dd>{plainText(f.value, yesNo) || '—'}</dd>
          </div>
        ))}
      </dl>
    </Block>
  );
}

export function FlowFormSection(props: FlowFormSectionProps) {
  const t = useT();
  const def = flowFormOf(props.data.flowFormInfo.formKey);
  return (
    <section className="flow-form" aria-label={t('wfFlow.form')}>
      <BlockTitle>{t('wfFlow.form')}</BlockTitle>
      {def ? <EngineForm {...props} def={def} /> : <PlainForm data={props.data} />}
    </section>
  );
}
