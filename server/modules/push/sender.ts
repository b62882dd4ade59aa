/**
 * Sending Web Push notifications (RFC 8030/8291/8292): the `web-push` library builds each request — the
 * payload encrypted for the subscription, signed with the server's VAPID key, TTL, urgency, topic — and
 * fetch posts it (the library's own sender speaks https only; a local push service is plain http). A
 * subscription its push service answers 404 or 410 is deleted; other failures are logged and dropped (the
 * app learns of the message at its next start anyway).
 */
import webpush from 'web-push';
import type { PushPayload } from '../../../contract';
import type { Vapid } from '../../config';
import type { Db } from '../../db/client';
import type { PushOptions, PushSending } from '../../ports';
import { PushRepository, type StoredSubscription } from './repository';

const TIMEOUT_MS = 10_000;

class PushRefused extends Error {
  constructor(readonly status: number) {
    super(`push service answered ${status}`);
  }
}

export class PushSender implements PushSending {
  private readonly repo: PushRepository;

  constructor(
    db: Db,
    private readonly vapid: Vapid,
    private readonly log: (err: unknown) => void,
  ) {
    this.repo = new PushRepository(db);
  }

  async toUsers(userIds: readonly string[], payload: PushPayload, options: PushOptions): Promise<number> {
    const subscriptions = await this.repo.ofUsers(userIds);
    const sent = await Promise.all(subscriptions.map((s) => this.one(s, payload, options)));
    return sent.filter(Boolean).length;
  }

  private async one(s: StoredSubscription, payload: PushPayload, options: PushOptions): Promise<boolean> {
    try {
      const request = webpush.generateRequestDetails(
        { endpoint: s.endpoint, keys: { p256dh: s.p256dh, auth: s.auth } },
        JSON.stringify(payload),
        {
          TTL: options.ttlSeconds,
          urgency: options.urgency,
          topic: topicOf(payload.tag),
          vapidDetails: this.vapid,
        },
      );
      const res = await fetch(request.endpoint, {
        method: request.method,
        headers: request.headers as Record<string, string>,
        body: request.body ? new Uint8Array(request.body) : null,
        signal: AbortSignal.timeout(TIMEOUT_MS),
        redirect: 'error',
      });
      if (!res.ok) throw new PushRefused(res.status);
      return true;
    } catch (err) {
      if (err instanceof PushRefused && (err.status === 404 || err.status === 410))
        await this.repo.forget(s.endpoint);
      else this.log(err);
      return false;
    }
  }
}

/** RFC 8030 Topic: up to 32 URL-safe base64 characters; a newer message of a topic replaces an undelivered one. */
const topicOf = (tag: string) => Buffer.from(tag).toString('base64url').slice(0, 32);
