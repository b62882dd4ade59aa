/**
 * Typed fields: single-line text (comInput), multi-line text (textarea) and numbers (numInput). A text
 * field's validators choose the phone's keypad (#14 item 12): a mobile or landline number the telephone
 * pad, digits only (a bank card) the numeric pad, an e-mail the e-mail keyboard.
 */
import type { ChangeEvent } from 'react';
import { useT } from '../../i18n';
import { textOf } from '../../../contract/form/issueText';
import { FieldShell } from './FieldShell';
import { asText, useFormRuntime, type FieldProps } from './fieldProps';

function usePlaceholder(field: FieldProps['field']): string {
  const t = useT();
  return field.placeholder ? textOf(t, field.placeholder) : t('form.placeholder.fill');
}

type Keypad = { type: 'text' | 'tel' | 'email'; inputMode?: 'tel' | 'numeric' | 'email' };

const KEYPADS: Readonly<Record<string, Keypad>> = {
  mobile: { type: 'tel', inputMode: 'tel' },
  landline: { type: 'tel', inputMode: 'tel' },
  digits: { type: 'text', inputMode: 'numeric' },
  email: { type: 'email', inputMode: 'email' },
};

/** The keypad a field's rules ask for: its validators, or a pattern of digits only. */
export function keypadOf(field: FieldProps['field']): Keypad {
  for (const name of field.__config__.validators ?? []) if (KEYPADS[name]) return KEYPADS[name];
  const digitsOnly = (field.__config__.regList ?? []).some((r) =>
    /^\/?\^\\d(\{[\d,]+\}|\+)\$\/?$/.test(r.pattern),
  );
  return digitsOnly ? { type: 'text', inputMode: 'numeric' } : { type: 'text' };
}

export function TextField(props: FieldProps) {
  const { field, label, error, onChange } = props;
  const { readOnly } = useFormRuntime();
  const placeholder = usePlaceholder(field);
  const common = {
    'aria-label': label,
    'aria-invalid': Boolean(error),
    value: asText(props.value),
    placeholder,
    maxLength: field.maxlength,
    readOnly: readOnly || field.disabled,
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange(e.target.value),
  };
  return (
    <FieldShell field={field} label={label} error={error}>
      {field.__config__.jnpfKey === 'textarea' ? (
        <textarea className="form-textarea" rows={4} {...common} />
      ) : (
        <input {...keypadOf(field)} {...common} />
      )}
    </FieldShell>
  );
}

/** Empty input is no number (null); anything else is what the browser parsed. */
const toNumber = (text: string): number | null => (text.trim() === '' ? null : Number(text));

export function NumberField(props: FieldProps) {
  const { field, label, error, onChange } = props;
  const { readOnly } = useFormRuntime();
  const placeholder = usePlaceholder(field);
  if (field.disabled) {
    // Computed numbers (day counts, hours) read as text: nothing to type, nothing to mistype.
    return (
      <FieldShell field={field} label={label} error={error}>
        <output className="form-static" aria-label={label}>
          {asText(props.value) || '—'}
        </output>
      </FieldShell>
    );
  }
  return (
    <FieldShell field={field} label={label} error={error}>
      <input
        type="number"
        inputMode="decimal"
        aria-label={label}
        aria-invalid={Boolean(error)}
        value={asText(props.value)}
        placeholder={placeholder}
        min={field.min}
        max={field.max}
        step={field.precision === undefined ? 'any' : 1 / 10 ** field.precision}
        readOnly={readOnly}
        onChange={(e) => onChange(toNumber(e.target.value))}
      />
    </FieldShell>
  );
}
