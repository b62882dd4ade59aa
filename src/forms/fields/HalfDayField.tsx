/**
 * A date with 上午/下午 (our halfDayDate kind). The value is epoch ms of the spec §5 half-day helper's time
 * for the field's type, so it travels as the platform's other times do and reads back to the same half.
 * The half shown before a date is picked is kept here and applied with the date.
 */
import { useState } from 'react';
import type { Half, HalfDayType } from '../../../contract/form/halfDay';
import { useT } from '../../i18n';
import { halfDayMs, splitHalfDay } from '../halfDay';
import { FieldShell } from './FieldShell';
import { dateMs, dateText } from './dateText';
import { WhenButton } from './WhenButton';
import { useFormRuntime, type FieldProps } from './fieldProps';

const HALVES: readonly Half[] = ['morning', 'afternoon'];

/** The date and half a value stands for; a time of no half (another type's) keeps its date. */
function partsOf(value: FieldProps['value'], type: HalfDayType) {
  const ms = typeof value === 'number' ? value : null;
  const parts = splitHalfDay(ms, type);
  return { date: parts?.date ?? dateText(ms), half: parts?.half ?? null };
}

export function HalfDayField({ field, label, error, value, onChange }: FieldProps) {
  const t = useT();
  const { readOnly } = useFormRuntime();
  const type: HalfDayType = field.__config__.halfDayType ?? 1;
  const parts = partsOf(value, type);
  const [shownHalf, setShownHalf] = useState<Half>(parts.half ?? field.__config__.defaultHalf ?? 'morning');
  const half = parts.half ?? shownHalf;
  const date = parts.date;
  const set = (d: string, h: Half) => {
    setShownHalf(h);
    onChange(d ? halfDayMs(d, h, type) : null);
  };
  const locked = readOnly || Boolean(field.disabled);
  return (
    <FieldShell field={field} label={label} error={error}>
      <div className="form-half-day">
        <WhenButton
          kind="date"
          label={label}
          value={dateMs(date)}
          invalid={Boolean(error)}
          locked={locked}
          onPick={(ms) => set(dateText(ms), half)}
        />
        <div className="form-chips" role="radiogroup" aria-label={t('form.half.of', { label })}>
          {HALVES.map((h) => (
            <label key={h} className="form-chip">
              <input
                type="radio"
                name={`${field.__vModel__}-half`}
                checked={half === h}
                disabled={locked}
                onChange={() => set(date, h)}
              />
              <span>{t(`form.half.${h}`)}</span>
            </label>
          ))}
        </div>
      </div>
    </FieldShell>
  );
}
