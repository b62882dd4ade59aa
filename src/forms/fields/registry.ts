/**
 * Which component renders each field kind: every kind the engine knows has one (the table is typed over the
 * kind union, so a new kind without a renderer does not compile); a kind from elsewhere renders
 * UnsupportedField. Section titles (groupTitle) are laid out by sections.ts, never rendered as a field.
 */
import type { ComponentType } from 'react';
import { HALF_DAY_DATE, RELATION_FORM, type SupportedKind } from '../../../contract/form/kinds';
import { CheckboxField, RadioField, SelectField, SwitchField } from './ChoiceFields';
import { DateField, RangeField } from './DateFields';
import { HalfDayField } from './HalfDayField';
import { PickerField } from './PickerField';
import { RelationField } from './RelationField';
import { Divider, SystemField, TextBlock, UnsupportedField } from './StaticFields';
import { NumberField, TextField } from './TextFields';
import { UploadField } from './UploadField';
import type { FieldProps } from './fieldProps';

type RenderedKind = Exclude<SupportedKind, 'groupTitle'>;

const RENDERERS: Readonly<Record<RenderedKind, ComponentType<FieldProps>>> = {
  comInput: TextField,
  textarea: TextField,
  numInput: NumberField,
  switch: SwitchField,
  radio: RadioField,
  checkbox: CheckboxField,
  select: SelectField,
  date: DateField,
  time: DateField,
  dateRange: RangeField,
  timeRange: RangeField,
  [HALF_DAY_DATE]: HalfDayField,
  dicSelect: PickerField,
  depSelect: PickerField,
  posSelect: PickerField,
  userSelect: PickerField,
  [RELATION_FORM]: RelationField,
  uploadFz: UploadField,
  uploadImg: UploadField,
  JNPFText: TextBlock,
  divider: Divider,
  createUser: SystemField,
  currOrganize: SystemField,
  currDept: SystemField,
  currPosition: SystemField,
  createTime: SystemField,
  billRule: SystemField,
};

export function rendererOf(kind: string): ComponentType<FieldProps> {
  return (
    (RENDERERS as Readonly<Partial<Record<string, ComponentType<FieldProps>>>>)[kind] ?? UnsupportedField
  );
}
