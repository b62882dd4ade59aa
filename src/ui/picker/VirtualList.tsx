/**
 * A virtualised list (@tanstack/react-virtual) of fixed-height rows inside a scrolling element the caller
 * owns (a page's content, a picker's body), so 20,000 rows cost only the few dozen on screen.
 */
import { useCallback, useEffect, useReducer, type ReactNode } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';

export interface VirtualListProps<R> {
  rows: readonly R[];
  rowKey: (row: R) => string;
  rowHeight: (row: R) => number;
  renderRow: (row: R) => ReactNode;
  getScrollElement: () => HTMLElement | null;
  /** Distance in px from the top of the scrolling content to the list (a header above it). */
  offset?: number;
  className?: string;
  testId?: string;
}

const OVERSCAN = 8;

export function VirtualList<R>(props: VirtualListProps<R>) {
  const { rows, rowKey, rowHeight, renderRow, getScrollElement, offset = 0 } = props;
  // New identities when the rows change: the virtualizer recomputes its sizes only when these change.
  const getItemKey = useCallback(
    (i: number) => (rows[i] === undefined ? i : rowKey(rows[i])),
    [rows, rowKey],
  );
  const estimateSize = useCallback(
    (i: number) => (rows[i] === undefined ? 0 : rowHeight(rows[i])),
    [rows, rowHeight],
  );
  // This build has no React Compiler, and the virtualizer's results are read fresh on every render.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement,
    estimateSize,
    getItemKey,
    overscan: OVERSCAN,
    scrollMargin: offset,
    // Paint the first screen in the first render, before the scroller has been measured.
    initialRect: { width: 0, height: typeof window === 'undefined' ? 800 : window.innerHeight },
  });
  // The scroller is an ancestor, so its ref is attached only after this component's layout effects ran:
  // on mount the virtualizer may not have it yet. Render once more when it is there.
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    if (virtualizer.scrollElement !== getScrollElement()) rerender();
  });
  return (
    <div
      className={props.className}
      data-testid={props.testId}
      role="list"
      style={{ height: virtualizer.getTotalSize(), position: 'relative' }}
    >
      {virtualizer.getVirtualItems().map((item) => {
        const row = rows[item.index];
        if (row === undefined) return null;
        return (
          <div
            key={item.key}
            role="listitem"
            className="virtual-row"
            style={{ height: item.size, transform: `translateY(${item.start - offset}px)` }}
          >
            {renderRow(row)}
          </div>
        );
      })}
    </div>
  );
}
