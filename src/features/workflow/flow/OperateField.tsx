/**
 * One row of the decision screen in the form engine's look: the label (a star when required), the control,
 * and the problem under it. `data-field` lets the screen scroll the first problem into view.
 */
import type { ReactNode } from 'react';
import { ListInput } from 'framework7-react';

export interface OperateFieldProps {
  name: string;
  label: string;
  required?: boolean;
  error?: string;
  children: ReactNode;
}

export function OperateField({ name, label, required, error, children }: OperateFieldProps) {
  return (
    <ListInput
      input={false}
      className="form-field"
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
