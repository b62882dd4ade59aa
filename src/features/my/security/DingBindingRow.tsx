/**
 * 账号安全's 钉钉 section (issue #17): whether this account is bound to a DingTalk user. Inside DingTalk,
 * 绑定 binds the DingTalk user signed in there (a fresh one-time code); 解绑 removes the binding from
 * anywhere. Needs the server, so offline it says so; shown only where the server offers DingTalk.
 */
import { Block, BlockTitle, Button, List, ListItem, f7 } from 'framework7-react';
import type { DingBinding } from '../../../../contract/ding';
import { dingBinding, unbindDing } from '../../../api/ding';
import { useT } from '../../../i18n';
import { inDingTalk } from '../../../session/session';
import { bindThisDing } from '../../auth/ding/dingSignIn';
import { useLiveChange, useLiveRead, type LiveRead } from '../useLiveRead';

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

interface ActionsProps {
  /** Where the list item puts it (Framework7 reads the child's `slot`). */
  slot: 'after';
  bound: boolean;
  busy: boolean;
  onBind: () => void;
  onUnbind: () => void;
}

/** 解绑 when bound; 绑定 when not, inside DingTalk only (the code comes from DingTalk). */
function DingActions({ bound, busy, onBind, onUnbind }: ActionsProps) {
  const t = useT();
  if (!bound && !inDingTalk()) return null;
  return (
    <Button slot="after" small outline type="button" disabled={busy} onClick={bound ? onUnbind : onBind}>
      {t(bound ? 'security.dingUnbind' : 'security.dingBind')}
    </Button>
  );
}

export function DingBindingRow({ corpId, online }: { corpId: string; online: boolean }) {
  const t = useT();
  const { live, reload } = useLiveRead(dingBinding, online);
  const { busy, act } = useLiveChange(reload, t('security.dingFailed'));
  const ready = live.state === 'shown';
  const bound = ready && live.value.bound;
  return (
    <>
      <BlockTitle>{t('security.dingSection')}</BlockTitle>
      <List strong inset dividers data-testid="ding-binding">
        <ListItem title={t('security.ding')} after={statusWord(live, t)}>
          {ready && (
            <DingActions
              slot="after"
              bound={bound}
              busy={busy}
              onBind={() => void act(() => bindThisDing(corpId), t('security.dingBoundDone'))}
              onUnbind={() =>
                f7.dialog.confirm(
                  t('security.dingUnbindConfirm'),
                  t('security.dingSection'),
                  () => void act(unbindDing, t('security.dingUnbound')),
                )
              }
            />
          )}
        </ListItem>
      </List>
      {ready && !bound && !inDingTalk() && <Block>{t('security.dingOutside')}</Block>}
    </>
  );
}
