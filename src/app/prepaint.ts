/**
 * index.html's static first frame (#prepaint: the login page, the tab shell or a bare page, painted before
 * any script runs) leaves once the app has drawn a screen of its own — never while a loader would show —
 * and at the latest after PREPAINT_MAX_MS, so a start that went wrong is never hidden behind it.
 */
export const PREPAINT_MAX_MS = 10_000;

export function dismissPrepaint(): void {
  document.getElementById('prepaint')?.remove();
}

/** Called once the app starts: the frame leaves on its own if no screen has taken its place in time. */
export function limitPrepaint(): void {
  setTimeout(dismissPrepaint, PREPAINT_MAX_MS);
}
