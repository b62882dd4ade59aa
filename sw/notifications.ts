/**
 * Web Push in the service worker (issue #15): what a push shows (the server's payload read defensively: a
 * title, a text, the app path a tap opens, a tag folding repeats), and where a tap goes — an open window
 * of the app is focused and loads the path (whatever state the app is in, even still starting), else a new
 * window opens on it. Only an app path (`/pages/…`) is ever opened: a payload cannot send the user elsewhere.
 */

export interface Shown {
  title: string;
  options: NotificationOptions & { data: { url: string } };
}

const HOME = '/pages/index/index';

/** The path a notification may open: an app page of this origin, or home. */
export function safeAppPath(url: unknown): string {
  if (typeof url !== 'string' || !url.startsWith('/pages/') || url.includes('//') || url.includes('\\'))
    return HOME;
  return url;
}

const text = (v: unknown, max: number) => (typeof v === 'string' ? v.slice(0, max) : '');

/** The notification of a push's text; a payload that is not ours still shows, saying something arrived. */
export function notificationOf(data: string | null | undefined): Shown {
  let payload: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(data ?? '');
    if (parsed && typeof parsed === 'object') payload = parsed as Record<string, unknown>;
  } catch {
    // not JSON: the generic notification below
  }
  return {
    title: text(payload.title, 100) || '人事系统',
    options: {
      body: text(payload.body, 300) || '您有一条新消息',
      tag: text(payload.tag, 100) || undefined,
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      data: { url: safeAppPath(payload.url) },
    },
  };
}

interface WindowLike {
  focus(): Promise<unknown>;
  navigate(url: string): Promise<unknown>;
}

/** A tap: the app's open window focused and on the path, else a new window on it. */
export async function openFromNotification(
  url: unknown,
  windows: readonly WindowLike[],
  openWindow: (path: string) => Promise<unknown>,
): Promise<void> {
  const path = safeAppPath(url);
  const open = windows[0];
  if (!open) return void (await openWindow(path));
  await open.focus().catch(() => undefined);
  // A window this worker does not control cannot be navigated: then a new one.
  if (!(await open.navigate(path).catch(() => null))) await openWindow(path);
}
