/**
 * The login page's first way in: account and password, each field saying what is missing. Signed in, it
 * hands on the password typed (dingLogin binds DingTalk with it as the proof, issue #28).
 */
import { useState } from 'react';
import { useT } from '../../i18n';
import { LoginField } from './LoginField';
import { signIn } from './signIn';

interface FieldErrors {
  account?: string;
  password?: string;
}

export function PasswordForm({ onSignedIn }: { onSignedIn: (password: string) => void }) {
  const t = useT();
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
      onSignedIn(password);
    } catch {
      // The HTTP client already showed the server's message (or nothing, for a network failure).
      if (!navigator.onLine) setErrors({ account: t('login.offline') });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
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
  );
}
