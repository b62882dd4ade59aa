/**
 * Password login (/pages/login/index, and /pages/dingLogin/index until DingTalk sign-in lands).
 * Each field shows its own error; a wrong password shows the server's message as a toast.
 */
import { useState } from 'react';
import { Block, BlockFooter, Button, List, ListInput, LoginScreenTitle, Page } from 'framework7-react';
import { useLocation, useNavigate } from 'react-router-dom';
import { HOME_PATH } from '../../../contract/appPaths';
import { useT } from '../../i18n';
import { signIn } from './signIn';

interface FieldErrors {
  account?: string;
  password?: string;
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
      <LoginScreenTitle>{t('app.name')}</LoginScreenTitle>
      {isDing && <BlockFooter>{t('login.dingNotice')}</BlockFooter>}
      <List
        form
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <ListInput
          label={t('login.account')}
          name="account"
          type="text"
          autocomplete="username"
          placeholder={t('login.accountPlaceholder')}
          value={account}
          onInput={(e) => setAccount((e.target as HTMLInputElement).value)}
          errorMessage={errors.account}
          errorMessageForce={Boolean(errors.account)}
        />
        <ListInput
          label={t('login.password')}
          name="password"
          type="password"
          autocomplete="current-password"
          placeholder={t('login.passwordPlaceholder')}
          value={password}
          onInput={(e) => setPassword((e.target as HTMLInputElement).value)}
          errorMessage={errors.password}
          errorMessageForce={Boolean(errors.password)}
        />
        <Block>
          <Button type="submit" fill large disabled={busy} preloader loading={busy}>
            {busy ? t('login.signingIn') : t('login.submit')}
          </Button>
        </Block>
      </List>
    </Page>
  );
}
