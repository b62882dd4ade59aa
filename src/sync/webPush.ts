/**
 * This device's Web Push subscription (issue #15): whether notifications can be had here and are on, turning
 * them on (asked on the user's tap: the browser's permission, a subscription with the server's VAPID key,
 * saved for the signed-in user) and off. Signing out turns them off, so a shared ward phone never shows
 * the previous nurse's messages.
 */
import { z } from 'zod/mini';
import { PUSH_KEY_PATH, PUSH_SUBSCRIPTION_PATH, pushKeyData } from '../../contract/push';
import { ApiError } from '../../core/net/errors';
import { request } from '../api/http';

/** `unavailable`: the server offers no Web Push (a JNPF back end answers its key 404). */
export type PushState = 'unsupported' | 'unavailable' | 'denied' | 'on' | 'off';

const supported = () =>
  typeof navigator !== 'undefined' &&
  'serviceWorker' in navigator &&
  typeof window !== 'undefined' &&
  'PushManager' in window &&
  'Notification' in window;

async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

export async function pushState(): Promise<PushState> {
  if (!supported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  return (await currentSubscription()) ? 'on' : 'off';
}

/** Turns notifications on; rejects with the reason when the browser or the server says no. */
export async function enablePush(): Promise<PushState> {
  if (!supported()) return 'unsupported';
  // The server's key first: where it has none, nobody is asked for a permission that leads nowhere.
  const key = await request(PUSH_KEY_PATH, { schema: pushKeyData, report: false }).catch((e: unknown) => {
    if (e instanceof ApiError && e.status === 404) return null;
    throw e;
  });
  if (!key) return 'unavailable';
  if ((await Notification.requestPermission()) !== 'granted') return 'denied';
  const { publicKey } = key;
  const registration = await navigator.serviceWorker.ready;
  const subscription = await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: publicKey,
  });
  await request(PUSH_SUBSCRIPTION_PATH, { method: 'POST', json: subscription.toJSON(), schema: z.null() });
  return 'on';
}

/** Turns notifications off on this device and at the server (with `token` when the session is ending). */
export async function disablePush(token?: string): Promise<PushState> {
  if (!supported()) return 'unsupported';
  const subscription = await currentSubscription();
  if (!subscription) return 'off';
  const json = { endpoint: subscription.endpoint };
  await request(PUSH_SUBSCRIPTION_PATH, {
    method: 'DELETE',
    json,
    schema: z.null(),
    report: false,
    token,
  }).catch(() => undefined);
  await subscription.unsubscribe();
  return 'off';
}
