/**
 * Date and time fields on native inputs: date (epoch ms), time ('HH:mm'), and their ranges (a pair, the
 * end checked against the start by validate.ts).
 */
import { useT } from '../../i18n';
import type { FieldValue } from '../../../contract/form/types';
import { FieldShell } from './FieldShell';
import { dateMs, dateText } from './dateText';
import { asIds, asText, useFormRuntime, type FieldProps } from './fieldProps';

export function DateField({ field, label, error, value, onChange }: FieldProps) {
  const { readOnly } = useFormRuntime();
  const isTime = field.__config__.jnpfKey === 'time';
  return (
    <FieldShell field={field} label={label} error={error}>
      <input
        type={isTime ? 'time' : 'date'}
        aria-label={label}
        aria-invalid={Boolean(error)}
        value={isTime ? asText(value) : dateText(value)}
        readOnly={readOnly || field.disabled}
        onChange={(e) => onChange(isTime ? e.target.value : dateMs(e.target.value))}
      />
    </FieldShell>
  );
}

export function RangeField({ field, label, error, value, onChange }: FieldProps) {
  const t = useT();
  const { readOnly } = useFormRuntime();
  const isTime = field.__config__.jnpfKey === 'timeRange';
  const [start, end] = asIds(value);
  const show = (v: string | number | undefined) => (isTime ? asText(v) : dateText(v));
  const parse = (text: string): string | number => (isTime ? text : (dateMs(text) ?? ''));
  const set = (i: 0 | 1, text: string) => {
    const next: (string | number)[] = [start ?? '', end ?? ''];
    next[i] = parse(text);
    onChange(next.every((v) => v === '') ? [] : (next as FieldValue));
  };
  const input = (i: 0 | 1, v: string | number | undefined, name: string) => (
    <input
      type={isTime ? 'time' : 'date'}
      aria-label={`${label} ${name}`}
      aria-invalid={Boolean(error)}
      value={show(v)}
      readOnly={readOnly || field.disabled}
      onChange={(e) => set(i, e.target.value)}
    />
  );
  return (
    <FieldShell field={field} label={label} error={error}>
      <div className="form-range">
        {input(0, start, t('form.range.start'))}
        <span className="form-range-to">{t('form.range.to')}</span>
        {input(1, end, t('form.range.end'))}
      </div>
    </FieldShell>
  );
}
