/**
 * A Redis outage seen through server/redis.ts (a TCP relay in front of the real Redis is cut and restored):
 * commands fail at once while it lasts, one line is logged when it starts and one when it ends, and the
 * client reconnects by itself.
 */
import { once } from 'node:events';
import { connect, createServer, type Server, type Socket } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { createRedis, pingRedis } from '../../server/redis';

const RELAY_PORT = 6920;
const target = new URL(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');

/** Forwards RELAY_PORT to the real Redis; `cut()` closes it and every connection through it. */
function relay(): { server: Server; cut(): Promise<void> } {
  const sockets = new Set<Socket>();
  const server = createServer((client) => {
    const upstream = connect(Number(target.port || 6379), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('error', () => socket.destroy());
      socket.on('close', () => (sockets.delete(socket), client.destroy(), upstream.destroy()));
    }
    client.pipe(upstream).pipe(client);
  });
  server.listen(RELAY_PORT, '127.0.0.1');
  const cut = async () => {
    const closed = new Promise((resolve) => server.close(resolve));
    for (const socket of sockets) socket.destroy();
    await closed;
  };
  return { server, cut };
}

describe('a Redis outage', () => {
  const logged: string[] = [];
  let current = relay();
  const redis = createRedis(`redis://127.0.0.1:${RELAY_PORT}`, 'main', (line) => logged.push(line));
  afterAll(async () => {
    redis.disconnect();
    await current.cut();
  });

  it('is one line when it starts and one when it ends; commands fail at once meanwhile', async () => {
    if (redis.status !== 'ready') await once(redis, 'ready');
    expect(await pingRedis(redis, 1000)).toBe('up');

    await current.cut();
    for (let refused = 0; refused < 3; refused++) await once(redis, 'error');
    const started = Date.now();
    await expect(redis.get('x')).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(100);
    expect(await pingRedis(redis, 1000)).toBe('down');

    current = relay();
    await once(redis, 'ready');
    expect(await pingRedis(redis, 1000)).toBe('up');
    expect(logged).toHaveLength(2);
    expect(logged[0]).toMatch(/^Redis \(main\) unreachable: /);
    expect(logged[1]).toBe('Redis (main) is back');
  });
});
