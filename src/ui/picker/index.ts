/**
 * Reusable pickers (issue #3) for forms and workflow: the tree picker (departments, positions, people;
 * spec §4 check rules) and the dictionary picker, all reading local data only, plus the pieces the
 * Address Book shares with them (search field, virtual list, avatar, pull-to-refresh).
 */
import './picker.css';
export { TreePicker } from './TreePicker';
export type { DictionaryPickerProps, TreePickerFieldProps, TreePickerProps } from './pickerProps';
export { DepartmentPicker, PositionPicker, UserPicker, type ReferencePickerProps } from './ReferencePickers';
export { DictionaryPicker } from './DictionaryPicker';
export type { PickerNode } from './pickerModel';
export { SearchInput, type SearchInputProps } from './SearchInput';
export { VirtualList, type VirtualListProps } from './VirtualList';
export { Avatar } from './Avatar';
export { usePullToRefresh } from './usePullToRefresh';
export { mergeUnits } from './referenceNodes';
