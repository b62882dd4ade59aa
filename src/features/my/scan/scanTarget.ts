/**
 * Where a scanned QR code leads (扫描结果, issue #17): a page of this app (a `/pages/…` path, or a link to it
 * on this origin) opens in the app; a web address is shown to open outside, never followed by itself; the
 * rest (and every other scheme: `javascript:`, `tel:`, `data:`…) is text. Pure.
 */
export type ScanTarget = { kind: 'app'; path: string } | { kind: 'web'; url: string } | { kind: 'text' };

const APP_PREFIX = '/pages/';

export function scanTarget(scanned: string, origin: string): ScanTarget {
  const text = scanned.trim();
  if (text.startsWith(APP_PREFIX)) return { kind: 'app', path: text };
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return { kind: 'text' };
  }
  if (url.origin === origin && url.pathname.startsWith(APP_PREFIX))
    return { kind: 'app', path: `${url.pathname}${url.search}` };
  if (url.protocol === 'https:' || url.protocol === 'http:') return { kind: 'web', url: url.href };
  return { kind: 'text' };
}
