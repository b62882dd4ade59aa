/**
 * Framework7 components the pickers and the Address Book use beyond the core list main.tsx registers:
 * Sheet and pull-to-refresh, loaded into the running app on first use, with the styles they need.
 */
import { f7, f7ready } from 'framework7-react';
import Sheet from 'framework7/components/sheet';
import PullToRefresh from 'framework7/components/pull-to-refresh';
import 'framework7/components/sheet/css';
import 'framework7/components/pull-to-refresh/css';
import 'framework7/components/searchbar/css';
import 'framework7/components/checkbox/css';
import 'framework7/components/radio/css';

let requested = false;

/**
 * Idempotent. Call it while rendering, before a Sheet or PageContent mounts: their own f7ready
 * callbacks then run after this one, when the modules are there.
 */
export function ensureF7Modules(): void {
  if (requested) return;
  requested = true;
  // loadModule installs a component into an app that already exists; a module already there is skipped.
  f7ready(() => {
    void f7.loadModule(Sheet);
    void f7.loadModule(PullToRefresh);
  });
}
