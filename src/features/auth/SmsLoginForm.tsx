/**
 * Sign-in by SMS code (issue #17), the login page's second way in, loaded when chosen: the mobile (spec §5's
 * validator), 获取验证码 with a 60 s countdown from the server's answer, the 6-digit code, 登录. A refused
 * code is said under its field; limits and network trouble come as the server's toast.
 */
import { useRef, useState } from 'react';
import { MOBILE_PATTERN } from '../../../contract/mobile';
import { ApiError } from '../../api/errors';
import { askSmsCode, loginSms } from '../../api/sms';
import { useT } from '../../i18n';
import { AskCodeButton } from './AskCodeButton';
import { LoginField } from './LoginField';
import { startWith } from './signIn';

interface Errors {
  mobile?: string;
  code?: string;
}

export default function SmsLoginForm({ onSignedIn }: { onSignedIn: () => void }) {
  const t = useT();
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const [resendAt, setResendAt] = useState(0);
  const codeBox = useRef<HTMLFormElement>(null);

  const mobileError = () =>
    !mobile ? t('login.mobileRequired') : MOBILE_PATTERN.test(mobile) ? undefined : t('login.mobileInvalid');

  async function ask() {
    const error = mobileError();
    setErrors({ mobile: error });
    if (error) return;
    try {
      const { resendAfter } = await askSmsCode(mobile);
      setResendAt(Date.now() + resendAfter * 1000);
      codeBox.current?.querySelector<HTMLInputElement>('input[name="code"]')?.focus();
    } catch {
      // The server's words (too many, a network failure) were shown as a toast.
    }
  }

  async function submit() {
    const next: Errors = {
      mobile: mobileError(),
      code: /^\d{6}$/.test(code) ? undefined : t('login.codeInvalid'),
    };
    setErrors(next);
    if (next.mobile || next.code) return;
    setBusy(true);
    try {
      await startWith((await loginSms(mobile, code)).token);
      onSignedIn();
    } catch (err) {
      if (!navigator.onLine) setErrors({ mobile: t('login.offline') });
      else if (err instanceof ApiError) setErrors({ code: err.message });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      ref={codeBox}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <LoginField
        name="mobile"
        label={t('login.mobile')}
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        maxLength={11}
        placeholder={t('login.mobilePlaceholder')}
        value={mobile}
        error={errors.mobile}
        onChange={(v) => setMobile(v.replace(/\D/g, ''))}
      />
      <LoginField
        name="code"
        label={t('login.code')}
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        placeholder={t('login.codePlaceholder')}
        value={code}
        error={errors.code}
        onChange={(v) => setCode(v.replace(/\D/g, ''))}
        after={<AskCodeButton resendAt={resendAt} onAsk={() => void ask()} />}
      />
      <button type="submit" className="login-submit" disabled={busy}>
        {busy ? t('login.signingIn') : t('login.submit')}
      </button>
    </form>
  );
}
