/**
 * 账号安全's 更换手机号 (issue #17): the new number (spec §5's validator), 获取验证码 sent to it with the
 * server's resend wait, the 6-digit code, the current password (or, without one, a code to the current
 * number: issue #28), 确定. Online only (the code comes by SMS). A refusal is said under the field it names
 * (the number taken, a wrong code, a wrong password); done, the person's copy is read again, so 个人资料 and
 * this page show the new number.
 */
import { useRef } from 'react';
import { Block, Button } from 'framework7-react';
import { ApiError, refusedField } from '../../../../core/net/errors';
import type { Proof } from '../../../api/reauth';
import { askMobileCode, changeMobile } from '../../../api/sms';
import type { UserDb } from '../../../data';
import { useT } from '../../../i18n';
import { toast } from '../../../ui/toast';
import { MobileCodeFields, type CodeErrors } from '../../auth/MobileCodeFields';
import { useMobileCode } from '../../auth/useMobileCode';
import { refreshBaseInfo } from '../personal/personalStore';
import { useReauth } from './useReauth';

/** The server's `field: message` refusal as the field it names (the code's when it names none). */
function refusal(err: unknown, fallback: string): CodeErrors {
  const named = err instanceof ApiError ? refusedField(err, ['mobile'] as const) : null;
  return named ? { mobile: named.message } : { code: err instanceof ApiError ? err.message : fallback };
}

interface Props {
  db: UserDb;
  /** Which proof the change asks for: the password, or a code to the current number. */
  hasPassword: boolean;
  onDone: () => void;
}

export function ChangeMobile({ db, hasPassword, onDone }: Props) {
  const t = useT();
  const reauth = useReauth(hasPassword);
  /** The proof, checked when the number and code are: none given, nothing is sent. */
  const proof = useRef<Proof | null>(null);
  const { busy, submit, fields } = useMobileCode({
    send: askMobileCode,
    use: async (mobile, code) => {
      if (!proof.current) return;
      await changeMobile(mobile, code, proof.current);
      await refreshBaseInfo(db).catch(() => undefined);
      toast(t('security.mobileChanged'));
      onDone();
    },
    refusal: (err) => (reauth.refused(err) ? {} : refusal(err, t('security.changeFailed'))),
  });

  return (
    <Block strong inset className="change-mobile">
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          proof.current = reauth.proof();
          void submit();
        }}
      >
        <MobileCodeFields
          names={{ mobile: 'newMobile', code: 'mobileCode' }}
          mobileLabel={t('security.newMobile')}
          {...fields}
        />
        {reauth.field}
        <Button type="submit" fill large disabled={busy}>
          {t('security.confirmChange')}
        </Button>
      </form>
    </Block>
  );
}
