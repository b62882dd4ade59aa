/**
 * What the pickers take, apart from the components (each picker and its body read them: one home, no
 * import circle between a picker and its body).
 */
import type { CheckMode } from '../../../core/lib/treeCheck';
import type { DictionaryItemRow } from '../../data';
import type { PickerNode } from './pickerModel';

/** Everything but the nodes: what DepartmentPicker, PositionPicker and UserPicker take. */
export interface TreePickerFieldProps {
  opened: boolean;
  /** Called on cancel, confirm and backdrop tap: the owner sets `opened` false. */
  onClose: () => void;
  title: string;
  /** The chosen ids (at most one in single choice). */
  value: readonly string[];
  /** On confirm: the chosen ids and their nodes, in tree order. */
  onChange: (ids: string[], nodes: PickerNode[]) => void;
  multiple?: boolean;
  /** cascade (default), strict or leafOnly. Single choice never propagates; leafOnly limits it to leaves. */
  checkMode?: CheckMode;
  testId?: string;
}

export interface TreePickerProps extends TreePickerFieldProps {
  /** undefined while loading. */
  nodes: readonly PickerNode[] | undefined;
}

export interface DictionaryPickerProps {
  opened: boolean;
  onClose: () => void;
  /** The dictionary's enCode, e.g. `leaveType` (contract DICTIONARY). */
  typeCode: string;
  /** Defaults to the dictionary's own name. */
  title?: string;
  value: readonly string[];
  /** On confirm: the chosen item ids and the items. */
  onChange: (ids: string[], items: DictionaryItemRow[]) => void;
  multiple?: boolean;
  testId?: string;
}
