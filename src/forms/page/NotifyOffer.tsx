/**
 * The moment that explains itself (#30 item 6): after her first submission, while notifications are off on
 * this device and she has not answered before, the submitted notice asks 审批结果出来时通知我？ — 开启 asks
 * the browser's permission (the same as 设置 › 新消息通知), 不用了 is remembered and the question is not
 * asked again on this phone.
 */
import { useEffect, useState } from 'react';
import { Button } from 'framework7-react';
import { useT } from '../../i18n';
import { enablePush, pushState } from '../../sync/webPush';

const keyOf = (userId: string) => `notifyOffered:${userId}`;

/** Whether she has answered the offer on this phone. */
function answered(userId: string): boolean {
  try {
    return globalThis.localStorage?.getItem(keyOf(userId)) === '1';
  } catch {
    return true;
  }
}

function remember(userId: string): void {
  try {
    globalThis.localStorage?.setItem(keyOf(userId), '1');
  } catch {
    // Storage blocked: she may be asked again, nothing worse.
  }
}

export function NotifyOffer({ userId }: { userId: string }) {
  const t = useT();
  const [shown, setShown] = useState(false);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    let live = true;
    if (!answered(userId)) void pushState().then((state) => live && setShown(state === 'off'));
    return () => {
      live = false;
    };
  }, [userId]);
  if (!shown) return null;
  const answer = async (on: boolean) => {
    remember(userId);
    setBusy(true);
    try {
      if (on) await enablePush();
    } catch {
      // Refused by the browser or the server: 设置 › 新消息通知 says why and can try again.
    } finally {
      setShown(false);
      setBusy(false);
    }
  };
  return (
    <div className="form-notify-offer" data-testid="notify-offer">
      <p>{t('hrForms.notifyOffer')}</p>
      <div className="form-submitted-actions">
        <Button type="button" outline disabled={busy} onClick={() => void answer(false)}>
          {t('hrForms.notifyNo')}
        </Button>
        <Button type="button" fill disabled={busy} onClick={() => void answer(true)}>
          {t('hrForms.notifyYes')}
        </Button>
      </div>
    </div>
  );
}
