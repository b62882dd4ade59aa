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
import { afterFirstPaint, nextTask } from '../core/lib/tasks';

// The app's code is evaluated a library at a time, each in its own task: one evaluation of the whole graph
// blocked a cheap phone's input for a few hundred milliseconds right after the first paint.
void afterFirstPaint()
  .then(() => import('react-dom/client'))
  .then(nextTask)
  .then(() => import('framework7/lite'))
  .then(nextTask)
  .then(() => import('./boot'));
