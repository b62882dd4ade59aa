/** One field of the login page: its label, the input, and its own error under it (read by screen readers). */
import type { ReactNode } from 'react';

export interface LoginFieldProps {
  name: string;
  label: string;
  type: 'text' | 'password' | 'tel';
  autoComplete: string;
  placeholder: string;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
  inputMode?: 'numeric' | 'tel';
  maxLength?: number;
  /** Beside the input (the SMS code's 获取验证码). */
  after?: ReactNode;
}

export function LoginField({ name, label, error, onChange, after, ...input }: LoginFieldProps) {
  const errorId = `login-${name}-error`;
  const box = (
    <input
      className="login-input"
      id={`login-${name}`}
      name={name}
      aria-invalid={Boolean(error)}
      aria-describedby={error ? errorId : undefined}
      onChange={(e) => onChange(e.target.value)}
      {...input}
    />
  );
  return (
    <div className="login-field">
      <label className="login-label" htmlFor={`login-${name}`}>
        {label}
      </label>
      {after ? (
        <div className="login-input-row">
          {box}
          {after}
        </div>
      ) : (
        box
      )}
      {error && (
        <span className="login-error" id={errorId}>
          {error}
        </span>
      )}
    </div>
  );
}
