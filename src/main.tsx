/**
 * Entry: registers the Framework7 components we use (lite build), loads the theme, boots the session
 * (HTTP handlers, worker) and renders the shell.
 */
import { createRoot } from 'react-dom/client';
import Framework7 from 'framework7/lite';
import Framework7React from 'framework7-react';
import Dialog from 'framework7/components/dialog';
import Toast from 'framework7/components/toast';
import Preloader from 'framework7/components/preloader';
import 'framework7/css';
import 'framework7/components/dialog/css';
import 'framework7/components/toast/css';
import 'framework7/components/preloader/css';
import './app/theme.css';
import { languageReady } from './i18n';
import { App } from './app/App';
import { bootSession } from './app/sessionLifecycle';
import './ui/ui.css';

// Framework7's plugin registration, not React's `use` hook.
// eslint-disable-next-line react-hooks/rules-of-hooks
Framework7.use([Dialog, Toast, Preloader, Framework7React]);
bootSession();

const root = document.getElementById('app');
// Chinese is there at once; an English reader waits for its strings (one small chunk) before the shell.
if (root) void languageReady.then(() => createRoot(root).render(<App />));
