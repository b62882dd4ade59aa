/**
 * The mobile-and-code flow both SMS forms share (the SMS sign-in, 账号安全's 更换手机号): the number and the
 * code as typed, 获取验证码 checking the number first and counting down the server's resend wait, and the
 * submit checking both before using the code. What a refusal means for the fields is each form's own.
 */
import { useState } from 'react';
import { useT } from '../../i18n';
import { codeError, mobileError, type CodeErrors } from './MobileCodeFields';

export interface MobileCodeFlow {
  /** Asks for a code to the number; resolves with the seconds until another may be asked. */
  send: (mobile: string) => Promise<{ resendAfter: number }>;
  /** Uses the code: signs in, or makes the number the person's. */
  use: (mobile: string, code: string) => Promise<void>;
  /** The field errors a failed step means ({} when the server's words were shown as a toast). */
  refusal: (err: unknown, step: 'send' | 'use') => CodeErrors;
  /** After a code was sent (the sign-in form moves the focus to the code). */
  afterSend?: () => void;
}

export function useMobileCode(flow: MobileCodeFlow) {
  const t = useT();
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<CodeErrors>({});
  const [busy, setBusy] = useState(false);
  const [resendAt, setResendAt] = useState(0);

  async function ask() {
    const error = mobileError(t, mobile);
    setErrors({ mobile: error });
    if (error) return;
    try {
      const { resendAfter } = await flow.send(mobile);
      setResendAt(Date.now() + resendAfter * 1000);
      flow.afterSend?.();
    } catch (err) {
      setErrors(flow.refusal(err, 'send'));
    }
  }

  async function submit() {
    const next: CodeErrors = { mobile: mobileError(t, mobile), code: codeError(t, code) };
    setErrors(next);
    if (next.mobile || next.code) return;
    setBusy(true);
    try {
      await flow.use(mobile, code);
    } catch (err) {
      setErrors(flow.refusal(err, 'use'));
    } finally {
      setBusy(false);
    }
  }

  const fields = {
    mobile,
    code,
    errors,
    resendAt,
    onMobile: setMobile,
    onCode: setCode,
    onAsk: () => void ask(),
  };
  return { busy, submit, fields };
}
