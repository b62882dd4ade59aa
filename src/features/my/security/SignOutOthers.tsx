/**
 * 退出其他所有设备 when another device added a way in (issue #28): besides signing every other device out,
 * it offers to remove each such way in — a mobile change (the number before it comes back) or a DingTalk
 * binding — one box each, none ticked; removing asks for the current password (or a code to the current
 * number), a wrong one said under its field.
 */
import { useState } from 'react';
import { Block, Button } from 'framework7-react';
import { isRemovableWayIn, type RemovableWayIn, type WayIn } from '../../../../contract/waysIn';
import { useT } from '../../../i18n';
import { formatDate } from '../../../../core/lib/dateFormat';
import { toast } from '../../../ui/toast';
import { deviceName } from './deviceName';
import { signOutOthers } from './sessionsApi';
import { useReauth } from './useReauth';

interface Props {
  /** The ways in another device added. */
  removable: readonly WayIn[];
  hasPassword: boolean;
  onDone: () => void;
  onCancel: () => void;
}

/** Which boxes are ticked, and a tick's toggle. */
function useChoice() {
  const [chosen, setChosen] = useState<readonly RemovableWayIn[]>([]);
  const toggle = (kind: RemovableWayIn) =>
    setChosen((now) => (now.includes(kind) ? now.filter((k) => k !== kind) : [...now, kind]));
  return { chosen, toggle };
}

export function SignOutOthers({ removable, hasPassword, onDone, onCancel }: Props) {
  const t = useT();
  const { chosen, toggle } = useChoice();
  const reauth = useReauth(hasPassword, 'signOutPassword');
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    const proof = chosen.length > 0 ? reauth.proof() : undefined;
    if (proof === null) return;
    setBusy(true);
    try {
      const { removed } = await signOutOthers(chosen, proof);
      toast(t(removed.length > 0 ? 'security.signedOutRemoved' : 'security.signedOutOthers'));
      onDone();
    } catch (err) {
      if (!reauth.refused(err))
        toast(err instanceof Error && err.message ? err.message : t('security.failed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Block strong inset data-testid="sign-out-others">
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <p>{t('security.signOutOthersConfirm')}</p>
        <p>{t('security.removeOffer')}</p>
        {removable.map(({ kind, userAgent, addedAt }) =>
          isRemovableWayIn(kind) ? (
            <label key={kind} className="way-in-choice">
              <input type="checkbox" checked={chosen.includes(kind)} onChange={() => toggle(kind)} />
              {t(`security.remove.${kind}`, {
                device: deviceName(userAgent) || t('security.unknownDevice'),
                time: addedAt === null ? '' : formatDate(addedAt),
              })}
            </label>
          ) : null,
        )}
        {chosen.length > 0 && reauth.field}
        <Button type="submit" fill large color="red" disabled={busy}>
          {t('security.confirmSignOutOthers')}
        </Button>
        <Button type="button" large onClick={onCancel}>
          {t('security.cancel')}
        </Button>
      </form>
    </Block>
  );
}
