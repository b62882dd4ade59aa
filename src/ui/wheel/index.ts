/**
 * The app's one date and time picker (issue #14): wheels of 年/月/日 and 时/分 in the app's language, the
 * same on every phone. Dates are epoch ms of local midnight, times 'HH:mm', as the form engine keeps them.
 */
import { t } from '../../i18n';
import { openWheel } from './openWheel';
import {
  clampDay,
  dateColumns,
  dateValues,
  dayColumn,
  msOfParts,
  partsOfMs,
  partsOfValues,
  timeColumns,
  timeOfValues,
  timeValues,
  type WheelWords,
} from './wheelColumns';

const words = (): WheelWords => ({
  year: (n) => t('wheel.year', { n }),
  month: (n) => t('wheel.month', { n }),
  day: (n) => t('wheel.day', { n }),
  names: {
    year: t('wheel.names.year'),
    month: t('wheel.names.month'),
    day: t('wheel.names.day'),
    hour: t('wheel.names.hour'),
    minute: t('wheel.names.minute'),
  },
});

export interface DateWheelRequest {
  title: string;
  /** The date shown first: the field's value, or today when it has none. */
  value: number | null;
  onPick: (ms: number) => void;
  now?: number;
}

export function openDateWheel({ title, value, onPick, now = Date.now() }: DateWheelRequest): Promise<void> {
  const shown = partsOfMs(value ?? now);
  const w = words();
  let month = `${shown.year}-${shown.month}`;
  return openWheel({
    title,
    columns: dateColumns(shown, partsOfMs(now).year, w),
    value: dateValues(shown),
    onChange: (values, wheel) => {
      const parts = partsOfValues(values);
      // Another month has another number of days: the day column follows, the day kept within it.
      if (!parts || `${parts.year}-${parts.month}` === month) return;
      month = `${parts.year}-${parts.month}`;
      const kept = clampDay({ ...parts, day: Number(values[2]) });
      wheel.replaceColumn(2, dayColumn(parts.year, parts.month, w), String(kept.day));
    },
    onDone: (values) => {
      const parts = partsOfValues(values);
      if (parts) onPick(msOfParts(parts));
    },
  });
}

export interface TimeWheelRequest {
  title: string;
  /** 'HH:mm', or '' for none (the wheel then shows 08:00). */
  value: string;
  onPick: (time: string) => void;
}

export function openTimeWheel({ title, value, onPick }: TimeWheelRequest): Promise<void> {
  return openWheel({
    title,
    columns: timeColumns(words()),
    value: timeValues(value),
    onDone: (values) => onPick(timeOfValues(values)),
  });
}
