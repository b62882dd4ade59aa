/**
 * 注销账号's request form: what closing the account means, the reason, and the confirmation — a code sent to
 * the bound mobile (shown masked) where the server sends SMS, else the password. 提交 asks once more, then
 * sends; a refusal is said under the field it names, anything else as a toast.
 */
import { useState } from 'react';
import { Block, Button, f7 } from 'framework7-react';
import { refusedField } from '../../../../core/net/errors';
import { useT } from '../../../i18n';
import { toast } from '../../../ui/toast';
import { LoginField } from '../../auth/LoginField';
import { SmsCodeField } from '../../auth/MobileCodeFields';
import { maskedMobile } from '../security/maskedMobile';
import { askCancelCode, submitCancellation } from './cancellationApi';
import { CANCEL_REASON_MAX } from '../../../../contract/cancellation';

type Field = 'reason' | 'code' | 'password';
type Errors = Partial<Record<Field, string>>;

/** The server's `field: message` as the field it names; another refusal is a toast. */
function refusal(err: unknown): Errors {
  const named = refusedField(err, ['reason', 'code', 'password'] as const);
  if (named) return { [named.field]: named.message };
  toast(err instanceof Error ? err.message : String(err));
  return {};
}

interface Props {
  /** Confirm by SMS code (the server sends SMS) or by password. */
  bySms: boolean;
  /** The bound mobile ('' when none). */
  mobile: string;
  onSent: () => void;
}

/** The code to the bound mobile, with 获取验证码 and its countdown. */
function CodeField(p: { mobile: string; code: string; error?: string; onCode: (code: string) => void }) {
  const t = useT();
  const [resendAt, setResendAt] = useState(0);
  const ask = () =>
    askCancelCode().then(
      ({ resendAfter }) => setResendAt(Date.now() + resendAfter * 1000),
      () => undefined,
    );
  if (!p.mobile) return <Block>{t('cancellation.noMobile')}</Block>;
  return (
    <>
      <Block>{t('cancellation.codeTo', { mobile: maskedMobile(p.mobile) })}</Block>
      <SmsCodeField
        name="cancelCode"
        code={p.code}
        error={p.error}
        resendAt={resendAt}
        onCode={p.onCode}
        onAsk={() => void ask()}
      />
    </>
  );
}

function useCancelForm({ bySms, onSent }: Pick<Props, 'bySms' | 'onSent'>) {
  const t = useT();
  const [reason, setReason] = useState('');
  const [secret, setSecret] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const send = async () => {
    setBusy(true);
    try {
      await submitCancellation(reason.trim(), bySms ? { code: secret } : { password: secret });
      toast(t('cancellation.submitted'));
      onSent();
    } catch (err) {
      setErrors(refusal(err));
    } finally {
      setBusy(false);
    }
  };
  const submit = () => {
    const next: Errors = {
      reason: reason.trim() ? undefined : t('cancellation.reasonRequired'),
      code: bySms && !/^\d{6}$/.test(secret) ? t('login.codeInvalid') : undefined,
      password: !bySms && !secret ? t('cancellation.passwordRequired') : undefined,
    };
    setErrors(next);
    if (next.reason || next.code || next.password) return;
    f7.dialog.confirm(t('cancellation.confirm'), t('route.my.cancellation'), () => void send());
  };
  return { reason, setReason, secret, setSecret, errors, busy, submit };
}

export function CancelForm({ bySms, mobile, onSent }: Props) {
  const t = useT();
  const form = useCancelForm({ bySms, onSent });
  return (
    <form
      noValidate
      className="cancel-form"
      onSubmit={(e) => {
        e.preventDefault();
        form.submit();
      }}
    >
      <Block>
        <p>{t('cancellation.intro')}</p>
        <p>{t('cancellation.reviewNote')}</p>
      </Block>
      <Block strong inset>
        <div className="login-field">
          <label className="login-label" htmlFor="cancel-reason">
            {t('cancellation.reason')}
          </label>
          <textarea
            id="cancel-reason"
            name="reason"
            className="login-input cancel-reason-input"
            rows={4}
            maxLength={CANCEL_REASON_MAX}
            placeholder={t('cancellation.reasonPlaceholder')}
            value={form.reason}
            aria-invalid={Boolean(form.errors.reason)}
            aria-describedby={form.errors.reason ? 'cancel-reason-error' : undefined}
            onChange={(e) => form.setReason(e.target.value)}
          />
          {form.errors.reason && (
            <span className="login-error" id="cancel-reason-error">
              {form.errors.reason}
            </span>
          )}
        </div>
      </Block>
      <Block strong inset>
        {bySms ? (
          <CodeField mobile={mobile} code={form.secret} error={form.errors.code} onCode={form.setSecret} />
        ) : (
          <LoginField
            name="cancelPassword"
            label={t('cancellation.password')}
            type="password"
            autoComplete="current-password"
            placeholder={t('cancellation.passwordPlaceholder')}
            value={form.secret}
            error={form.errors.password}
            onChange={form.setSecret}
          />
        )}
      </Block>
      <Block>
        <Button type="submit" fill large color="red" disabled={form.busy || (bySms && !mobile)}>
          {t('cancellation.submit')}
        </Button>
      </Block>
    </form>
  );
}
