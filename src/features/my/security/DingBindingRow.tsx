/**
 * 账号安全's 钉钉 section (issue #17): whether this account is bound to a DingTalk user. Inside DingTalk,
 * 绑定 binds the DingTalk user signed in there (a fresh one-time code); 解绑 removes the binding from
 * anywhere. Needs the server, so offline it says so; shown only where the server offers DingTalk.
 */
import { useCallback, useEffect, useState } from 'react';
import { Block, BlockTitle, Button, List, ListItem, f7 } from 'framework7-react';
import type { DingBinding } from '../../../../contract/ding';
import { dingBinding, unbindDing } from '../../../api/ding';
import { useT } from '../../../i18n';
import { inDingTalk } from '../../../session/session';
import { toast } from '../../../ui/toast';
import { bindThisDing } from '../../auth/ding/dingSignIn';

type State = DingBinding | 'loading' | 'failed';

function useBinding(online: boolean) {
  const [state, setState] = useState<State>('loading');
  const load = useCallback(
    () =>
      dingBinding().then(
        (b) => setState(b),
        () => setState('failed'),
      ),
    [],
  );
  useEffect(() => {
    if (online) void load();
  }, [online, load]);
  return { state, load };
}

function statusWord(state: State, online: boolean, t: ReturnType<typeof useT>): string {
  if (!online) return t('security.dingOffline');
  if (state === 'loading') return t('app.loading');
  if (state === 'failed') return t('security.dingFailed');
  return t(state.bound ? 'security.dingBound' : 'security.dingNotBound');
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
  const { state, load } = useBinding(online);
  const [busy, setBusy] = useState(false);
  const act = async (run: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await run();
      toast(done);
    } catch (err) {
      toast(err instanceof Error ? err.message : t('security.dingFailed'));
    } finally {
      setBusy(false);
      await load();
    }
  };
  const ready = online && typeof state === 'object';
  const bound = ready && state.bound;
  return (
    <>
      <BlockTitle>{t('security.dingSection')}</BlockTitle>
      <List strong inset dividers data-testid="ding-binding">
        <ListItem title={t('security.ding')} after={statusWord(state, online, t)}>
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
