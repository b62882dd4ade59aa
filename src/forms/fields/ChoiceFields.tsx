/**
 * Fields chosen from the form's own options (`__slot__.options`): switch, radio, checkbox and select.
 * Radios and checkboxes are native inputs styled as chips, so they are reachable by role and label.
 * Option ids may be numbers (urgency 1/2/3); the DOM only carries the option's index.
 */
import { useT } from '../../i18n';
import { textOf } from '../../../contract/form/issueText';
import type { FieldOption } from '../../../contract/form/types';
import { FieldShell } from './FieldShell';
import { asIds, useFormRuntime, type FieldProps } from './fieldProps';

const optionsOf = (props: FieldProps): FieldOption[] => props.field.__slot__?.options ?? [];

export function SwitchField({ field, label, error, value, onChange }: FieldProps) {
  const { readOnly } = useFormRuntime();
  return (
    <FieldShell field={field} label={label} error={error} className="form-field-inline">
      <label className="toggle form-toggle">
        <input
          type="checkbox"
          role="switch"
          aria-label={label}
          checked={value === true}
          disabled={readOnly || field.disabled}
          onChange={(e) => onChange(e.target.checked)}
        />
        <span className="toggle-icon" />
      </label>
    </FieldShell>
  );
}

export function RadioField(props: FieldProps) {
  const t = useT();
  const { readOnly } = useFormRuntime();
  const { field, label, error, value, onChange } = props;
  return (
    <FieldShell field={field} label={label} error={error}>
      <div className="form-chips" role="radiogroup" aria-label={label}>
        {optionsOf(props).map((o) => (
          <label key={String(o.id)} className="form-chip">
            <input
              type="radio"
              name={field.__vModel__}
              checked={value === o.id}
              disabled={readOnly || field.disabled}
              onChange={() => onChange(o.id)}
            />
            <span>{textOf(t, o.fullName)}</span>
          </label>
        ))}
      </div>
    </FieldShell>
  );
}

export function CheckboxField(props: FieldProps) {
  const t = useT();
  const { readOnly } = useFormRuntime();
  const { field, label, error, onChange } = props;
  const chosen = asIds(props.value);
  const toggle = (id: string | number, on: boolean) =>
    onChange(on ? [...chosen, id] : chosen.filter((c) => c !== id));
  return (
    <FieldShell field={field} label={label} error={error}>
      <div className="form-chips" role="group" aria-label={label}>
        {optionsOf(props).map((o) => (
          <label key={String(o.id)} className="form-chip">
            <input
              type="checkbox"
              checked={chosen.includes(o.id)}
              disabled={readOnly || field.disabled}
              onChange={(e) => toggle(o.id, e.target.checked)}
            />
            <span>{textOf(t, o.fullName)}</span>
          </label>
        ))}
      </div>
    </FieldShell>
  );
}

export function SelectField(props: FieldProps) {
  const t = useT();
  const { readOnly } = useFormRuntime();
  const { field, label, error, onChange } = props;
  const options = optionsOf(props);
  const one = props.value;
  const ids = field.multiple ? asIds(one) : typeof one === 'string' || typeof one === 'number' ? [one] : [];
  const selected = ids.map((v) => String(options.findIndex((o) => o.id === v))).filter((i) => i !== '-1');
  const pick = (indexes: string[]) => {
    const picked = indexes.map((i) => options[Number(i)]?.id).filter((id) => id !== undefined);
    onChange(field.multiple ? picked : (picked[0] ?? ''));
  };
  return (
    <FieldShell field={field} label={label} error={error}>
      <select
        aria-label={label}
        aria-invalid={Boolean(error)}
        multiple={field.multiple}
        value={field.multiple ? selected : (selected[0] ?? '')}
        disabled={readOnly || field.disabled}
        onChange={(e) => pick([...e.target.selectedOptions].map((o) => o.value).filter((v) => v !== ''))}
      >
        {!field.multiple && <option value="">{t('form.placeholder.choose')}</option>}
        {options.map((o, i) => (
          <option key={String(o.id)} value={String(i)}>
            {textOf(t, o.fullName)}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}
