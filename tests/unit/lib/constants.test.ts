/** Spec §9 constants and the rpx → px helper. */
import { describe, expect, it } from 'vitest';
import { APP_FLAGS, rpx, SIZES_RPX, TIMEOUTS } from '../../../core/lib/constants';

describe('time-outs and delays (spec §9)', () => {
  it('request, socket, upload and download time-outs are 60000 ms each', () => {
    expect([TIMEOUTS.request, TIMEOUTS.socket, TIMEOUTS.upload, TIMEOUTS.download]).toEqual([
      60000, 60000, 60000, 60000,
    ]);
  });
  it('the generic client request time-out is 1,000,000 ms', () => {
    expect(TIMEOUTS.genericClientRequest).toBe(1_000_000);
  });
  it('chunk load time-out is 120 s', () => {
    expect(TIMEOUTS.chunkLoad).toBe(120 * 1000);
  });
  it('async page: loader after 200 ms, time-out 60 s', () => {
    expect(TIMEOUTS.asyncPageDelay).toBe(200);
    expect(TIMEOUTS.asyncPageTimeout).toBe(60 * 1000);
  });
  it('loading text shows after 800 ms', () => {
    expect(TIMEOUTS.loadingText).toBe(800);
  });
  it('toast default is 1500 ms', () => {
    expect(TIMEOUTS.toast).toBe(1500);
  });
  it('debounce and throttle default to 500 ms', () => {
    expect([TIMEOUTS.debounce, TIMEOUTS.throttle]).toEqual([500, 500]);
  });
  it('relaunch after logout or session error is 1.5 s', () => {
    expect(TIMEOUTS.relaunch).toBe(1.5 * 1000);
  });
});

describe('appearance (spec §9)', () => {
  it('sizes: bottom bar 88 rpx, swipe actions 180 rpx, tree popup 780 rpx', () => {
    expect(SIZES_RPX).toEqual({ bottomActionBar: 88, swipeAction: 180, treePopup: 780 });
  });
  it('dark mode and debug are off; UI library 1.8.4', () => {
    expect(APP_FLAGS).toEqual({ darkMode: false, debug: false, uiLibraryVersion: '1.8.4' });
  });
});

describe('rpx', () => {
  it('750 rpx is the whole viewport width', () => {
    expect(rpx(750)).toBe(375);
    expect(rpx(750, 414)).toBe(414);
  });
  it('defaults to a 375 px viewport: 88 rpx bottom bar is 44 px', () => {
    expect(rpx(SIZES_RPX.bottomActionBar)).toBe(44);
  });
  it('scales with the viewport: 780 rpx on 390 px is 405.6 px', () => {
    expect(rpx(SIZES_RPX.treePopup, 390)).toBeCloseTo(405.6, 10);
  });
  it('0 rpx is 0 px', () => {
    expect(rpx(0, 1024)).toBe(0);
  });
});
