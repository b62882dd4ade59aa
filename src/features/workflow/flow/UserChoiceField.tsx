/**
 * A row that chooses people from the local directory with the shared user picker (src/ui/picker): the
 * transfer target (one) and the copy-to people (several). The chosen names show in the row.
 */
import { useState } from 'react';
import type { UserDb } from '../../../data';
import { useChosenNames } from '../../../forms/fields/useChosenNames';
import { useT } from '../../../i18n';
import { UserPicker } from '../../../ui/picker';
import { FieldFrame } from '../../../forms/fields/FieldShell';

export interface UserChoiceFieldProps {
  db: UserDb;
  name: string;
  label: string;
  required?: boolean;
  error?: string;
  multiple: boolean;
  value: readonly string[];
  onChange: (ids: string[]) => void;
}

export function UserChoiceField({
  db,
  name,
  label,
  required,
  error,
  multiple,
  value,
  onChange,
}: UserChoiceFieldProps) {
  const t = useT();
  const [open, setOpen] = useState(false);
  // The sheet is created on the first tap (as the form engine's pickers are), then slides up a frame later.
  const [mounted, setMounted] = useState(false);
  const show = () => {
    setMounted(true);
    requestAnimationFrame(() => setOpen(true));
  };
  const names = useChosenNames(db, 'userSelect', value);
  return (
    <FieldFrame name={name} label={label} required={required} error={error}>
      <button
        type="button"
        className={names.length ? 'form-picker-button' : 'form-picker-button is-empty'}
        aria-label={label}
        aria-invalid={Boolean(error)}
        onClick={show}
      >
        {names.length ? names.join('、') : t('wfFlow.operate.choose')}
      </button>
      {mounted && (
        <UserPicker
          title={label}
          opened={open}
          onClose={() => setOpen(false)}
          value={value}
          multiple={multiple}
          onChange={(ids) => onChange(ids)}
        />
      )}
    </FieldFrame>
  );
}
