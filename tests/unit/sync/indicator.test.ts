/** The tabs' one connection indicator (#14 item 7): offline is said as 离线, whatever the socket is doing. */
import { describe, expect, it } from 'vitest';
import { indicatorOf } from '../../../src/sync/indicator';

describe('the connection indicator', () => {
  it('no network: 离线, with what waits, even while the socket keeps retrying', () => {
    expect(indicatorOf(false, 'connecting', 2)).toEqual({ state: 'offline', waiting: 2 });
    expect(indicatorOf(false, 'online', 0)).toEqual({ state: 'offline', waiting: 0 });
  });

  it('a network and the socket coming up: 连接中…', () => {
    expect(indicatorOf(true, 'connecting', 0)).toEqual({ state: 'connecting', waiting: 0 });
  });

  it('connected with writes going out: 同步中 N; connected and nothing waiting: no indicator', () => {
    expect(indicatorOf(true, 'online', 3)).toEqual({ state: 'syncing', waiting: 3 });
    expect(indicatorOf(true, 'online', 0)).toEqual({ state: 'online' });
  });
});
