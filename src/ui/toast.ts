/**
 * Toasts (spec §9: 1500 ms by default) through Framework7's toast component. A toast asked for before
 * Framework7 has started (a session ended by the very first call, while the app is still rendering) is
 * shown once it has, instead of throwing and leaving the caller half done.
 */
import { f7, f7ready } from 'framework7-react';

export const TOAST_MS = 1500;

export function toast(text: string, closeTimeout: number = TOAST_MS): void {
  f7ready(() => f7.toast.show({ text, closeTimeout, position: 'center', cssClass: 'app-toast' }));
}
