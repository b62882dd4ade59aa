/**
 * Session-ended subscribers: the worker reports a socket `logout` once, and every subscriber (the app's
 * session lifecycle) hears it. Kept apart from the worker plumbing so it is trivially testable.
 */

type Listener = (msg: string) => void;
const listeners = new Set<Listener>();

/** Subscribes to "the server ended this session"; returns the unsubscribe function. */
export function onSessionEnded(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function emitSessionEnded(msg: string): void {
  for (const listener of [...listeners]) listener(msg);
}
