/**
 * index.html's static first frame (#prepaint: the login page, the tab shell or a bare page, painted before
 * any script runs) leaves once the app has drawn a screen of its own — never while a loader would show.
 */
export function dismissPrepaint(): void {
  document.getElementById('prepaint')?.remove();
}
