/**
 * Giving a cheap phone's main thread back between pieces of start-up work: a long task blocks input (and
 * Lighthouse counts it as blocking time); the same work in several tasks does not.
 */

/** Resolves in a new task, so the work before and after it are two short tasks instead of one long one. */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

/** Resolves after the next frame has been painted (or at once in a hidden tab, which paints nothing). */
export function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => {
    if (document.visibilityState === 'hidden') return resolve();
    requestAnimationFrame(() => setTimeout(resolve, 0));
  });
}
