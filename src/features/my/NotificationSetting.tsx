/**
 * 消息通知 in Settings: whether this device shows new chat messages, notices and to-dos as notifications
 * when the app is not open — the state as it is (on, off, blocked by the browser, not possible here, not
 * offered by the server), a
 * toggle that asks the browser's permission on the tap, and why it failed when it did.
 */
import { useEffect, useState } from 'react';
import { List, ListItem } from 'framework7-react';
import { useT } from '../../i18n';
import { disablePush, enablePush, pushState, type PushState } from '../../sync/webPush';
import 'framework7/components/toggle/css';
import './notificationSetting.css';

export function NotificationSetting() {
  const t = useT();
  const [state, setState] = useState<PushState | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    void pushState().then(setState);
  }, []);
  const toggle = async (on: boolean) => {
    setBusy(true);
    setError(null);
    try {
      setState(await (on ? enablePush() : disablePush()));
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
      setState(await pushState());
    } finally {
      setBusy(false);
    }
  };
  const usable = state === 'on' || state === 'off';
  const footer =
    error !== null
      ? t('settings.notifyFailed', { message: error })
      : state === 'denied'
        ? t('settings.notifyDenied')
        : state === 'unsupported' || state === 'unavailable'
          ? t(state === 'unsupported' ? 'settings.notifyUnsupported' : 'settings.notifyUnavailable')
          : `${t(state === 'on' ? 'settings.notifyOn' : 'settings.notifyOff')} · ${t('settings.notifyHint')}`;
  return (
    <List strong inset dividers data-testid="notification-setting">
      <ListItem groupTitle title={t('settings.notifications')} />
      <ListItem title={t('settings.notify')} footer={footer}>
        {/* Framework7's look, a native switch (its Toggle component needs a module the app does not load). */}
        <label slot="after" className="toggle">
          <input
            type="checkbox"
            role="switch"
            aria-label={t('settings.notify')}
            checked={state === 'on'}
            disabled={!usable || busy}
            onChange={(e) => void toggle(e.target.checked)}
          />
          <span className="toggle-icon" />
        </label>
      </ListItem>
    </List>
  );
}
