/**
 * Entry: the first stylesheet (Framework7's core, its colours computed at build time, the theme tokens,
 * the login page and the static first frame of index.html, the shared pieces), then the app itself
 * (src/boot.tsx) once that frame has been painted — a cheap phone shows a finished first screen at once
 * instead of after a few hundred milliseconds of script.
 */
import 'framework7/css';
import 'framework7/components/dialog/css';
import 'framework7/components/toast/css';
import 'framework7/components/preloader/css';
import 'virtual:f7-colors.css';
import './app/theme.css';
import './features/auth/login.css';
import './ui/ui.css';

/** Resolves after the next frame has been painted (or at once in a hidden tab, which paints nothing). */
function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => {
    if (document.visibilityState === 'hidden') return resolve();
    requestAnimationFrame(() => setTimeout(resolve, 0));
  });
}

void afterFirstPaint().then(() => import('./boot'));
