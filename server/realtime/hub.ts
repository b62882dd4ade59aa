/**
 * Open sockets by session. The hub learns of ended sessions from the fan-out (this instance's or every
 * instance's) and tells the matching sockets `logout` with the reason before closing them; new in-site
 * messages reach every open socket of their receiver as `messagePush`, and chat frames every open socket
 * of the user they are for. Who is online is this instance's sockets plus what `Presence` knows of the
 * others; a user's first socket is told to everyone as `Online`, the last one closed as `Offline` (unless
 * the user still has a socket on another instance).
 */
import type { WebSocket } from 'ws';
import type { AuthSession } from '../auth/session-service';
import { REVOKE_MESSAGE } from '../auth/session-service';
import type { Fanout, FrameDelivery, PushedMessage, RealtimeEvent } from './fanout';
import { LocalPresence, type Presence } from './presence';
import { sendMessage } from './protocol';

type Entry = { session: AuthSession; socket: WebSocket };

export class Hub {
  private readonly entries = new Set<Entry>();
  private readonly unsubscribe: () => void;

  constructor(
    private readonly fanout: Fanout,
    private readonly presence: Presence = new LocalPresence(),
  ) {
    this.unsubscribe = fanout.subscribe((event) => this.onEvent(event));
  }

  /**
   * Registers an authenticated socket; returns the function that forgets it, or null (nothing registered)
   * when its user already holds `maxPerUser` sockets here.
   */
  attach(session: AuthSession, socket: WebSocket, maxPerUser = Infinity): (() => void) | null {
    if (this.socketsOf(session.userId) >= maxPerUser) return null;
    const entry = { session, socket };
    this.entries.add(entry);
    const sockets = this.socketsOf(session.userId);
    this.presence.set(session.userId, sockets);
    if (sockets === 1) this.announce(session.userId, true);
    return () => this.forget(entry);
  }

  /** Users with an open socket on this instance or, with a shared presence, on any. */
  onlineUserIds(): Promise<string[]> {
    return this.presence.online(this.localUserIds());
  }

  private localUserIds(): string[] {
    return [...new Set([...this.entries].map((e) => e.session.userId))];
  }

  private socketsOf(userId: string): number {
    let n = 0;
    for (const entry of this.entries) if (entry.session.userId === userId) n += 1;
    return n;
  }

  private forget(entry: Entry): void {
    if (!this.entries.delete(entry)) return;
    const { userId } = entry.session;
    const sockets = this.socketsOf(userId);
    this.presence.set(userId, sockets);
    if (sockets === 0)
      void this.presence
        .online([])
        .then((elsewhere) => {
          // Back meanwhile (here or on another instance): still online.
          if (this.socketsOf(userId) === 0 && !elsewhere.includes(userId)) this.announce(userId, false);
        })
        .catch(() => undefined);
  }

  private announce(userId: string, online: boolean): void {
    this.fanout.publish({ type: 'presence', userId, online }).catch(() => undefined);
  }

  private tellPresence(userId: string, online: boolean): void {
    const frame = { method: online ? ('Online' as const) : ('Offline' as const), userId };
    for (const entry of this.entries) if (entry.session.userId !== userId) sendMessage(entry.socket, frame);
  }

  private onEvent(event: RealtimeEvent): void {
    if (event.type === 'message-push') return this.push(event.pushes);
    if (event.type === 'frames') return this.deliver(event.deliveries);
    if (event.type === 'presence') return this.tellPresence(event.userId, event.online);
    const jtis = new Set(event.jtis);
    for (const entry of [...this.entries]) {
      if (!jtis.has(entry.session.jti)) continue;
      this.forget(entry);
      sendMessage(entry.socket, { method: 'logout', msg: REVOKE_MESSAGE[event.reason] });
      entry.socket.close(1000, 'session ended');
    }
  }

  private push(pushes: PushedMessage[]): void {
    for (const entry of this.entries) {
      for (const p of pushes) {
        if (p.toUserId !== entry.session.userId) continue;
        sendMessage(entry.socket, {
          method: 'messagePush',
          userId: p.fromUserId,
          toUserId: [p.toUserId],
          title: p.title,
          unreadNoticeCount: 1,
          messageType: p.messageType,
          id: p.id,
        });
      }
    }
  }

  private deliver(deliveries: FrameDelivery[]): void {
    for (const entry of this.entries)
      for (const d of deliveries) if (d.toUserId === entry.session.userId) sendMessage(entry.socket, d.frame);
  }

  async close(): Promise<void> {
    this.unsubscribe();
    this.entries.clear();
    await this.presence.close();
  }
}
