/**
 * Pull-to-refresh on a Framework7 PageContent rendered with `ptr`: under react-router Framework7 never
 * sees its own page events, so the instance is created (and destroyed) here by hand (TOOLCHAIN.md).
 */
import { useEffect, type RefObject } from 'react';
import { f7, f7ready } from 'framework7-react';
import { ensureF7Modules } from './f7Modules';

export function usePullToRefresh(contentRef: RefObject<{ el: HTMLElement | null }>): void {
  ensureF7Modules();
  useEffect(() => {
    const el = contentRef.current?.el;
    if (!el) return;
    let created = false;
    let live = true;
    f7ready(() => {
      if (!live) return;
      f7.ptr.create(el);
      created = true;
    });
    return () => {
      live = false;
      if (created) f7.ptr.destroy(el);
    };
  }, [contentRef]);
}
