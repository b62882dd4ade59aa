/** The dictionary picker's inside: header, chosen chips, the trail of a drilled-down tree, the items. */
import { useMemo, useState } from 'react';
import { useT } from '../../i18n';
import type { DictionaryItemRow } from '../../data';
import { CheckControl } from './CheckControl';
import { ChosenChips } from './ChosenChips';
import {
  dictionaryLevels,
  hasChildren,
  itemsUnder,
  openingLevel,
  toggleValue,
  trailTo,
  type DictionaryLevels,
} from './dictionaryModel';
import { PickerHeader, PickerNote } from './PickerSheet';
import type { DictionaryPickerProps } from './pickerProps';
import type { DictionaryData } from './useReferenceNodes';

function Trail({
  levels,
  at,
  onGo,
}: {
  levels: DictionaryLevels;
  at: string | null;
  onGo: (id: string | null) => void;
}) {
  const t = useT();
  if (at === null) return null;
  return (
    <nav className="picker-trail" aria-label={t('picker.trail')}>
      <button type="button" onClick={() => onGo(null)}>
        {t('picker.all')}
      </button>
      {trailTo(levels, at).map((item) => (
        <button type="button" key={item.id} onClick={() => onGo(item.id)}>
          {item.fullName}
        </button>
      ))}
    </nav>
  );
}

interface ItemRowProps {
  item: DictionaryItemRow;
  chosen: boolean;
  multiple: boolean;
  drill: boolean;
  onChoose: (id: string) => void;
  onDrill: (id: string) => void;
}

function ItemRow({ item, chosen, multiple, drill, onChoose, onDrill }: ItemRowProps) {
  const t = useT();
  return (
    <div className={`picker-row ${chosen ? 'is-checked' : ''}`} data-node-id={item.id}>
      <CheckControl
        type={multiple ? 'checkbox' : 'radio'}
        checked={chosen}
        label={item.fullName}
        onChange={() => onChoose(item.id)}
      />
      <button type="button" className="picker-row-main" onClick={() => onChoose(item.id)}>
        <span className="picker-row-label">{item.fullName}</span>
      </button>
      {drill && (
        <button
          type="button"
          className="picker-drill"
          aria-label={t('picker.open', { name: item.fullName })}
          onClick={() => onDrill(item.id)}
        />
      )}
    </div>
  );
}

export function DictionaryPickerBody(
  props: DictionaryPickerProps & { title: string; dictionary: DictionaryData },
) {
  const t = useT();
  const { dictionary, multiple = false, onChange, onClose } = props;
  const levels = useMemo(() => dictionaryLevels(dictionary.items, dictionary.isTree), [dictionary]);
  const [value, setValue] = useState<string[]>(() => (multiple ? [...props.value] : props.value.slice(0, 1)));
  const [at, setAt] = useState<string | null>(() => openingLevel(levels, props.value));
  const items = itemsUnder(levels, at);
  const chosen = value.flatMap((id) => levels.byId.get(id) ?? []);
  const choose = (id: string) => setValue((v) => toggleValue(v, id, multiple));
  const confirm = () => {
    onChange(
      chosen.map((i) => i.id),
      chosen,
    );
    onClose();
  };
  return (
    <div className="picker-body">
      <PickerHeader title={props.title} onCancel={onClose} onConfirm={confirm} />
      {multiple && (
        <ChosenChips
          items={chosen.map((i) => ({ id: i.id, parentId: i.parentId, label: i.fullName }))}
          onRemove={choose}
        />
      )}
      <Trail levels={levels} at={at} onGo={setAt} />
      <div className="picker-scroll">
        {items.length === 0 && <PickerNote text={t('picker.none')} />}
        {items.map((item) => (
          <ItemRow
            key={item.id}
            item={item}
            chosen={value.includes(item.id)}
            multiple={multiple}
            drill={hasChildren(levels, item.id)}
            onChoose={choose}
            onDrill={setAt}
          />
        ))}
      </div>
    </div>
  );
}
