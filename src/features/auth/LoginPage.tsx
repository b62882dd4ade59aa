/**
 * Login (/pages/login/index, and /pages/dingLogin/index until DingTalk sign-in lands): by password, or by SMS
 * code when the server offers it (短信验证码登录 under the button; that form loads when chosen).
 * Each field shows its own error; a wrong password shows the server's message as a toast. Drawn with the
 * classes of login.css only, the same ones index.html's static frame paints before the script runs, so
 * the first visit shows this page finished on its first paint and the app's arrival changes nothing.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { Page } from 'framework7-react';
import { useLocation, useNavigate } from 'react-router-dom';
import { HOME_PATH } from '../../../contract/appPaths';
import { loginMethods } from '../../api/auth';
import { useT } from '../../i18n';
import { LoginField } from './LoginField';
import { signIn } from './signIn';

interface FieldErrors {
  account?: string;
  password?: string;
}

const SmsLoginForm = lazy(() => import('./SmsLoginForm'));

/** Whether the server offers SMS sign-in; false until it says so (offline, or a server without it). */
function useSmsOffered(): boolean {
  const [offered, setOffered] = useState(false);
  useEffect(() => {
    let live = true;
    loginMethods()
      .then((m) => live && setOffered(m.sms))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  return offered;
}

function PasswordForm({ onSignedIn }: { onSignedIn: () => void }) {
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
      onSignedIn();
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

export default function LoginPage() {
  const t = useT();
  const navigate = useNavigate();
  const isDing = useLocation().pathname.startsWith('/pages/dingLogin');
  const smsOffered = useSmsOffered();
  const [bySms, setBySms] = useState(false);
  const home = () => navigate(HOME_PATH, { replace: true });

  return (
    <Page loginScreen className="login-page">
      <div className="login-frame">
        <h1 className="login-title">{t('app.name')}</h1>
        {isDing && <p className="login-note">{t('login.dingNotice')}</p>}
        {bySms ? (
          <Suspense fallback={null}>
            <SmsLoginForm onSignedIn={home} />
          </Suspense>
        ) : (
          <PasswordForm onSignedIn={home} />
        )}
        {smsOffered && (
          <button type="button" className="login-switch" onClick={() => setBySms(!bySms)}>
            {bySms ? t('login.toPassword') : t('login.toSms')}
          </button>
        )}
      </div>
    </Page>
  );
}
