/**
 * Where to go after signing in (#30 item 4): a page of the app opened while signed out — an approval from
 * an SMS or another app — is remembered for this tab and opened once she has signed in, instead of 消息.
 * Only an address of this app's own pages is kept (never another origin, never the sign-in pages).
 */
const KEY = 'returnTo';

/** Whether `path` is one of the app's own pages to return to. Pure. */
export function isReturnPath(path: string): boolean {
  return (
    /^\/pages\/[A-Za-z0-9/_-]+(\?[^#\\]*)?$/.test(path) && !/^\/pages\/(login|dingLogin|launch)\//.test(path)
  );
}

export function rememberReturn(
  path: string,
  store: Pick<Storage, 'setItem'> | undefined = globalThis.sessionStorage,
): void {
  if (!isReturnPath(path)) return;
  try {
    store?.setItem(KEY, path);
  } catch {
    // Storage blocked: she lands on 消息, as before.
  }
}

/** The remembered page, once: it is forgotten as it is taken. */
export function takeReturn(
  store: Pick<Storage, 'getItem' | 'removeItem'> | undefined = globalThis.sessionStorage,
): string | null {
  try {
    const path = store?.getItem(KEY) ?? null;
    store?.removeItem(KEY);
    return path && isReturnPath(path) ? path : null;
  } catch {
    return null;
  }
}
