/**
 * Login (/pages/login/index): by password, or by SMS code when the server offers it (短信验证码登录 under the
 * button; that form loads when chosen). Inside DingTalk, with a server that offers it, 钉钉登录 leads to
 * /pages/dingLogin/index, which signs in without a password (DingSignIn, loaded only there). Each field
 * shows its own error; a wrong password shows the server's message as a toast. Drawn with the classes of
 * login.css only, the same ones index.html's static frame paints before the script runs, so the first visit
 * shows this page finished on its first paint and the app's arrival changes nothing.
 */
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Page } from 'framework7-react';
import { useLocation, useNavigate } from 'react-router-dom';
import { DING_LOGIN_PAGE, HOME_PATH } from '../../../contract/appPaths';
import { useT } from '../../i18n';
import { inDingTalk } from '../../session/session';
import { PasswordForm } from './PasswordForm';
import { useLoginMethods } from './useLoginMethods';
import { useSignals } from '@preact/signals-react/runtime';
import { networkOnline } from '../../sync/signals';
import { takeReturn } from '../../session/returnTo';

const SmsLoginForm = lazy(() => import('./SmsLoginForm'));
const DingSignIn = lazy(() => import('./ding/DingSignIn'));

/**
 * Password, or SMS code where offered, with the switch between them. Offline, with nothing known of the
 * server's ways in, it says why 短信验证码登录 is not offered (#30 item 19) instead of dropping it silently.
 */
function LoginForms({
  sms,
  smsUnknownOffline,
  onSignedIn,
}: {
  sms: boolean;
  smsUnknownOffline: boolean;
  onSignedIn: (password?: string) => void;
}) {
  const t = useT();
  const [bySms, setBySms] = useState(false);
  return (
    <>
      {bySms ? (
        <Suspense fallback={null}>
          <SmsLoginForm onSignedIn={() => onSignedIn()} />
        </Suspense>
      ) : (
        <PasswordForm onSignedIn={onSignedIn} />
      )}
      {sms && (
        <button type="button" className="login-switch" onClick={() => setBySms(!bySms)}>
          {bySms ? t('login.toPassword') : t('login.toSms')}
        </button>
      )}
      {!sms && smsUnknownOffline && (
        <p className="login-note login-offline-note" role="status">
          {t('login.smsNeedsNetwork')}
        </p>
      )}
    </>
  );
}

export default function LoginPage() {
  const t = useT();
  const navigate = useNavigate();
  const isDingPage = useLocation().pathname.startsWith(DING_LOGIN_PAGE);
  useSignals();
  // The browser's flag only (signals.ts, not the sync client: this page stays light).
  const online = networkOnline.value;
  // Asked again when the network returns: 短信验证码登录 comes back without a reload.
  const methods = useLoginMethods(online);
  // Back to the page she opened while signed out, else 消息.
  const home = () => navigate(takeReturn() ?? HOME_PATH, { replace: true });
  const forms = (onSignedIn: (password?: string) => void): ReactNode => (
    <LoginForms sms={methods?.sms ?? false} smsUnknownOffline={!online && !methods} onSignedIn={onSignedIn} />
  );

  return (
    <Page loginScreen className="login-page">
      <div className="login-frame">
        <h1 className="login-title">{t('app.name')}</h1>
        {isDingPage ? (
          <Suspense fallback={null}>
            <DingSignIn methods={methods} onSignedIn={home} forms={forms} />
          </Suspense>
        ) : (
          forms(() => home())
        )}
        {!isDingPage && methods?.ding && inDingTalk() && (
          <button
            type="button"
            className="login-switch"
            onClick={() => navigate(DING_LOGIN_PAGE, { replace: true })}
          >
            {t('login.byDing')}
          </button>
        )}
      </div>
    </Page>
  );
}
