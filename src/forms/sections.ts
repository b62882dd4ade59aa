/** A form's fields cut into sections at each groupTitle, the way the page lays them out. */
import type { FieldDef } from '../../contract/form/types';

export interface FormSection {
  /** The groupTitle field that opens the section (none for fields before the first title). */
  title: FieldDef | null;
  fields: FieldDef[];
}

export function sectionsOf(fields: readonly FieldDef[]): FormSection[] {
  const sections: FormSection[] = [];
  let current: FormSection = { title: null, fields: [] };
  for (const field of fields) {
    if (field.__config__.jnpfKey === 'groupTitle') {
      if (current.title || current.fields.length) sections.push(current);
      current = { title: field, fields: [] };
    } else {
      current.fields.push(field);
    }
  }
  if (current.title || current.fields.length) sections.push(current);
  return sections;
}
