/** The chosen items as chips above a multiple-choice picker's list; × removes one (not a disabled one). */
import { useT } from '../../i18n';
import type { PickerNode } from './pickerModel';

/** More chips than this are summed up as "等 N 项": a whole ward of people would not fit anyway. */
const CHIP_LIMIT = 30;

export function ChosenChips({
  items,
  onRemove,
}: {
  items: readonly PickerNode[];
  onRemove: (id: string) => void;
}) {
  const t = useT();
  if (items.length === 0) return null;
  return (
    <div className="picker-chips" aria-label={t('picker.selected', { count: items.length })}>
      {items.slice(0, CHIP_LIMIT).map((n) => (
        <span key={n.id} className="picker-chip">
          {n.label}
          {!n.disabled && (
            <button
              type="button"
              className="picker-chip-remove"
              aria-label={t('picker.remove', { name: n.label })}
              onClick={() => onRemove(n.id)}
            >
              ×
            </button>
          )}
        </span>
      ))}
      {items.length > CHIP_LIMIT && (
        <span className="picker-chip picker-chip-more">
          {t('picker.more', { count: items.length - CHIP_LIMIT })}
        </span>
      )}
    </div>
  );
}
