/**
 * Web Push (issue #15, our addition to the platform's API): the server's VAPID public key, a browser's
 * subscription saved for the signed-in user or removed, and what a notification carries — its title and
 * text, the app path a tap opens (a chat, a message, a flow), and a tag that folds repeats together.
 */
import { z } from 'zod/mini';

export const PUSH_KEY_PATH = '/api/message/push/PublicKey';
export const PUSH_SUBSCRIPTION_PATH = '/api/message/push/Subscription';

export const pushKeyData = z.object({ publicKey: z.string() });

const base64url = (max: number) => z.string().check(z.minLength(1), z.maxLength(max), z.regex(/^[\w-]+=*$/));

/** PushSubscription.toJSON() as the browser gives it. */
export const pushSubscriptionBody = z.object({
  endpoint: z.url().check(z.maxLength(1000)),
  keys: z.object({ p256dh: base64url(200), auth: base64url(100) }),
});
export type PushSubscriptionBody = z.infer<typeof pushSubscriptionBody>;

export const pushUnsubscribeBody = z.object({ endpoint: z.string().check(z.maxLength(1000)) });

export const pushPayload = z.object({
  title: z.string(),
  body: z.string(),
  /** The app path a tap on it opens. */
  url: z.string(),
  tag: z.string(),
});
export type PushPayload = z.infer<typeof pushPayload>;
