/**
 * Tree pickers over the local reference tables: departments (the hospital shown, not chosen), positions,
 * and people (units group them). Their data is read only while the sheet is open.
 */
import { useT } from '../../i18n';
import { PickerSheet } from './PickerSheet';
import type { TreePickerFieldProps } from './pickerProps';
import { TreePickerContent } from './TreePicker';
import type { PickerNode } from './pickerModel';
import { useDepartmentNodes, usePositionNodes, useUserNodes } from './useReferenceNodes';

export type ReferencePickerProps = Omit<TreePickerFieldProps, 'title'> & { title?: string };

type NodesHook = () => PickerNode[] | undefined;

function Loaded({ useNodes, ...props }: TreePickerFieldProps & { useNodes: NodesHook }) {
  return <TreePickerContent {...props} nodes={useNodes()} />;
}

function referencePicker(useNodes: NodesHook, titleKey: string, testId: string) {
  return function ReferencePicker(props: ReferencePickerProps) {
    const t = useT();
    const title = props.title ?? t(titleKey);
    return (
      <PickerSheet
        opened={props.opened}
        onClose={props.onClose}
        label={title}
        testId={props.testId ?? testId}
      >
        <Loaded {...props} title={title} useNodes={useNodes} />
      </PickerSheet>
    );
  };
}

export const DepartmentPicker = referencePicker(useDepartmentNodes, 'picker.department', 'department-picker');
export const PositionPicker = referencePicker(usePositionNodes, 'picker.position', 'position-picker');
export const UserPicker = referencePicker(useUserNodes, 'picker.user', 'user-picker');
