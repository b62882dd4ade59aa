/** The tree picker's inside once its nodes are loaded: header, search, chips and the virtual rows. */
import { useCallback, useDeferredValue, useMemo, useRef, useState } from 'react';
import { useT } from '../../i18n';
import { ChosenChips } from './ChosenChips';
import { PickerHeader, PickerNote } from './PickerSheet';
import { SearchInput } from './SearchInput';
import { TreePickerRow, PICKER_ROW_HEIGHT } from './TreePickerRow';
import { useTreeChoice } from './useTreeChoice';
import { VirtualList } from './VirtualList';
import type { PickerNode } from './pickerModel';
import type { TreePickerProps } from './pickerProps';

interface Row {
  id: string;
  /** null in search mode. */
  level: number | null;
  expanded: boolean;
}

const rowKey = (r: Row) => r.id;
const rowHeight = () => PICKER_ROW_HEIGHT;

export function TreePickerBody(props: TreePickerProps & { nodes: readonly PickerNode[] }) {
  const t = useT();
  const { title, onClose, onChange, multiple = false } = props;
  const [query, setQuery] = useState('');
  const deferred = useDeferredValue(query);
  const choice = useTreeChoice(props.nodes, props.value, multiple, props.checkMode ?? 'cascade');
  const rows = useMemo<Row[]>(() => {
    const found = choice.search(deferred);
    if (found) return found.map((id) => ({ id, level: null, expanded: false }));
    return choice.rows.map((r) => ({ id: r.id, level: r.level, expanded: r.expanded }));
  }, [choice, deferred]);
  const scrollRef = useRef<HTMLDivElement>(null);
  const getScrollElement = useCallback(() => scrollRef.current, []);
  const confirm = () => {
    const ids = choice.chosen.map((n) => n.id);
    onChange(ids, [...choice.chosen]);
    onClose();
  };
  const renderRow = (row: Row) => {
    const node = choice.data.nodes.get(row.id);
    const state = choice.tree.get(row.id);
    if (!node || !state) return null;
    return (
      <TreePickerRow
        node={node}
        state={state}
        level={row.level}
        expanded={row.expanded}
        hint={row.level === null ? choice.path(row.id) || node.detail : node.detail}
        multiple={multiple}
        choosable={choice.isChoosable(row.id)}
        onChoose={choice.choose}
        onToggle={choice.toggle}
      />
    );
  };
  const empty = props.nodes.length === 0 ? t('picker.none') : rows.length === 0 ? t('picker.noMatch') : null;
  return (
    <div className="picker-body">
      <PickerHeader title={title} onCancel={onClose} onConfirm={confirm} />
      <SearchInput
        value={query}
        onChange={setQuery}
        placeholder={t('picker.search')}
        testId="picker-search"
      />
      {multiple && <ChosenChips items={choice.chosen} onRemove={choice.unchoose} />}
      <div className="picker-scroll" ref={scrollRef}>
        {empty ? (
          <PickerNote text={empty} />
        ) : (
          <VirtualList
            rows={rows}
            rowKey={rowKey}
            rowHeight={rowHeight}
            renderRow={renderRow}
            getScrollElement={getScrollElement}
          />
        )}
      </div>
    </div>
  );
}
