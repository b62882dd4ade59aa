/**
 * The tree picker for departments, positions and people: a bottom sheet with search, chosen chips and a
 * virtualised tree (expand/collapse), single or multiple choice by spec §4's check rules (cascade,
 * strict, leaf-only; disabled nodes). `value` + `onChange` make it a form field; it opens on `opened`.
 */
import type { CheckMode } from '../../lib/treeCheck';
import { useT } from '../../i18n';
import { PickerHeader, PickerNote, PickerSheet } from './PickerSheet';
import { TreePickerBody } from './TreePickerBody';
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

/** The inside of the sheet: the loaded tree, or a loading line. */
export function TreePickerContent(props: TreePickerProps) {
  const t = useT();
  if (props.nodes) return <TreePickerBody {...props} nodes={props.nodes} />;
  return (
    <>
      <PickerHeader title={props.title} onCancel={props.onClose} />
      <PickerNote text={t('picker.loading')} />
    </>
  );
}

export function TreePicker(props: TreePickerProps) {
  return (
    <PickerSheet
      opened={props.opened}
      onClose={props.onClose}
      label={props.title}
      testId={props.testId ?? 'tree-picker'}
    >
      <TreePickerContent {...props} />
    </PickerSheet>
  );
}
