/**
 * Writing server frames of the chat socket protocol (contract/ws.ts), in the dialect of each socket's client
 * (dialect.ts). Reading client frames and the greeting are the chat module's (modules/chat/frames.ts).
 */
import type { WebSocket } from 'ws';
import type { ServerMessage } from '../../contract';
import { speaksPlatform, toPlatformFrame } from './dialect';

/** The one way a frame leaves the server: in the dialect of the socket's client (dialect.ts). */
export function sendMessage(socket: WebSocket, message: ServerMessage): void {
  if (socket.readyState !== socket.OPEN) return;
  socket.send(JSON.stringify(speaksPlatform(socket) ? toPlatformFrame(message) : message));
}
