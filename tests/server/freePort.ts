/**
 * A TCP port nobody on this machine listens on now (the system's pick), for a test server of its own: a
 * fixed port collides with whatever else runs (a second test run, an e2e server, a colleague's work).
 */
import { createServer } from 'node:net';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}
