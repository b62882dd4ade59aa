/**
 * A list row that slides left to show its actions (spec §9: swipe actions 180 rpx = 90 px), built with
 * pointer events and a CSS transform (Framework7's swipeout starts on its own page events, which
 * react-router never fires: TOOLCHAIN.md). A drag past half the width opens it, a tap on the row while open
 * closes it. The actions stay reachable by keyboard (they follow the row in the tab order).
 */
import { useRef, useState, type ReactNode, type PointerEvent } from 'react';

/** 180 rpx on a 375 px wide screen. */
export const SWIPE_ACTIONS_PX = 90;

export function SwipeRow({
  children,
  actions,
  testId,
}: {
  children: ReactNode;
  actions: ReactNode;
  testId?: string;
}) {
  const [offset, setOffset] = useState(0);
  const drag = useRef<{ x: number; y: number; from: number; moved: boolean } | null>(null);
  // A mouse fires a click after a drag (a finger's move cancels it): that click ends the drag, nothing more.
  const dragged = useRef(false);
  const open = offset <= -SWIPE_ACTIONS_PX / 2;

  const down = (e: PointerEvent) => {
    drag.current = { x: e.clientX, y: e.clientY, from: offset, moved: false };
  };
  const move = (e: PointerEvent) => {
    const d = drag.current;
    if (!d) return;
    const dx = e.clientX - d.x;
    if (!d.moved && Math.abs(dx) < 8) return;
    if (!d.moved && Math.abs(e.clientY - d.y) > Math.abs(dx)) return void (drag.current = null);
    d.moved = true;
    setOffset(Math.max(-SWIPE_ACTIONS_PX, Math.min(0, d.from + dx)));
  };
  const up = () => {
    const d = drag.current;
    drag.current = null;
    dragged.current = Boolean(d?.moved);
    if (d?.moved) setOffset((o) => (o <= -SWIPE_ACTIONS_PX / 2 ? -SWIPE_ACTIONS_PX : 0));
  };
  // A tap on an open row closes it instead of opening what it links to.
  const click = (e: React.MouseEvent) => {
    const afterDrag = dragged.current;
    dragged.current = false;
    if (offset === 0 && !afterDrag) return;
    e.preventDefault();
    e.stopPropagation();
    if (!afterDrag) setOffset(0);
  };

  return (
    <div className={`swipe-row ${open ? 'is-open' : ''}`} data-testid={testId}>
      <div className="swipe-row-actions" style={{ width: SWIPE_ACTIONS_PX }}>
        {actions}
      </div>
      <div
        className="swipe-row-body"
        style={{ transform: `translateX(${offset}px)` }}
        onPointerDown={down}
        onPointerMove={move}
        onPointerUp={up}
        onPointerCancel={up}
        onClickCapture={click}
        // A mouse dragging a link would start the browser's own drag (and cancel the pointer): not here.
        onDragStart={(e) => e.preventDefault()}
      >
        {children}
      </div>
    </div>
  );
}
