/**
 * A chat-socket client for server tests: frames in arrival order (`next`), the close code, OnConnection.
 * Presence frames (Online/Offline, sent whenever any other user connects or leaves) have their own queue
 * (`nextPresence`), so a test reading its chat frames does not depend on who else is connected.
 */
import WebSocket from 'ws';
import { OUR_SOCKET_CLIENT } from '../../contract/wire';

export type Frame = Record<string, unknown>;
export type Client = {
  ws: WebSocket;
  next(): Promise<Frame>;
  nextPresence(): Promise<Frame>;
  closed: Promise<number>;
};

/** Frames in arrival order, each taken once. */
function queue() {
  const inbox: Frame[] = [];
  const waiting: ((m: Frame) => void)[] = [];
  return {
    put(m: Frame) {
      const waiter = waiting.shift();
      if (waiter) waiter(m);
      else inbox.push(m);
    },
    take: () =>
      new Promise<Frame>((resolve) => {
        const queued = inbox.shift();
        if (queued) resolve(queued);
        else waiting.push(resolve);
      }),
  };
}

const isPresence = (m: Frame) => m.method === 'Online' || m.method === 'Offline';

export async function connect(url: string): Promise<Client> {
  const ws = new WebSocket(url);
  const frames = queue();
  const presence = queue();
  ws.on('message', (raw) => {
    const message = JSON.parse(String(raw)) as Frame;
    (isPresence(message) ? presence : frames).put(message);
  });
  const closed = new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)));
  await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
  return { ws, next: frames.take, nextPresence: presence.take, closed };
}

/** OnConnection as our app says it; `null` as the platform's clients say it (no client named). */
export const hello = (token: string, client: string | null = OUR_SOCKET_CLIENT) =>
  JSON.stringify({ method: 'OnConnection', token, mobileDevice: true, ...(client ? { client } : {}) });
