/** Toasts (spec §9: 1500 ms by default) through Framework7's toast component. */
import { f7 } from 'framework7-react';

export const TOAST_MS = 1500;

export function toast(text: string, closeTimeout: number = TOAST_MS): void {
  f7.toast.show({ text, closeTimeout, position: 'center', cssClass: 'app-toast' });
}
