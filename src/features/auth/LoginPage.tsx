/**
 * Password login (/pages/login/index, and /pages/dingLogin/index until DingTalk sign-in lands).
 * Each field shows its own error; a wrong password shows the server's message as a toast. Drawn with the
 * classes of login.css only, the same ones index.html's static frame paints before the script runs, so
 * the first visit shows this page finished on its first paint and the app's arrival changes nothing.
 */
import { useState } from 'react';
import { Page } from 'framework7-react';
import { useLocation, useNavigate } from 'react-router-dom';
import { HOME_PATH } from '../../../contract/appPaths';
import { useT } from '../../i18n';
import { signIn } from './signIn';

interface FieldErrors {
  account?: string;
  password?: string;
}

interface LoginFieldProps {
  name: keyof FieldErrors;
  label: string;
  type: 'text' | 'password';
  autoComplete: string;
  placeholder: string;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}

function LoginField({ name, label, error, onChange, ...input }: LoginFieldProps) {
  const errorId = `login-${name}-error`;
  return (
    <label className="login-field">
      <span className="login-label">{label}</span>
      <input
        className="login-input"
        name={name}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? errorId : undefined}
        onChange={(e) => onChange(e.target.value)}
        {...input}
      />
      {error && (
        <span className="login-error" id={errorId}>
          {error}
        </span>
      )}
    </label>
  );
}

export default function LoginPage() {
  const t = useT();
  const navigate = useNavigate();
  const isDing = useLocation().pathname.startsWith('/pages/dingLogin');
  const [account, setAccount] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);

  async function submit() {
    const next: FieldErrors = {
      account: account.trim() ? undefined : t('login.accountRequired'),
      password: password ? undefined : t('login.passwordRequired'),
    };
    setErrors(next);
    if (next.account || next.password) return;
    setBusy(true);
    try {
      await signIn(account, password);
      navigate(HOME_PATH, { replace: true });
    } catch {
      // The HTTP client already showed the server's message (or nothing, for a network failure).
      if (!navigator.onLine) setErrors({ account: t('login.offline') });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Page loginScreen className="login-page">
      <form
        className="login-frame"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <h1 className="login-title">{t('app.name')}</h1>
        {isDing && <p className="login-note">{t('login.dingNotice')}</p>}
        <LoginField
          name="account"
          label={t('login.account')}
          type="text"
          autoComplete="username"
          placeholder={t('login.accountPlaceholder')}
          value={account}
          error={errors.account}
          onChange={setAccount}
        />
        <LoginField
          name="password"
          label={t('login.password')}
          type="password"
          autoComplete="current-password"
          placeholder={t('login.passwordPlaceholder')}
          value={password}
          error={errors.password}
          onChange={setPassword}
        />
        <button type="submit" className="login-submit" disabled={busy}>
          {busy ? t('login.signingIn') : t('login.submit')}
        </button>
      </form>
    </Page>
  );
}
