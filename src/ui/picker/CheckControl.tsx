/**
 * A checkbox or radio in Framework7's look (its CSS classes), controlled by React. Framework7 React's
 * own Radio reads an undeclared `name` (it only works where `window.name` happens to exist).
 */
import { useEffect, useRef } from 'react';
import './picker.css';

export interface CheckControlProps {
  type: 'checkbox' | 'radio';
  checked: boolean;
  indeterminate?: boolean;
  disabled?: boolean;
  /** The accessible name: the label of the row it chooses. */
  label: string;
  onChange: () => void;
}

export function CheckControl({
  type,
  checked,
  indeterminate = false,
  disabled = false,
  label,
  onChange,
}: CheckControlProps) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = indeterminate;
  }, [indeterminate]);
  return (
    <label className={`picker-control ${type} ${disabled ? 'disabled' : ''}`}>
      <input
        ref={ref}
        type={type}
        checked={checked}
        disabled={disabled}
        aria-label={label}
        onChange={onChange}
      />
      <i className={`icon-${type}`} />
    </label>
  );
}
