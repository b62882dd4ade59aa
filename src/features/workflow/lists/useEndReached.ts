/**
 * Infinite scroll without Framework7's page events (TOOLCHAIN.md: built with React under react-router):
 * calls `onEnd` when the element at the foot of a list comes within 200 px of the scroller's view. The
 * observer is made again whenever `watch` changes, so a page that still leaves the foot in view asks on.
 */
import { useEffect, useRef } from 'react';

const MARGIN = '0px 0px 200px 0px';

export function useEndReached<T extends HTMLElement>(
  getScrollElement: () => HTMLElement | null,
  onEnd: () => void,
  watch: unknown,
) {
  const footRef = useRef<T>(null);
  useEffect(() => {
    const foot = footRef.current;
    if (!foot || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) onEnd();
      },
      { root: getScrollElement(), rootMargin: MARGIN },
    );
    observer.observe(foot);
    return () => observer.disconnect();
  }, [getScrollElement, onEnd, watch]);
  return footRef;
}
