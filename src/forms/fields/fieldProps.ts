/**
 * What every field renderer receives, and the form-wide runtime (who is filling it in, the local database
 * for pickers and attachments, whether it can still be edited, the originals a relation field lists) they
 * read from context.
 */
import { createContext, useContext } from 'react';
import type { UserDb } from '../../data';
import type { NewFile } from '../draftStore';
import type { HrOriginal } from '../../../contract/hrForm/api';
import type { FieldDef, FieldValue, FormDef, FormUser } from '../../../contract/form/types';

export interface FieldProps {
  field: FieldDef;
  value: FieldValue | undefined;
  /** The translated label. */
  label: string;
  /** The text, shown under the field. */
  error?: string;
  onChange: (value: FieldValue) => void;
}

export interface FormRuntime {
  db: UserDb;
  user: FormUser;
  readOnly: boolean;
  attach: (name: string, files: NewFile[]) => Promise<void>;
  detach: (name: string, fileId: string) => Promise<void>;
  /** relationForm: the applicant's earlier forms this one may follow (absent where none were asked for). */
  originals?: OriginalsView;
  /** relationForm: an original's definition by its FormKey, to summarise its dates. */
  defOf?: (formKey: string) => FormDef | undefined;
}

/** The originals as cached: the list, when it was fetched (null: never), whether it is still being read. */
export interface OriginalsView {
  list: readonly HrOriginal[];
  fetchedAt: number | null;
  loading: boolean;
}

export const FormRuntimeContext = createContext<FormRuntime | null>(null);

export function useFormRuntime(): FormRuntime {
  const runtime = useContext(FormRuntimeContext);
  if (!runtime) throw new Error('A form field rendered outside <FormView>.');
  return runtime;
}

/** Text of a value that should be text ('' for anything else). */
export const asText = (v: FieldValue | undefined): string =>
  typeof v === 'string' || typeof v === 'number' ? String(v) : '';

/** A value that should be a list of plain ids. */
export const asIds = (v: FieldValue | undefined): (string | number)[] =>
  Array.isArray(v) ? v.filter((x): x is string | number => typeof x !== 'object') : [];
