/**
 * A date or time shown as the form's other chosen values are, opening the app's wheel (src/ui/wheel) on a
 * tap: the same Chinese 年/月/日 on every phone instead of the browser's locale-dependent native picker.
 */
import { useT } from '../../i18n';
import { openDateWheel, openTimeWheel } from '../../ui/wheel';
import { dateText } from './dateText';

export interface WhenButtonProps {
  kind: 'date' | 'time';
  /** The field's name: the button's label and the wheel's title. */
  label: string;
  /** Epoch ms for a date, 'HH:mm' for a time; empty when none. */
  value: string | number | null | undefined;
  invalid?: boolean;
  locked?: boolean;
  onPick: (value: string | number) => void;
}

export function WhenButton({ kind, label, value, invalid, locked, onPick }: WhenButtonProps) {
  const t = useT();
  const text = kind === 'date' ? dateText(value) : typeof value === 'string' ? value : '';
  const open = () =>
    kind === 'date'
      ? openDateWheel({ title: label, value: typeof value === 'number' ? value : null, onPick })
      : openTimeWheel({ title: label, value: text, onPick });
  return (
    <button
      type="button"
      className={text ? 'form-picker-button' : 'form-picker-button is-empty'}
      aria-label={label}
      aria-invalid={invalid}
      data-value={text}
      disabled={locked}
      onClick={() => void open()}
    >
      {text || t('form.placeholder.choose')}
    </button>
  );
}
