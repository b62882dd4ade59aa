/**
 * The dictionary picker: one dictionary's items by typeCode (leaveType, education …), read from Dexie
 * while open. A tree dictionary drills down one level at a time with a trail back up; single or multiple
 * choice; `value` + `onChange` make it a form field.
 */
import { useT } from '../../i18n';
import { DictionaryPickerBody } from './DictionaryPickerBody';
import { PickerHeader, PickerNote, PickerSheet } from './PickerSheet';
import type { DictionaryPickerProps } from './pickerProps';
import { useDictionary } from './useReferenceNodes';

function Content(props: DictionaryPickerProps) {
  const t = useT();
  const dictionary = useDictionary(props.typeCode);
  const title = props.title ?? (dictionary?.name || t('picker.dictionary'));
  if (!dictionary) {
    return (
      <>
        <PickerHeader title={title} onCancel={props.onClose} />
        <PickerNote text={t('picker.loading')} />
      </>
    );
  }
  return <DictionaryPickerBody {...props} title={title} dictionary={dictionary} />;
}

export function DictionaryPicker(props: DictionaryPickerProps) {
  const t = useT();
  return (
    <PickerSheet
      opened={props.opened}
      onClose={props.onClose}
      label={props.title ?? t('picker.dictionary')}
      testId={props.testId ?? 'dictionary-picker'}
    >
      <Content {...props} />
    </PickerSheet>
  );
}
