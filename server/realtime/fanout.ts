/**
 * How realtime events reach every server instance. `LocalFanout` delivers in process; a Redis pub/sub
 * implementation of the same `Fanout` interface lets several instances behind one port act as one.
 */
import type { ServerMessage } from '../../contract';
import type { RevokeReason } from '../db/schema';

/** A new in-site message for a user (server/modules/message/push.ts). */
export type PushedMessage = {
  id: string;
  toUserId: string;
  fromUserId: string;
  title: string;
  messageType: number;
};

export type RealtimeEvent =
  | { type: 'sessions-revoked'; jtis: string[]; reason: RevokeReason }
  | { type: 'message-push'; pushes: PushedMessage[] }
  /** Chat frames for every open socket of a user (the sender's other devices, the receiver's). */
  | { type: 'frames'; deliveries: FrameDelivery[] }
  /** A user came online (first socket) or went offline (last socket closed), told to everyone else. */
  | { type: 'presence'; userId: string; online: boolean };

export type FrameDelivery = { toUserId: string; frame: ServerMessage };
export type RealtimeListener = (event: RealtimeEvent) => void;

export interface Fanout {
  publish(event: RealtimeEvent): Promise<void>;
  subscribe(listener: RealtimeListener): () => void;
  close(): Promise<void>;
}

export class LocalFanout implements Fanout {
  private readonly listeners = new Set<RealtimeListener>();

  async publish(event: RealtimeEvent): Promise<void> {
    for (const listener of this.listeners) listener(event);
  }

  subscribe(listener: RealtimeListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  async close(): Promise<void> {
    this.listeners.clear();
  }
}
