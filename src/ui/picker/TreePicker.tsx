/**
 * The tree picker for departments, positions and people: a bottom sheet with search, chosen chips and a
 * virtualised tree (expand/collapse), single or multiple choice by spec §4's check rules (cascade,
 * strict, leaf-only; disabled nodes). `value` + `onChange` make it a form field; it opens on `opened`.
 */
import { useT } from '../../i18n';
import { PickerHeader, PickerNote, PickerSheet } from './PickerSheet';
import { TreePickerBody } from './TreePickerBody';
import type { TreePickerProps } from './pickerProps';

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
