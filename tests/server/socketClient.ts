/** A chat-socket client for server tests: frames in arrival order (`next`), the close code, OnConnection. */
import WebSocket from 'ws';

export type Frame = Record<string, unknown>;
export type Client = { ws: WebSocket; next(): Promise<Frame>; closed: Promise<number> };

export async function connect(url: string): Promise<Client> {
  const ws = new WebSocket(url);
  const inbox: Frame[] = [];
  const waiting: ((m: Frame) => void)[] = [];
  ws.on('message', (raw) => {
    const message = JSON.parse(String(raw)) as Frame;
    const waiter = waiting.shift();
    if (waiter) waiter(message);
    else inbox.push(message);
  });
  const closed = new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)));
  await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
  const next = () =>
    new Promise<Frame>((resolve) => {
      const queued = inbox.shift();
      if (queued) resolve(queued);
      else waiting.push(resolve);
    });
  return { ws, next, closed };
}

export const hello = (token: string) => JSON.stringify({ method: 'OnConnection', token, mobileDevice: true });
