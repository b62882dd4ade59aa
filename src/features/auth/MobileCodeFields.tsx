/**
 * A mobile number and the 6-digit code sent to it, with 获取验证码 beside the code: the SMS sign-in form's
 * fields and 账号安全's 更换手机号's; the code field alone (SmsCodeField) where the number is known (注销账号's
 * code to the bound mobile). Digits only as typed; the checks of spec §5 as `mobileError`/`codeError`.
 */
import { MOBILE_PATTERN } from '../../../contract/mobile';
import { useT, type Translate } from '../../i18n';
import { AskCodeButton } from './AskCodeButton';
import { LoginField } from './LoginField';

export interface CodeErrors {
  mobile?: string;
  code?: string;
}

export const mobileError = (t: Translate, mobile: string): string | undefined =>
  !mobile ? t('login.mobileRequired') : MOBILE_PATTERN.test(mobile) ? undefined : t('login.mobileInvalid');

export const codeError = (t: Translate, code: string): string | undefined =>
  /^\d{6}$/.test(code) ? undefined : t('login.codeInvalid');

interface Props {
  /** The fields' names (and ids `login-<name>`). */
  names: { mobile: string; code: string };
  mobileLabel: string;
  mobile: string;
  code: string;
  errors: CodeErrors;
  resendAt: number;
  onMobile: (mobile: string) => void;
  onCode: (code: string) => void;
  onAsk: () => void;
}

export function MobileCodeFields(p: Props) {
  const t = useT();
  return (
    <>
      <LoginField
        name={p.names.mobile}
        label={p.mobileLabel}
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        maxLength={11}
        placeholder={t('login.mobilePlaceholder')}
        value={p.mobile}
        error={p.errors.mobile}
        onChange={(v) => p.onMobile(v.replace(/\D/g, ''))}
      />
      <SmsCodeField
        name={p.names.code}
        code={p.code}
        error={p.errors.code}
        resendAt={p.resendAt}
        onCode={p.onCode}
        onAsk={p.onAsk}
      />
    </>
  );
}

interface CodeFieldProps {
  name: string;
  code: string;
  error: string | undefined;
  resendAt: number;
  onCode: (code: string) => void;
  onAsk: () => void;
}

/** The 6-digit code (digits only as typed) with 获取验证码 and its countdown beside it. */
export function SmsCodeField(p: CodeFieldProps) {
  const t = useT();
  return (
    <LoginField
      name={p.name}
      label={t('login.code')}
      type="text"
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      placeholder={t('login.codePlaceholder')}
      value={p.code}
      error={p.error}
      onChange={(v) => p.onCode(v.replace(/\D/g, ''))}
      after={<AskCodeButton resendAt={p.resendAt} onAsk={p.onAsk} />}
    />
  );
}
