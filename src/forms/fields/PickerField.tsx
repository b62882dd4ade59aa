/**
 * Fields chosen with the shared pickers (src/ui/picker): dictionary items (dicSelect), departments,
 * positions and people. The row shows the chosen names and opens the picker's bottom sheet.
 */
import { useState } from 'react';
import { DepartmentPicker, DictionaryPicker, PositionPicker, UserPicker } from '../../ui/picker';
import { useT } from '../../i18n';
import { FieldShell } from './FieldShell';
import { asIds, useFormRuntime, type FieldProps } from './fieldProps';
import { useChosenNames, type PickerKind } from './useChosenNames';

const idsOf = (v: FieldProps['value']): string[] =>
  typeof v === 'string' ? (v ? [v] : []) : asIds(v).map(String);

interface SheetProps {
  kind: PickerKind;
  typeCode: string;
  title: string;
  opened: boolean;
  onClose: () => void;
  value: string[];
  multiple: boolean;
  onChange: (ids: string[]) => void;
}

function PickerSheetFor({ kind, typeCode, ...props }: SheetProps) {
  if (kind === 'dicSelect') return <DictionaryPicker typeCode={typeCode} {...props} />;
  if (kind === 'depSelect') return <DepartmentPicker {...props} />;
  if (kind === 'posSelect') return <PositionPicker {...props} />;
  return <UserPicker {...props} />;
}

export function PickerField({ field, label, error, value, onChange }: FieldProps) {
  const t = useT();
  const { db, readOnly } = useFormRuntime();
  const [open, setOpen] = useState(false);
  // The sheet is created on the first tap, not with the form (a form may hold many pickers); it opens a
  // frame later so that it slides up like every later opening.
  const [mounted, setMounted] = useState(false);
  const show = () => {
    setMounted(true);
    requestAnimationFrame(() => setOpen(true));
  };
  const kind = field.__config__.jnpfKey as PickerKind;
  const ids = idsOf(value);
  const names = useChosenNames(db, kind, ids);
  const locked = readOnly || Boolean(field.disabled);
  return (
    <FieldShell field={field} label={label} error={error}>
      <button
        type="button"
        className={names.length ? 'form-picker-button' : 'form-picker-button is-empty'}
        aria-label={label}
        aria-invalid={Boolean(error)}
        disabled={locked}
        onClick={show}
      >
        {names.length ? names.join('、') : t('form.placeholder.choose')}
      </button>
      {mounted && !locked && (
        <PickerSheetFor
          kind={kind}
          typeCode={field.__config__.dictionaryType ?? ''}
          title={label}
          opened={open}
          onClose={() => setOpen(false)}
          value={ids}
          multiple={Boolean(field.multiple)}
          onChange={(chosen) => onChange(field.multiple ? chosen : (chosen[0] ?? ''))}
        />
      )}
    </FieldShell>
  );
}
