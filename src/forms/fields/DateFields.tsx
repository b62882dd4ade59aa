/**
 * Date and time fields on the app's wheel (WhenButton): date (epoch ms), time ('HH:mm'), and their ranges
 * (a pair, the end checked against the start by validate.ts).
 */
import { useT } from '../../i18n';
import type { FieldValue } from '../../../contract/form/types';
import { FieldShell } from './FieldShell';
import { WhenButton } from './WhenButton';
import { asIds, useFormRuntime, type FieldProps } from './fieldProps';

const kindOf = (jnpfKey: string): 'date' | 'time' => (jnpfKey.startsWith('time') ? 'time' : 'date');

export function DateField({ field, label, error, value, onChange }: FieldProps) {
  const { readOnly } = useFormRuntime();
  return (
    <FieldShell field={field} label={label} error={error}>
      <WhenButton
        kind={kindOf(field.__config__.jnpfKey)}
        label={label}
        value={typeof value === 'number' || typeof value === 'string' ? value : null}
        invalid={Boolean(error)}
        locked={readOnly || field.disabled}
        onPick={onChange}
      />
    </FieldShell>
  );
}

export function RangeField({ field, label, error, value, onChange }: FieldProps) {
  const t = useT();
  const { readOnly } = useFormRuntime();
  const kind = kindOf(field.__config__.jnpfKey);
  const [start, end] = asIds(value);
  const set = (i: 0 | 1, v: string | number) => {
    const next: (string | number)[] = [start ?? '', end ?? ''];
    next[i] = v;
    onChange(next.every((x) => x === '') ? [] : (next as FieldValue));
  };
  const bound = (i: 0 | 1, v: string | number | undefined, name: string) => (
    <WhenButton
      kind={kind}
      label={`${label} ${name}`}
      value={v === '' ? null : v}
      invalid={Boolean(error)}
      locked={readOnly || field.disabled}
      onPick={(picked) => set(i, picked)}
    />
  );
  return (
    <FieldShell field={field} label={label} error={error}>
      <div className="form-range">
        {bound(0, start, t('form.range.start'))}
        <span className="form-range-to">{t('form.range.to')}</span>
        {bound(1, end, t('form.range.end'))}
      </div>
    </FieldShell>
  );
}
