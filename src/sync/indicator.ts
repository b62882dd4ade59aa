/**
 * The one connection indicator every tab shows (#14 item 7), from three facts: whether the phone has a
 * network at all, whether the chat socket is connected, and how many writes wait in the outbox. 离线 when
 * there is no network (never an endless 连接中…), 连接中… only while a network is there and the socket is
 * coming up, 同步中 N while writes go out, and nothing when all is well. Pure.
 */
import type { ConnectionState } from '../../workers/types';

export type Indicator =
  | { state: 'offline'; waiting: number }
  | { state: 'connecting'; waiting: number }
  | { state: 'syncing'; waiting: number }
  | { state: 'online' };

export function indicatorOf(network: boolean, socket: ConnectionState, waiting: number): Indicator {
  if (!network) return { state: 'offline', waiting };
  if (socket !== 'online') return { state: 'connecting', waiting };
  if (waiting > 0) return { state: 'syncing', waiting };
  return { state: 'online' };
}
