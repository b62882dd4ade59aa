/**
 * The app's start, loaded by src/main.tsx once the static first frame is on screen: registers the
 * Framework7 components we use (lite build), boots the session (HTTP handlers, worker) and renders the
 * shell.
 */
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import Framework7 from 'framework7/lite';
import Framework7React from 'framework7-react';
import Dialog from 'framework7/components/dialog';
import Toast from 'framework7/components/toast';
import Preloader from 'framework7/components/preloader';
import { languageReady } from './i18n';
import { nextTask } from '../core/lib/tasks';
import { App, buildFramework7 } from './app/App';
import { limitPrepaint } from './app/prepaint';
import { bootSession } from './app/sessionLifecycle';
import { installServiceWorker } from './app/serviceWorker';

// Framework7's plugin registration, not React's `use` hook.
// eslint-disable-next-line react-hooks/rules-of-hooks
Framework7.use([Dialog, Toast, Preloader, Framework7React]);
// Its colour stylesheet was computed at build time (virtual:f7-colors.css, vite.config.ts): skip the
// runtime computation, ~600 ms of a cheap phone's main thread before the first screen.
Object.assign(Framework7.prototype, { setColors: () => undefined });
bootSession();
installServiceWorker();
limitPrepaint();

const root = document.getElementById('app');
// Chinese is there at once; an English reader waits for its strings (one small chunk) before the shell.
// Framework7 is built in a task of its own, then a transition renders in 5 ms slices, so a cheap phone's
// first render never blocks input in one long task.
if (root)
  void languageReady
    .then(nextTask)
    .then(buildFramework7)
    .then(nextTask)
    .then(() => startTransition(() => createRoot(root).render(<App />)));
