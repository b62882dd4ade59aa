/**
 * 账号安全's 钉钉 section (issue #17): whether this account is bound to a DingTalk user. Inside DingTalk,
 * 绑定 binds the DingTalk user signed in there (a fresh one-time code); 解绑 removes the binding from
 * anywhere. Either asks first for the current password (or, without one, a code to the current number:
 * issue #28), a wrong one said under its field. Needs the server, so offline it says so; shown only where
 * the server offers DingTalk.
 */
import { useState } from 'react';
import { Block, BlockTitle, Button, List, ListItem } from 'framework7-react';
import type { DingBinding } from '../../../../contract/ding';
import { dingBinding, unbindDing } from '../../../api/ding';
import type { Proof } from '../../../api/reauth';
import { useT } from '../../../i18n';
import { inDingTalk } from '../../../session/session';
import { toast } from '../../../ui/toast';
import { bindThisDing } from '../../auth/ding/dingSignIn';
import { useLiveRead, type LiveRead } from '../useLiveRead';
import { useReauth } from './useReauth';

type Action = 'bind' | 'unbind';

function statusWord(live: LiveRead<DingBinding>, t: ReturnType<typeof useT>): string {
  switch (live.state) {
    case 'loading':
      return t('app.loading');
    case 'offline':
      return t('security.dingOffline');
    case 'shown':
      return t(live.value.bound ? 'security.dingBound' : 'security.dingNotBound');
    default:
      return t('security.dingFailed');
  }
}

interface ConfirmProps {
  action: Action;
  hasPassword: boolean;
  run: (proof: Proof) => Promise<unknown>;
  onDone: () => void;
  onCancel: () => void;
}

/** What binding or unbinding means, the proof, and 确定: a refusal of the proof is said under it. */
function DingConfirm({ action, hasPassword, run, onDone, onCancel }: ConfirmProps) {
  const t = useT();
  const reauth = useReauth(hasPassword, 'dingPassword');
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    const proof = reauth.proof();
    if (!proof) return;
    setBusy(true);
    try {
      await run(proof);
      toast(t(action === 'bind' ? 'security.dingBoundDone' : 'security.dingUnbound'));
      onDone();
    } catch (err) {
      if (!reauth.refused(err))
        toast(err instanceof Error && err.message ? err.message : t('security.dingFailed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Block strong inset data-testid="ding-confirm">
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <p>{t(action === 'bind' ? 'security.dingBindConfirm' : 'security.dingUnbindConfirm')}</p>
        {reauth.field}
        <Button type="submit" fill large disabled={busy}>
          {t(action === 'bind' ? 'security.dingBindSubmit' : 'security.dingUnbindSubmit')}
        </Button>
        <Button type="button" large onClick={onCancel}>
          {t('security.cancel')}
        </Button>
      </form>
    </Block>
  );
}

/** 解绑 when bound; 绑定 when not, inside DingTalk only (the code comes from DingTalk). */
function DingAction({ bound, onPick }: { slot: 'after'; bound: boolean; onPick: (a: Action) => void }) {
  const t = useT();
  if (!bound && !inDingTalk()) return null;
  return (
    <Button slot="after" small outline type="button" onClick={() => onPick(bound ? 'unbind' : 'bind')}>
      {t(bound ? 'security.dingUnbind' : 'security.dingBind')}
    </Button>
  );
}

interface Props {
  corpId: string;
  online: boolean;
  /** Which proof a change asks for: the password, or a code to the current number. */
  hasPassword: boolean;
  /** After a change: 账号安全's list of the ways in is read again. */
  onChanged: () => void;
}

export function DingBindingRow({ corpId, online, hasPassword, onChanged }: Props) {
  const t = useT();
  const { live, reload } = useLiveRead(dingBinding, online);
  const [action, setAction] = useState<Action | null>(null);
  const ready = live.state === 'shown';
  const bound = ready && live.value.bound;
  const run = (proof: Proof) => (action === 'bind' ? bindThisDing(corpId, proof) : unbindDing(proof));
  return (
    <>
      <BlockTitle>{t('security.dingSection')}</BlockTitle>
      <List strong inset dividers data-testid="ding-binding">
        <ListItem title={t('security.ding')} after={statusWord(live, t)}>
          {ready && !action && <DingAction slot="after" bound={bound} onPick={setAction} />}
        </ListItem>
      </List>
      {action && (
        <DingConfirm
          action={action}
          hasPassword={hasPassword}
          run={run}
          onDone={() => {
            setAction(null);
            void reload();
            onChanged();
          }}
          onCancel={() => setAction(null)}
        />
      )}
      {ready && !bound && !inDingTalk() && <Block>{t('security.dingOutside')}</Block>}
    </>
  );
}
