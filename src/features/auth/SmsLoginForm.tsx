/**
 * Sign-in by SMS code (issue #17), the login page's second way in, loaded when chosen: the mobile (spec §5's
 * validator), 获取验证码 with a 60 s countdown from the server's answer, the 6-digit code, 登录. A refused
 * code is said under its field; limits and network trouble come as the server's toast.
 */
import { useRef } from 'react';
import { ApiError } from '../../../core/net/errors';
import { askSmsCode, loginSms } from '../../api/sms';
import { useT } from '../../i18n';
import { MobileCodeFields } from './MobileCodeFields';
import { startWith } from './signIn';
import { useMobileCode } from './useMobileCode';

export default function SmsLoginForm({ onSignedIn }: { onSignedIn: () => void }) {
  const t = useT();
  const codeBox = useRef<HTMLFormElement>(null);
  const { busy, submit, fields } = useMobileCode({
    send: askSmsCode,
    use: async (mobile, code) => {
      await startWith((await loginSms(mobile, code)).token);
      onSignedIn();
    },
    // Asking: the server's words (too many, a network failure) were shown as a toast.
    refusal: (err, step) => {
      if (step === 'send') return {};
      if (!navigator.onLine) return { mobile: t('login.offline') };
      return err instanceof ApiError ? { code: err.message } : {};
    },
    afterSend: () => codeBox.current?.querySelector<HTMLInputElement>('input[name="code"]')?.focus(),
  });

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
        {...fields}
      />
      <button type="submit" className="login-submit" disabled={busy}>
        {busy ? t('login.signingIn') : t('login.submit')}
      </button>
    </form>
  );
}
