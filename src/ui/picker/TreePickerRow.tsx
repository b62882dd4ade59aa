/**
 * One row of the tree picker: indent by level, an expand arrow for nodes with children, a checkbox
 * (multiple) or radio (single) where the node may be chosen, the avatar of a person, label and hint.
 * Tapping the label chooses; on a node that only groups others it opens or closes the node instead.
 */
import { useT } from '../../i18n';
import type { TreeNode } from '../../../core/lib/treeCheck';
import { Avatar } from './Avatar';
import { CheckControl } from './CheckControl';
import type { PickerNode } from './pickerModel';

export const PICKER_ROW_HEIGHT = 48;
const INDENT_PX = 18;

export interface TreePickerRowProps {
  node: PickerNode;
  state: TreeNode;
  /** Tree mode: the row's depth and expansion; search mode: null (a flat list with paths). */
  level: number | null;
  expanded: boolean;
  hint: string | undefined;
  multiple: boolean;
  choosable: boolean;
  onChoose: (id: string) => void;
  onToggle: (id: string) => void;
}

function Expander({
  id,
  label,
  hasChildren,
  expanded,
  onToggle,
}: {
  id: string;
  label: string;
  hasChildren: boolean;
  expanded: boolean;
  onToggle: (id: string) => void;
}) {
  const t = useT();
  if (!hasChildren) return <span className="picker-expander" aria-hidden="true" />;
  return (
    <button
      type="button"
      className={`picker-expander ${expanded ? 'is-expanded' : ''}`}
      aria-expanded={expanded}
      aria-label={t(expanded ? 'picker.collapse' : 'picker.expand', { name: label })}
      onClick={() => onToggle(id)}
    />
  );
}

function Control({ props }: { props: TreePickerRowProps }) {
  const { node, state, multiple, choosable, onChoose } = props;
  if (!choosable && !state.checked) return <span className="picker-control" aria-hidden="true" />;
  return (
    <CheckControl
      type={multiple ? 'checkbox' : 'radio'}
      checked={state.checked && !state.indeterminate}
      indeterminate={state.indeterminate}
      disabled={!choosable}
      label={node.label}
      onChange={() => onChoose(node.id)}
    />
  );
}

export function TreePickerRow(props: TreePickerRowProps) {
  const { node, state, level, expanded, hint, choosable, onChoose, onToggle } = props;
  const hasChildren = state.childIds.length > 0;
  const tap = () => (choosable ? onChoose(node.id) : hasChildren && onToggle(node.id));
  return (
    <div
      className={['picker-row', state.checked && 'is-checked', node.disabled && 'is-disabled']
        .filter(Boolean)
        .join(' ')}
      style={{ paddingLeft: 8 + ((level ?? 1) - 1) * INDENT_PX }}
      data-node-id={node.id}
    >
      {level !== null && (
        <Expander
          id={node.id}
          label={node.label}
          hasChildren={hasChildren}
          expanded={expanded}
          onToggle={onToggle}
        />
      )}
      <Control props={props} />
      <button type="button" className="picker-row-main" onClick={tap} disabled={!choosable && !hasChildren}>
        {node.avatar !== undefined && (
          <Avatar key={node.avatar} name={node.label} src={node.avatar} size={28} />
        )}
        <span className="picker-row-label">{node.label}</span>
        {hint && <span className="picker-row-hint">{hint}</span>}
      </button>
    </div>
  );
}
