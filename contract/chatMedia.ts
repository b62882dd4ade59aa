/**
 * Chat media in the platform's shapes and ours (issue #16), zod-free so the worker may use it. Ours: an
 * image's content is its download path, a voice's is JSON text `{ path, length }` in seconds. The platform's:
 * objects `{ path, width, height }` and `{ path, length: "mm:ss" }` on the socket, the same as JSON text in a
 * history page. The server speaks theirs to their clients (server/realtime/dialect.ts); our worker reads
 * either, so it also runs against a JNPF back end.
 */

/** Whole seconds as "mm:ss" (59.6 s is "01:00"). */
export function mmss(seconds: number): string {
  const whole = Math.round(seconds);
  return `${String(Math.floor(whole / 60)).padStart(2, '0')}:${String(whole % 60).padStart(2, '0')}`;
}

/** "mm:ss", or a number of seconds (as a number or its text), as seconds; NaN when it is neither. */
export function secondsOf(length: unknown): number {
  if (typeof length === 'number') return length;
  const [m, s] = String(length).split(':').map(Number);
  return s === undefined ? Number(m) : (m ?? 0) * 60 + s;
}

/** A platform media object (or its JSON text), or null when `content` is not one. */
function mediaObject(content: unknown): { path?: unknown; length?: unknown } | null {
  if (content && typeof content === 'object') return content as { path?: unknown; length?: unknown };
  if (typeof content !== 'string' || !content.startsWith('{')) return null;
  try {
    const parsed: unknown = JSON.parse(content);
    return parsed && typeof parsed === 'object' ? (parsed as { path?: unknown; length?: unknown }) : null;
  } catch {
    return null;
  }
}

/**
 * A received message's content in our stored form, whichever shape it came in: an image's path, a voice's
 * `{ path, length }` JSON text with the length in whole seconds (at least 1), text as it is.
 */
export function ourChatContent(type: string, content: unknown): string {
  const media = type === 'image' || type === 'voice' ? mediaObject(content) : null;
  if (!media || typeof media.path !== 'string') return typeof content === 'string' ? content : '';
  if (type === 'image') return media.path;
  const length = Math.max(1, Math.round(secondsOf(media.length) || 1));
  return JSON.stringify({ path: media.path, length });
}
