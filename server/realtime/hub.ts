/**
 * Open sockets by session. The hub learns of ended sessions from the fan-out (this instance's or, later,
 * every instance's) and tells the matching sockets `logout` with the reason before closing them; new
 * in-site messages reach every open socket of their receiver as `messagePush`.
 */
import type { WebSocket } from 'ws';
import type { AuthSession } from '../auth/session-service';
import { REVOKE_MESSAGE } from '../auth/session-service';
import type { Fanout, PushedMessage, RealtimeEvent } from './fanout';
import { sendMessage } from './protocol';

type Entry = { session: AuthSession; socket: WebSocket };

export class Hub {
  private readonly entries = new Set<Entry>();
  private readonly unsubscribe: () => void;

  constructor(fanout: Fanout) {
    this.unsubscribe = fanout.subscribe((event) => this.onEvent(event));
  }

  /** Registers an authenticated socket; returns the function that forgets it. */
  attach(session: AuthSession, socket: WebSocket): () => void {
    const entry = { session, socket };
    this.entries.add(entry);
    return () => this.entries.delete(entry);
  }

  onlineUserIds(): string[] {
    return [...new Set([...this.entries].map((e) => e.session.userId))];
  }

  private onEvent(event: RealtimeEvent): void {
    if (event.type === 'message-push') return this.push(event.pushes);
    const jtis = new Set(event.jtis);
    for (const entry of [...this.entries]) {
      if (!jtis.has(entry.session.jti)) continue;
      this.entries.delete(entry);
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

  close(): void {
    this.unsubscribe();
    this.entries.clear();
  }
}
