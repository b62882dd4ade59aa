/**
 * The listening port before and after: a cheap probe that fails (EADDRINUSE, EACCES…) before anything is
 * opened, and the address actually bound, as the URL printed at start-up.
 */
import { createServer, type AddressInfo } from 'node:net';

/** Fails (EADDRINUSE, EACCES…) before anything is opened, when the port cannot be had. */
export function assertPortFree(port: number, host: string): Promise<void> {
  if (port === 0) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen({ port, host, exclusive: true }, () => probe.close(() => resolve()));
  });
}

/** The address actually bound, as a URL; 0.0.0.0 / :: also say how to reach it from this machine. */
export function boundUrl(address: Pick<AddressInfo, 'address' | 'port'> | string | null): string {
  if (!address || typeof address === 'string') return String(address);
  const everywhere = address.address === '0.0.0.0' || address.address === '::';
  const host = address.address.includes(':') ? `[${address.address}]` : address.address;
  const url = `http://${host}:${address.port}`;
  return everywhere ? `${url} (every interface; on this machine http://localhost:${address.port})` : url;
}
