/**
 * Whether the server sends SMS codes (its LoginMethods, as the login page asks): 更换手机号 is offered only
 * then, and only online. A platform server (no LoginMethods) or no provider: not offered.
 */
import { useEffect, useState } from 'react';
import { loginMethods } from '../../../api/auth';

export function useSmsOffered(online: boolean): boolean {
  const [offered, setOffered] = useState(false);
  useEffect(() => {
    if (!online) return;
    let live = true;
    loginMethods().then(
      (methods) => live && setOffered(methods.sms),
      () => live && setOffered(false),
    );
    return () => {
      live = false;
    };
  }, [online]);
  return offered && online;
}
