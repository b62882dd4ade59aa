/**
 * `Fanout` over Redis pub/sub, so an ended session or a new message reaches sockets on every instance. An
 * event is delivered here at once and published for the others (each ignores its own), so a Redis outage
 * leaves this instance's sockets working; publishing then fails fast and is logged, not queued.
 */
import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import { LocalFanout, type Fanout, type RealtimeEvent, type RealtimeListener } from './fanout';

export type RedisFanoutOptions = {
  /** Key prefix, so tests (or two apps on one Redis) keep apart; default `hr:`. */
  prefix?: string;
  log?: (line: string) => void;
};

type Envelope = { from: string; event: RealtimeEvent };

function parseEnvelope(text: string): Envelope | null {
  try {
    const value = JSON.parse(text) as Partial<Envelope>;
    return typeof value.from === 'string' && value.event ? (value as Envelope) : null;
  } catch {
    return null;
  }
}

export class RedisFanout implements Fanout {
  private readonly local = new LocalFanout();
  private readonly instance = randomUUID();
  private readonly channel: string;
  private readonly subscriber: Redis;
  private readonly log: (line: string) => void;
  private listening: Promise<void> | null = null;

  /** `redis` publishes; a duplicate of it (pub/sub needs a connection of its own) listens. */
  constructor(
    private readonly redis: Redis,
    opts: RedisFanoutOptions = {},
  ) {
    this.channel = `${opts.prefix ?? 'hr:'}realtime`;
    this.log = opts.log ?? console.warn;
    this.subscriber = redis.duplicate({ connectionName: 'hr-realtime' });
    // The publishing connection reports outages (server/redis.ts); this one stays quiet.
    this.subscriber.on('error', () => undefined);
    this.subscriber.on('message', (channel: string, text: string) => this.received(channel, text));
    // Without an offline queue a command before the connection is ready fails: subscribe once it is.
    this.subscriber.on('ready', () => {
      this.listening = this.listen();
    });
  }

  private async listen(): Promise<void> {
    await this.subscriber.subscribe(this.channel).then(
      () => undefined,
      (err: Error) => this.log(`not listening to other instances: ${err.message}`),
    );
  }

  private received(channel: string, text: string): void {
    if (channel !== this.channel) return;
    const envelope = parseEnvelope(text);
    if (envelope && envelope.from !== this.instance) void this.local.publish(envelope.event);
  }

  async publish(event: RealtimeEvent): Promise<void> {
    await this.local.publish(event);
    const envelope: Envelope = { from: this.instance, event };
    await this.redis
      .publish(this.channel, JSON.stringify(envelope))
      .catch((err: Error) => this.log(`realtime event not sent to other instances: ${err.message}`));
  }

  subscribe(listener: RealtimeListener): () => void {
    return this.local.subscribe(listener);
  }

  /** Resolves once this instance listens to the others (tests wait for it). */
  async ready(): Promise<void> {
    if (!this.listening) await new Promise((resolve) => this.subscriber.once('ready', resolve));
    await this.listening;
  }

  async close(): Promise<void> {
    await this.local.close();
    this.subscriber.disconnect();
  }
}
