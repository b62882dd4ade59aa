/**
 * 账号安全's 更换手机号 (issue #17): the new number (spec §5's validator), 获取验证码 sent to it with the
 * server's resend wait, the 6-digit code, 确定. Online only (the code comes by SMS). A refusal is said under
 * the field it names (the number taken, a wrong code); done, the person's copy is read again, so 个人资料 and
 * this page show the new number.
 */
import { Block, Button } from 'framework7-react';
import { ApiError, refusedField } from '../../../api/errors';
import { askMobileCode, changeMobile } from '../../../api/sms';
import type { UserDb } from '../../../data';
import { useT } from '../../../i18n';
import { toast } from '../../../ui/toast';
import { MobileCodeFields, type CodeErrors } from '../../auth/MobileCodeFields';
import { useMobileCode } from '../../auth/useMobileCode';
import { refreshBaseInfo } from '../personal/personalStore';

/** The server's `field: message` refusal as the field it names (the code's when it names none). */
function refusal(err: unknown, fallback: string): CodeErrors {
  const named = err instanceof ApiError ? refusedField(err, ['mobile'] as const) : null;
  return named ? { mobile: named.message } : { code: err instanceof ApiError ? err.message : fallback };
}

export function ChangeMobile({ db, onDone }: { db: UserDb; onDone: () => void }) {
  const t = useT();
  const { busy, submit, fields } = useMobileCode({
    send: askMobileCode,
    use: async (mobile, code) => {
      await changeMobile(mobile, code);
      await refreshBaseInfo(db).catch(() => undefined);
      toast(t('security.mobileChanged'));
      onDone();
    },
    refusal: (err) => refusal(err, t('security.changeFailed')),
  });

  return (
    <Block strong inset className="change-mobile">
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <MobileCodeFields
          names={{ mobile: 'newMobile', code: 'mobileCode' }}
          mobileLabel={t('security.newMobile')}
          {...fields}
        />
        <Button type="submit" fill large disabled={busy}>
          {t('security.confirmChange')}
        </Button>
      </form>
    </Block>
  );
}
