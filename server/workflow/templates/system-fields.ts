/** The fields every form carries (the platform's system fields), named by the one table of their words. */
import { SYSTEM_FIELD_WORDS } from '../../../contract/form/words';
import type { FormField } from '../types';

export const SYSTEM_FIELDS: readonly FormField[] = Object.entries(SYSTEM_FIELD_WORDS.zh).map(
  ([id, name]) => ({
    id,
    name,
  }),
);
