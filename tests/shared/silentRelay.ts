/**
 * A local TCP relay that plays a signal which connects but answers nothing (a lift, a basement: issue #30
 * item 12), for the end-to-end suite and the bench. The page is opened on the relay's origin, so its every
 * request and its chat socket go through it. `silence()`: connections stay open and new ones are taken,
 * but nothing is forwarded either way — what is sent is lost, and a connection that lost bytes carries
 * nothing ever again (its stream has a hole). `answer()`: new connections and those that lost nothing
 * forward again.
 */
import { connect, createServer, type Server, type Socket } from 'node:net';

export interface SilentRelay {
  /** `http://127.0.0.1:<port>`: open the app here. */
  readonly url: string;
  silence(): void;
  answer(): void;
  close(): Promise<void>;
}

type Pair = { client: Socket; upstream: Socket | null; lost: boolean };

function forward(pair: Pair, from: Socket, to: () => Socket | null, silent: () => boolean): void {
  from.on('data', (chunk) => {
    if (silent()) pair.lost = true;
    const target = to();
    if (!pair.lost && target) target.write(chunk);
  });
}

/** Relays 127.0.0.1:<a free port> to `host:port`, forwarding until told to fall silent. */
export async function startSilentRelay(port: number, host = '127.0.0.1'): Promise<SilentRelay> {
  let silent = false;
  const pairs = new Set<Pair>();
  const server: Server = createServer((client) => {
    // Taken while silent: it connects, and nothing it says ever arrives.
    const pair: Pair = { client, upstream: null, lost: silent };
    pairs.add(pair);
    const end = () => {
      pairs.delete(pair);
      client.destroy();
      pair.upstream?.destroy();
    };
    client.on('error', end).on('close', end);
    forward(
      pair,
      client,
      () => pair.upstream,
      () => silent,
    );
    if (pair.lost) return;
    const upstream = connect(port, host);
    pair.upstream = upstream;
    forward(
      pair,
      upstream,
      () => client,
      () => silent,
    );
    // The server's close of a connection that lost bytes is lost too: the client learns nothing.
    upstream.on('error', () => !pair.lost && end()).on('close', () => !pair.lost && end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('the relay has no TCP port');
  return {
    url: `http://127.0.0.1:${address.port}`,
    silence: () => void (silent = true),
    answer: () => void (silent = false),
    close: async () => {
      for (const pair of pairs) {
        pair.client.destroy();
        pair.upstream?.destroy();
      }
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
