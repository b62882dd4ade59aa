/**
 * /pages/dingLogin/index inside DingTalk (issue #17, spec §2, §4): signs in without a password — DingTalk's
 * one-time code, exchanged by the server for the account bound to that DingTalk user. The first time (no
 * binding yet) the person signs in with their password once, and this DingTalk user is then bound to the
 * account with that password as the proof a binding asks for (issue #28), so the next visit asks nothing;
 * signed in by SMS code, they are told to bind in 账号安全, where the password is asked. Outside DingTalk, or
 * on a server without DingTalk, the page says so and offers the other ways in.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { LoginMethods } from '../../../../contract/auth';
import { useT } from '../../../i18n';
import { inDingTalk } from '../../../session/session';
import { toast } from '../../../ui/toast';
import { dingFailure } from './dingFailure';
import { addDingWords } from './dingWords';
import { bindThisDing, signInByDing } from './dingSignIn';

addDingWords();

interface Props {
  /** The server's LoginMethods: undefined while asked, null when unknown. */
  methods: LoginMethods | null | undefined;
  onSignedIn: () => void;
  /** The password / SMS forms, calling back when signed in (with the password, when it was typed). */
  forms: (onSignedIn: (password?: string) => void) => ReactNode;
}

/** Signs in with DingTalk's code once per attempt (重试 makes another); the last failure, if any. */
function useDingAttempt(corpId: string | null, onSignedIn: () => void) {
  const [attempt, setAttempt] = useState(0);
  const [error, setError] = useState<unknown>(null);
  const signedIn = useRef(onSignedIn);
  useEffect(() => {
    signedIn.current = onSignedIn;
  });
  useEffect(() => {
    if (corpId === null) return;
    let live = true;
    signInByDing(corpId).then(
      () => live && signedIn.current(),
      (err: unknown) => live && setError(err ?? new Error('failed')),
    );
    return () => {
      live = false;
    };
  }, [corpId, attempt]);
  const retry = () => {
    setError(null);
    setAttempt((n) => n + 1);
  };
  return { error, retry };
}

/** Outside DingTalk, or on a server without it: why there is no DingTalk sign-in, and the other ways in. */
function OtherWays({ forms, onSignedIn }: Pick<Props, 'forms' | 'onSignedIn'>) {
  const t = useT();
  return (
    <>
      <p className="login-note">{t(inDingTalk() ? 'ding.unavailable' : 'ding.outside')}</p>
      {forms(onSignedIn)}
    </>
  );
}

export default function DingSignIn({ methods, onSignedIn, forms }: Props) {
  const t = useT();
  const usable = inDingTalk() && methods?.ding === true;
  const corpId = usable ? methods.dingCorpId : null;
  const { error, retry } = useDingAttempt(corpId, onSignedIn);
  const failure =
    error === null ? null : dingFailure(error, { noCode: t('ding.noCode'), offline: t('login.offline') });
  const bindThenGo = async (password?: string) => {
    try {
      if (password === undefined) toast(t('ding.bindLater'));
      else {
        await bindThisDing(corpId ?? '', { password });
        toast(t('ding.bound'));
      }
    } catch (err) {
      toast(t('ding.bindFailed', { message: err instanceof Error ? err.message : '' }));
    }
    onSignedIn();
  };

  if (methods === undefined) return null;
  if (!usable) return <OtherWays forms={forms} onSignedIn={onSignedIn} />;
  if (!failure)
    return (
      <p className="login-note" role="status">
        {t('ding.signingIn')}
      </p>
    );
  return (
    <>
      <p className="login-note" role="alert">
        {failure.note}
      </p>
      {failure.retry && (
        <button type="button" className="login-switch" onClick={retry}>
          {t('ding.retry')}
        </button>
      )}
      {forms(failure.bindAfter ? (password) => void bindThenGo(password) : onSignedIn)}
    </>
  );
}
