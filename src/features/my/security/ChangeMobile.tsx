/**
 * 账号安全's 更换手机号 (issue #17): the new number (spec §5's validator), 获取验证码 sent to it with the
 * server's resend wait, the 6-digit code, 确定. Online only (the code comes by SMS). A refusal is said under
 * the field it names (the number taken, a wrong code); done, the person's copy is read again, so 个人资料 and
 * this page show the new number.
 */
import { useState } from 'react';
import { Block, Button } from 'framework7-react';
import { ApiError } from '../../../api/errors';
import { askMobileCode, changeMobile } from '../../../api/sms';
import type { UserDb } from '../../../data';
import { useT } from '../../../i18n';
import { toast } from '../../../ui/toast';
import { codeError, mobileError, MobileCodeFields, type CodeErrors } from '../../auth/MobileCodeFields';
import { refreshBaseInfo } from '../personal/personalStore';

/** The server's `field: message` refusal as the field it names (the code's when it names none). */
function refusal(err: unknown, fallback: string): CodeErrors {
  const message = err instanceof ApiError ? err.message : fallback;
  const named = /^mobile: (.*)$/.exec(message);
  return named ? { mobile: named[1] } : { code: message };
}

export function ChangeMobile({ db, onDone }: { db: UserDb; onDone: () => void }) {
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
      const { resendAfter } = await askMobileCode(mobile);
      setResendAt(Date.now() + resendAfter * 1000);
    } catch (err) {
      setErrors(refusal(err, t('security.changeFailed')));
    }
  }

  async function submit() {
    const next: CodeErrors = { mobile: mobileError(t, mobile), code: codeError(t, code) };
    setErrors(next);
    if (next.mobile || next.code) return;
    setBusy(true);
    try {
      await changeMobile(mobile, code);
      await refreshBaseInfo(db).catch(() => undefined);
      toast(t('security.mobileChanged'));
      onDone();
    } catch (err) {
      setErrors(refusal(err, t('security.changeFailed')));
    } finally {
      setBusy(false);
    }
  }

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
          mobile={mobile}
          code={code}
          errors={errors}
          resendAt={resendAt}
          onMobile={setMobile}
          onCode={setCode}
          onAsk={() => void ask()}
        />
        <Button type="submit" fill large disabled={busy}>
          {t('security.confirmChange')}
        </Button>
      </form>
    </Block>
  );
}
