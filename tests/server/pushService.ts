/**
 * A local Web Push service for tests: `web-push-testing` (npm), which speaks the real protocol — it checks
 * the VAPID signature, decrypts the RFC 8291 payload and keeps what it received per subscription — run in
 * process on the given port (else a free one). Subscribing gives a subscription as a browser would (endpoint, keys).
 */
import { createRequire } from 'node:module';
import { freePort } from './freePort';

const require = createRequire(import.meta.url);
type Started = { startServer(): void; _server?: { close(cb: () => void): void } };
const TestingServer = require('web-push-testing/src/server.js') as new (
  model: unknown,
  port: number,
) => Started;
const { PushApiModel } = require('web-push-testing/src/PushApiModel.js') as {
  PushApiModel: new () => unknown;
};

export type TestSubscription = {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  clientHash: string;
};

export async function startPushService(fixedPort?: number) {
  const port = fixedPort ?? (await freePort());
  const server = new TestingServer(new PushApiModel(), port);
  // Its start-up line ('Server running on port …') is printed once it listens: kept out of the test output.
  const log = console.log;
  console.log = (...args: unknown[]) => {
    if (!String(args[0]).startsWith('Server running on port')) log(...args);
  };
  server.startServer();
  const base = `http://localhost:${port}`;
  const post = async (path: string, body: unknown) => {
    for (let attempt = 0; ; attempt++) {
      try {
        const res = await fetch(`${base}${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
        return (await res.json().catch(() => ({}))) as { data?: unknown };
      } catch (e) {
        if (attempt > 50) throw e; // still starting
        await new Promise((r) => setImmediate(r));
      }
    }
  };
  return {
    port,
    async subscribe(applicationServerKey: string): Promise<TestSubscription> {
      return (await post('/subscribe', { userVisibleOnly: 'true', applicationServerKey }))
        .data as TestSubscription;
    },
    /** The payloads received for a subscription, decrypted, oldest first. */
    async received(clientHash: string): Promise<unknown[]> {
      const data = (await post('/get-notifications', { clientHash })).data as { messages: string[] };
      return data.messages.map((m) => JSON.parse(m) as unknown);
    },
    expire: (clientHash: string) => post(`/expire-subscription/${clientHash}`, {}),
    close: () => {
      console.log = log;
      return new Promise<void>((resolve) => (server._server ? server._server.close(resolve) : resolve()));
    },
  };
}
