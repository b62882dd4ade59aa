/**
 * 获取验证码, then the seconds until another may be asked for (the server's resend wait): the SMS sign-in
 * form's and 账号安全's 更换手机号's.
 */
import { useEffect, useState } from 'react';
import { useT } from '../../i18n';
import './smsLogin.css';

/** Seconds left until `until` (ms), ticking once a second while any are left. */
function useSecondsLeft(until: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until <= Date.now()) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [until]);
  return Math.max(0, Math.ceil((until - now) / 1000));
}

export function AskCodeButton({ resendAt, onAsk }: { resendAt: number; onAsk: () => void }) {
  const t = useT();
  const left = useSecondsLeft(resendAt);
  return (
    <button type="button" className="login-ask" disabled={left > 0} onClick={onAsk}>
      {left > 0 ? t('login.resendIn', { seconds: left }) : t('login.askCode')}
    </button>
  );
}
