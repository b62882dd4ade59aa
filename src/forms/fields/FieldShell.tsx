/**
 * The frame of one field: a Framework7 list input row with the label (a star when required), the control,
 * and the error under it. `data-field` lets the form scroll the first invalid field into view. `FieldFrame`
 * is the frame alone, for rows that are not form-engine fields (the decision screen's).
 */
import type { ReactNode } from 'react';
import { ListInput } from 'framework7-react';
import type { FieldDef } from '../../../contract/form/types';

export interface FieldFrameProps {
  /** The `data-field` the first problem scrolls to. */
  name: string;
  label: string;
  required?: boolean;
  error?: string;
  children: ReactNode;
  className?: string;
}

export function FieldFrame({ name, label, required, error, children, className }: FieldFrameProps) {
  return (
    <ListInput
      input={false}
      className={['form-field', className].filter(Boolean).join(' ')}
      errorMessage={error}
      errorMessageForce={Boolean(error)}
      data-field={name}
    >
      <span slot="label" className={required ? 'form-label is-required' : 'form-label'}>
        {label}
      </span>
      <div slot="input" className="form-control">
        {children}
      </div>
    </ListInput>
  );
}

export interface FieldShellProps {
  field: FieldDef;
  label: string;
  error?: string;
  children: ReactNode;
  className?: string;
}

export function FieldShell({ field, ...frame }: FieldShellProps) {
  const required = Boolean(field.__config__.required) && !field.disabled;
  return <FieldFrame name={field.__vModel__} required={required} {...frame} />;
}
