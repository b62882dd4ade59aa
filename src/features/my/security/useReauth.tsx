/**
 * The proof a change of a way into the account asks for (issue #28): the current password, or — for an
 * account without one — the code sent to its current number, with 获取验证码 and its countdown. `proof()`
 * checks what can be checked here and says what is missing under the field; `refused(err)` puts the
 * server's refusal naming the proof under it too (true when it did).
 */
import { useState } from 'react';
import { refusedField } from '../../../../core/net/errors';
import type { Proof } from '../../../api/reauth';
import { useT } from '../../../i18n';
import { LoginField } from '../../auth/LoginField';
import { SmsCodeField } from '../../auth/MobileCodeFields';
import { askReauthCode } from './waysInApi';

/** The fields a server names when it refuses a proof. */
const PROOF_FIELDS = ['password', 'oldPassword', 'reauthCode'] as const;

export function useReauth(hasPassword: boolean, name = 'currentPassword') {
  const t = useT();
  const [secret, setSecret] = useState('');
  const [error, setError] = useState<string>();
  const [resendAt, setResendAt] = useState(0);
  const ask = () =>
    askReauthCode().then(
      ({ resendAfter }) => setResendAt(Date.now() + resendAfter * 1000),
      (err: unknown) => setError(err instanceof Error ? err.message : String(err)),
    );

  const proof = (): Proof | null => {
    const missing = hasPassword
      ? secret
        ? undefined
        : t('security.currentPasswordRequired')
      : /^\d{6}$/.test(secret)
        ? undefined
        : t('login.codeInvalid');
    setError(missing);
    if (missing) return null;
    return hasPassword ? { password: secret } : { reauthCode: secret };
  };

  const refused = (err: unknown): boolean => {
    const named = refusedField(err, PROOF_FIELDS);
    if (named) setError(named.message);
    return named !== null;
  };

  const field = hasPassword ? (
    <LoginField
      name={name}
      label={t('security.currentPassword')}
      type="password"
      autoComplete="current-password"
      placeholder={t('security.currentPasswordPlaceholder')}
      value={secret}
      error={error}
      onChange={setSecret}
    />
  ) : (
    <>
      <p className="reauth-note">{t('security.reauthByCode')}</p>
      <SmsCodeField
        name="reauthCode"
        code={secret}
        error={error}
        resendAt={resendAt}
        onCode={setSecret}
        onAsk={() => void ask()}
      />
    </>
  );
  return { field, proof, refused };
}
