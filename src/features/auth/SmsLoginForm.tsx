/**
 * Sign-in by SMS code (issue #17), the login page's second way in, loaded when chosen: the mobile (spec §5's
 * validator), 获取验证码 with a 60 s countdown from the server's answer, the 6-digit code, 登录. A refused
 * code is said under its field; limits and network trouble come as the server's toast.
 */
import { useRef, useState } from 'react';
import { ApiError } from '../../api/errors';
import { askSmsCode, loginSms } from '../../api/sms';
import { useT } from '../../i18n';
import { codeError, mobileError, MobileCodeFields, type CodeErrors } from './MobileCodeFields';
import { startWith } from './signIn';

export default function SmsLoginForm({ onSignedIn }: { onSignedIn: () => void }) {
  const t = useT();
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<CodeErrors>({});
  const [busy, setBusy] = useState(false);
  const [resendAt, setResendAt] = useState(0);
  const codeBox = useRef<HTMLFormElement>(null);

  async function ask() {
    const error = mobileError(t, mobile);
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
    const next: CodeErrors = { mobile: mobileError(t, mobile), code: codeError(t, code) };
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
      <MobileCodeFields
        names={{ mobile: 'mobile', code: 'code' }}
        mobileLabel={t('login.mobile')}
        mobile={mobile}
        code={code}
        errors={errors}
        resendAt={resendAt}
        onMobile={setMobile}
        onCode={setCode}
        onAsk={() => void ask()}
      />
      <button type="submit" className="login-submit" disabled={busy}>
        {busy ? t('login.signingIn') : t('login.submit')}
      </button>
    </form>
  );
}
