/**
 * The service worker's Web Push (#15): a push shows its title, text and tag and remembers the path a tap
 * opens; a payload that is not ours still shows something; a tap focuses the app's open window and takes
 * it to the path, or opens a window on it; a path off the app (another origin, `//host`) is never opened.
 */
import { describe, expect, it, vi } from 'vitest';
import { notificationOf, openFromNotification, safeAppPath } from '../../../sw/notifications';

describe('a push', () => {
  it('shows the server’s title, text and tag, and keeps the path to open', () => {
    const shown = notificationOf(
      JSON.stringify({
        title: '王护士长',
        body: '明天能换班吗',
        url: '/pages/message/im/index?id=u-head01',
        tag: 'chat:u-head01',
      }),
    );
    expect(shown.title).toBe('王护士长');
    expect(shown.options).toMatchObject({
      body: '明天能换班吗',
      tag: 'chat:u-head01',
      data: { url: '/pages/message/im/index?id=u-head01' },
    });
  });

  it('that is not ours still says something arrived, opening home', () => {
    for (const data of [null, '', 'not json', '42'])
      expect(notificationOf(data)).toMatchObject({
        title: '人事系统',
        options: { data: { url: '/pages/index/index' } },
      });
  });
});

describe('a tap', () => {
  it('opens only app paths', () => {
    for (const url of [
      'https://evil.example/',
      '//evil.example/pages/x',
      '/pages//evil',
      '/\\evil',
      42,
      '/api/oauth/Logout',
    ])
      expect(safeAppPath(url)).toBe('/pages/index/index');
    expect(safeAppPath('/pages/message/messageDetail/index?id=m1')).toBe(
      '/pages/message/messageDetail/index?id=m1',
    );
  });

  it('focuses the open window and takes it to the path; with none (or one it cannot steer), opens a window', async () => {
    const win = { focus: vi.fn(async () => undefined), navigate: vi.fn(async () => ({})) };
    const openWindow = vi.fn(async () => undefined);
    await openFromNotification('/pages/message/im/index?id=u-1', [win], openWindow);
    expect(win.focus).toHaveBeenCalled();
    expect(win.navigate).toHaveBeenCalledWith('/pages/message/im/index?id=u-1');
    expect(openWindow).not.toHaveBeenCalled();
    const foreign = { focus: vi.fn(async () => undefined), navigate: vi.fn(async () => null) };
    await openFromNotification('/pages/index/index', [foreign], openWindow);
    expect(openWindow).toHaveBeenCalledWith('/pages/index/index');
    await openFromNotification('https://evil.example/', [], openWindow);
    expect(openWindow).toHaveBeenLastCalledWith('/pages/index/index');
  });
});
