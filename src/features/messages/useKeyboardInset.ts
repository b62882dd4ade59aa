/**
 * Keeps the chat's input bar on the on-screen keyboard where the keyboard only shrinks the visual viewport
 * (keyboardInset.ts): the bar's page gets `--chat-keyboard` (the covered height), which lifts the bar and
 * pads the history, and the history scrolls by as much so the newest message stays above the bar.
 */
import { useEffect, type RefObject } from 'react';
import { keyboardInset } from './keyboardInset';

export function useKeyboardInset(bar: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const view = window.visualViewport;
    const page = bar.current?.closest<HTMLElement>('.page');
    if (!view || !page) return;
    let shown = 0;
    const update = () => {
      const inset = keyboardInset(window.innerHeight, view);
      if (inset === shown) return;
      page.style.setProperty('--chat-keyboard', `${inset}px`);
      const content = page.querySelector<HTMLElement>('.page-content');
      if (content) content.scrollTop += inset - shown;
      shown = inset;
    };
    update();
    view.addEventListener('resize', update);
    view.addEventListener('scroll', update);
    return () => {
      view.removeEventListener('resize', update);
      view.removeEventListener('scroll', update);
      page.style.removeProperty('--chat-keyboard');
    };
  }, [bar]);
}
